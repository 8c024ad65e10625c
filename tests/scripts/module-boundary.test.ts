import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The boundary rule (eslint.config.js, scripts/eslint-module-boundary.js) on code planted at a path. */
async function crossings(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint();
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "omo/module-boundary").map((m) => m.message);
}

describe("the module boundary (npm run lint)", () => {
  it("refuses a framework file importing a business module, however the path is written", async () => {
    expect(
      await crossings(
        "mock-server/plugins/planted.ts",
        'import { scheduleRoutes } from "../../modules/scheduling/server/routes.js";\nexport const x = scheduleRoutes;\n',
      ),
    ).toEqual(["框架代码不能导入业务模块（模块只经 app-modules.ts 注册）: modules/scheduling/server/routes.ts"]);
    expect(
      await crossings(
        "mock-server/modules/stats/planted.ts",
        'export { aggregates } from "../../../modules/statistics/server/aggregates.js";\nexport const page = () => import("../../../modules/school/server/index.js");\n',
      ),
    ).toHaveLength(2);
    expect(
      await crossings(
        "src/shell/planted.tsx",
        'import { x } from "../../modules/scheduling/web/TimetablePage.js";\nx();\n',
      ),
    ).toHaveLength(1);
    expect(
      await crossings(
        "mock-server/resources/planted.ts",
        'import { qaRoutes } from "../../modules/qa/server/routes.js";\nqaRoutes;\n',
      ),
    ).toEqual(["框架代码不能导入业务模块（模块只经 app-modules.ts 注册）: modules/qa/server/routes.ts"]);
  }, 60_000);

  it("lets a module of modules/ import only the modules its manifest depends on", async () => {
    expect(
      await crossings("modules/qa/server/planted.ts", 'import { x } from "../../library/server/index.js";\nx;\n'),
    ).toEqual(['模块 "qa" 只能导入它在 module.json 的 dependsOn 中声明的模块: modules/library/server/index.ts']);
    expect(
      await crossings(
        "modules/qa/server/planted.ts",
        'import { envelope } from "../../../mock-server/plugins/errors.js";\nimport { qaRoutes } from "./routes.js";\nexport const y = [envelope, qaRoutes];\n',
      ),
    ).toEqual([]);
  }, 60_000);

  it("lets a module import its own files and the framework's, and the catalogue list the modules", async () => {
    expect(
      await crossings(
        "modules/scheduling/server/planted.ts",
        'import { envelope } from "../../../mock-server/plugins/errors.js";\nimport { x } from "./routes.js";\nimport { addDays } from "../common/index.js";\nexport const y = [envelope, x, addDays];\n',
      ),
    ).toEqual([]);
    // The catalogue may: it is where the framework meets the modules. The same import elsewhere may not.
    const listing = 'export { default } from "../modules/school/server/index.js";\n';
    expect(await crossings("mock-server/app-modules.ts", listing)).toEqual([]);
    expect(await crossings("mock-server/handler.ts", listing)).toHaveLength(1);
  }, 60_000);

  it("keeps shared code from importing either side", async () => {
    expect(
      await crossings(
        "src/common/planted.ts",
        'import { envelope } from "../../mock-server/plugins/errors.js";\nenvelope;\n',
      ),
    ).toEqual(["共享代码（src/common、src/types）不能导入服务器或浏览器一侧的代码: mock-server/plugins/errors.ts"]);
    expect(await crossings("src/common/planted.ts", 'import { t } from "../app/locale/zh-CN.js";\nt;\n')).toHaveLength(
      1,
    );
    expect(await crossings("src/common/planted.ts", 'import { localize } from "./i18n.js";\nlocalize;\n')).toEqual([]);
    // A module's shared folder, too: the framework's shared code only, and neither of the module's sides.
    expect(
      await crossings(
        "modules/scheduling/common/planted.ts",
        'import { x } from "../server/routes.js";\nimport { y } from "../web/api.js";\nimport { z } from "../../../src/app/services.js";\nimport { localize } from "../../../src/common/i18n.js";\nexport const w = [x, y, z, localize];\n',
      ),
    ).toEqual([
      "模块的共享代码（modules/*/common）不能导入服务器或浏览器一侧的代码: modules/scheduling/server/routes.ts",
      "模块的共享代码（modules/*/common）不能导入服务器或浏览器一侧的代码: modules/scheduling/web/api.ts",
      "模块的共享代码（modules/*/common）不能导入服务器或浏览器一侧的代码: src/app/services.ts",
    ]);
  }, 60_000);
});

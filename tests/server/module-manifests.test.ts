import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { modulesDir, readModuleFolder, type ModuleFolder } from "../../mock-server/module-folders.js";
import { checkManifests } from "../../mock-server/config/check-modules.js";
import { ConfigError, loadConfig } from "../../mock-server/plugins/config-loader.js";
import { readConfigFiles } from "../../mock-server/config/files.js";
import { partsNamed } from "../../mock-server/app-modules.js";
import { shippedParts } from "../helpers/parts.js";
import { problemLine } from "../../mock-server/config/problems.js";
import type { ServerModule } from "../../mock-server/module-api.js";
import { switchedOffResources, withoutSwitchedOff } from "../../mock-server/config/switched-off.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { RouteConfig } from "../../src/types/generated/routes.js";
import { pruneRoutes } from "../helpers/prune-routes.js";

const root = mkdtempSync(join(tmpdir(), "omo-modules-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A module folder `modules/<name>` under a scratch root, with these files. */
function folder(name: string, files: Record<string, unknown>): ModuleFolder {
  const dir = join(root, name);
  mkdirSync(join(dir, "config"), { recursive: true });
  for (const [file, json] of Object.entries(files))
    writeFileSync(join(dir, file), typeof json === "string" ? json : JSON.stringify(json));
  return readModuleFolder(dir);
}
const lines = (f: ModuleFolder) => f.problems.map(problemLine);
const manifest = (name: string, more: Record<string, unknown> = {}) => ({ name, title: { "zh-CN": "测试" }, ...more });
const module = (name: string, more: Record<string, unknown> = {}): ServerModule => ({
  name,
  folder: folder(name, { "module.json": manifest(name, more) }),
});

describe("a module's manifest (modules/<name>/module.json)", () => {
  it("reads the shipped qa module clean: its range, its error texts in both languages", () => {
    const qa = readModuleFolder(join(modulesDir, "qa"));
    expect(qa.problems).toEqual([]);
    expect(qa.manifest?.errors?.range).toEqual([26000, 26999]);
    expect(qa.errors?.codes["26019"]).toBe("答疑规则不存在");
    expect(qa.errors?.["en-US"]?.codes?.["26019"]).toBeTruthy();
  });

  it("is checked against its schema", () => {
    const found = folder("bad-key", { "module.json": { ...manifest("bad-key"), dependson: ["qa"] } });
    expect(lines(found)).toEqual(['modules/bad-key/module.json#: 未知的键 "dependson"']);
    expect(found.manifest).toBeUndefined();
  });

  it("is required, and must be JSON", () => {
    expect(lines(folder("none", {}))).toEqual(["modules/none/module.json#: 缺少此文件"]);
    expect(lines(folder("broken", { "module.json": "{" }))[0]).toMatch(
      /^modules\/broken\/module.json#: 不是有效的 JSON/,
    );
  });

  it("names its folder", () => {
    expect(lines(folder("shelf", { "module.json": manifest("shelves") }))).toEqual([
      'modules/shelf/module.json#/name: 应与文件夹名 "shelf" 相同',
    ]);
  });

  it("keeps its error codes inside its range, in both languages", () => {
    const found = folder("loans", {
      "module.json": manifest("loans", { errors: { file: "config/errors.json", range: [40000, 40099] } }),
      "config/errors.json": {
        codes: { "40001": "已借出", "41000": "超出范围" },
        "en-US": { codes: { "39999": "Out" } },
      },
    });
    expect(lines(found)).toEqual([
      "modules/loans/config/errors.json#/codes/41000: 错误码 41000 不在模块的范围 40000–40099 内（module.json#/errors/range）",
      "modules/loans/config/errors.json#/en-US/codes/39999: 错误码 39999 不在模块的范围 40000–40099 内（module.json#/errors/range）",
    ]);
  });

  it("names an error file that exists and passes its schema", () => {
    const missing = folder("fines", {
      "module.json": manifest("fines", { errors: { file: "config/errors.json", range: [41000, 41099] } }),
    });
    expect(lines(missing)).toEqual(["modules/fines/config/errors.json#: 缺少此文件"]);
    const wrong = folder("fees", {
      "module.json": manifest("fees", { errors: { file: "config/errors.json", range: [42000, 42099] } }),
      "config/errors.json": { codes: { "42000": "" } },
    });
    expect(lines(wrong)).toEqual(["modules/fees/config/errors.json#/codes/42000: 至少 1 个字符"]);
  });
});

describe("the listed modules' manifests together (app.json#/modules)", () => {
  it("wants a module's dependencies listed, and before it", () => {
    const base = module("base");
    const shelf = module("shelf2", { dependsOn: ["base"] });
    expect(checkManifests(["shelf2"], [shelf]).map(problemLine)).toEqual([
      'app.json#/modules/0: 模块 "shelf2" 依赖模块 "base"，请把 "base" 也列入 modules（列在它之前）',
    ]);
    expect(checkManifests(["shelf2", "base"], [shelf, base]).map(problemLine)).toEqual([
      'app.json#/modules/0: 模块 "shelf2" 依赖模块 "base"，请把 "base" 列在它之前',
    ]);
    expect(checkManifests(["base", "shelf2"], [base, shelf])).toEqual([]);
  });

  it("refuses a cycle, whatever the order", () => {
    const a = module("cycle-a", { dependsOn: ["cycle-b"] });
    const b = module("cycle-b", { dependsOn: ["cycle-a"] });
    expect(checkManifests(["cycle-a", "cycle-b"], [a, b])).toHaveLength(1);
    expect(checkManifests(["cycle-b", "cycle-a"], [b, a])).toHaveLength(1);
  });

  it("gives no two modules overlapping error ranges", () => {
    const errors = (range: number[]) => ({ errors: { file: "errors.json", range } });
    const one = { name: "one", folder: { ...module("one", errors([50000, 50999])).folder!, problems: [] } };
    const two = { name: "two", folder: { ...module("two", errors([50900, 51999])).folder!, problems: [] } };
    expect(checkManifests(["one", "two"], [one, two]).map(problemLine)).toEqual([
      'modules/two/module.json#/errors/range: 错误码范围 50900–51999 与模块 "one" 的 50000–50999 重叠',
    ]);
  });

  it("reports only the modules the app lists", () => {
    expect(checkManifests([], [module("unlisted", { dependsOn: ["nothing"] })])).toEqual([]);
  });
});

describe("a module's config and texts in the app", () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((d) => rmSync(d, { recursive: true, force: true })));
  /** The shipped config with app.json#/modules set to `modules`. */
  function configListing(modules: string[]): string {
    const dir = mkdtempSync(join(tmpdir(), "omo-config-"));
    copies.push(dir);
    cpSync("config", dir, { recursive: true });
    const app = JSON.parse(readFileSync(join(dir, "app.json"), "utf8"));
    writeFileSync(join(dir, "app.json"), JSON.stringify({ ...app, modules }));
    return dir;
  }

  it("lays a listed module's resources beneath the app's, and its error texts into the catalogue", () => {
    const files = readConfigFiles("config");
    expect(files.get("resources/qa-rule.json")).toBe(
      readFileSync(join(modulesDir, "qa/config/resources/qa-rule.json"), "utf8"),
    );
    const config = loadConfig("config", shippedParts);
    expect(config.resources["qa-rule"]?.title).toEqual({ "zh-CN": "答疑规则", "en-US": "Q&A rule" });
    expect(config.errors.codes["26019"]).toBe("答疑规则不存在");
    expect(config.errors["en-US"]?.codes?.["26019"]).toBe("Q&A rule does not exist");
  });

  it("lets the app's file of the same path replace the module's, and the app's errors.json reword a code", () => {
    const dir = configListing([
      "school",
      "scheduling",
      "orders",
      "codes",
      "options",
      "qa",
      "client",
      "statistics",
      "handouts",
    ]);
    const rule = JSON.parse(readFileSync(join(modulesDir, "qa/config/resources/qa-rule.json"), "utf8"));
    writeFileSync(join(dir, "resources/qa-rule.json"), JSON.stringify({ ...rule, title: "本校答疑规则" }));
    const errors = JSON.parse(readFileSync(join(dir, "errors.json"), "utf8"));
    writeFileSync(
      join(dir, "errors.json"),
      JSON.stringify({ ...errors, codes: { ...errors.codes, "26019": "没有这条规则" } }),
    );
    const config = loadConfig(dir, shippedParts);
    expect(config.resources["qa-rule"]?.title).toBe("本校答疑规则");
    expect(config.errors.codes["26019"]).toBe("没有这条规则");
  });

  it("has none of them while the module is not listed", () => {
    const dir = configListing(["school"]);
    const files = readConfigFiles(dir);
    expect(
      ["resources/qa-rule.json", "resources/news.json", "resources/device-home.json"].filter((f) => files.has(f)),
    ).toEqual([]);
    // The shipped routes name their pages: the config says where, as for any resource it lacks.
    let lines: string[] = [];
    try {
      loadConfig(dir, partsNamed(["school"]));
    } catch (err) {
      lines = (err as ConfigError).lines;
    }
    expect(lines.map((l) => /未知的(?:资源|仪表盘|页面) "([A-Za-z/-]+)"/.exec(l)?.[1]).sort()).toEqual([
      "activation-code",
      "agent",
      "campus-order",
      "code-kind",
      "commodity",
      "course-package",
      "device-home",
      "handouts/TeachingNotes",
      "leave-conflict",
      "news",
      "news",
      "qa-rule",
      "revenue",
      "schedule-rule",
      "scheduling/AuxiliaryArrangement",
      "scheduling/CourseConflict",
      "scheduling/Timetable",
      "teacher-leave",
      "teaching",
      "user-order",
      "welfare-gift",
    ]);
    // Nothing else: the campus's child list of its campus orders went with the orders module.
    expect(lines.filter((l) => !l.startsWith("routes.json#/routes/"))).toEqual([]);
  });

  it("drops a detail page's child list whose module is switched off, and keeps one naming an unknown resource", () => {
    const off = switchedOffResources(shippedParts.catalogue, ["school"]);
    expect([off.has("campus-order"), off.has("campus")]).toEqual([true, false]);
    const campus = JSON.parse(readConfigFiles("config").get("resources/campus.json")!) as ResourceConfig;
    const related = campus.show!.related!;
    expect(related.map((r) => r.resource)).toContain("campus-order");
    const kept = withoutSwitchedOff({ campus }, ["campus"], () => off).campus!.show!.related!;
    expect(kept.map((r) => r.resource)).toEqual(related.map((r) => r.resource).filter((r) => r !== "campus-order"));
    // Listed, or a name no module brings (a typo the checks name): it stays.
    expect(withoutSwitchedOff({ campus }, ["campus", "campus-order"], () => off).campus).toBe(campus);
    const typo = { ...campus, show: { ...campus.show!, related: [{ ...related[0]!, resource: "campus-ordr" }] } };
    expect(withoutSwitchedOff({ campus: typo }, ["campus"], () => off).campus).toBe(typo);
  });

  it("drops a custom action whose module is switched off: the school's students start without 重置登录密码", () => {
    const custom = (config: ReturnType<typeof loadConfig>) =>
      (config.resources.student!.list.actions?.custom ?? []).map((a) => a.name);
    const dir = mkdtempSync(join(tmpdir(), "omo-no-client-"));
    try {
      cpSync("config", dir, { recursive: true });
      const app = JSON.parse(readFileSync(join(dir, "app.json"), "utf8")) as { modules: string[] };
      const without = ["school", "scheduling", "orders", "codes", "options", "qa", "statistics", "handouts"];
      expect(app.modules.filter((m) => m !== "client")).toEqual(without);
      writeFileSync(join(dir, "app.json"), JSON.stringify({ ...app, modules: without }));
      // The client's pages leave the menu with it.
      const routes = JSON.parse(readFileSync(join(dir, "routes.json"), "utf8")) as { routes: RouteConfig[] };
      routes.routes = pruneRoutes(routes.routes, (r) => !/:(news|device-home)$/.test(r.component ?? ""));
      writeFileSync(join(dir, "routes.json"), JSON.stringify(routes));
      expect(partsNamed(without).switchedOffActions.has("student.reset-login-password")).toBe(true);
      expect(custom(loadConfig(dir, partsNamed(without)))).toEqual([]);
      expect(custom(loadConfig("config", shippedParts))).toEqual(["reset-login-password"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stops the start when a module comes before what it depends on, as check:config says first", () => {
    const dir = configListing(["qa", "school", "scheduling", "orders", "codes", "client", "statistics", "handouts"]);
    expect(() =>
      loadConfig(dir, partsNamed(["qa", "school", "scheduling", "client", "statistics", "handouts"])),
    ).toThrow('app.json#/modules/0: 模块 "qa" 依赖模块 "school"，请把 "school" 列在它之前');
  });
});

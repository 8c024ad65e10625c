import { describe, expect, it } from "vitest";
import { chunkNames, chunkProblems } from "../../scripts/first-screen-chunks.js";

const src = (path: string) => `/app/src/${path}`;
const lib = (path: string) => `/app/node_modules/${path}`;

const ENTRY = src("main.tsx");
const LOGIN = src("modules/account/LoginPage.tsx");
const LAYOUT = src("shell/BasicLayout.tsx");
const REGISTRY = src("app/router/RegistryPage.tsx");
const HOME = src("modules/home/IndexPage.tsx");
const LIST = src("engine/list/ResourceListPage.tsx");
const DASHBOARD = src("modules/dashboard/DashboardPage.tsx");

/** A small app: what each module imports statically. */
const IMPORTS: Record<string, string[]> = {
  [ENTRY]: [lib("react/index.js"), lib("antd/es/button/index.js")],
  [lib("react/index.js")]: [],
  [lib("antd/es/button/index.js")]: [lib("antd/es/_util/wave.js")],
  [lib("antd/es/_util/wave.js")]: [],
  [LOGIN]: [lib("antd/es/button/index.js"), lib("antd/es/form/index.js"), src("modules/account/captcha.ts")],
  [src("modules/account/captcha.ts")]: [],
  [lib("antd/es/form/index.js")]: [lib("antd/es/grid/index.js")],
  [lib("antd/es/grid/index.js")]: [],
  [LAYOUT]: [lib("antd/es/menu/index.js"), src("shell/shared.ts")],
  [REGISTRY]: [src("shell/shared.ts")],
  [lib("antd/es/menu/index.js")]: [],
  [src("shell/shared.ts")]: [lib("antd/es/button/index.js")],
  [HOME]: [lib("antd/es/card/index.js")],
  [lib("antd/es/card/index.js")]: [lib("antd/es/grid/index.js")],
  [LIST]: [lib("antd/es/table/index.js"), lib("antd/es/form/index.js"), src("shell/shared.ts")],
  [lib("antd/es/table/index.js")]: [],
  [DASHBOARD]: [lib("echarts/index.js"), lib("antd/es/card/index.js")],
  [lib("echarts/index.js")]: [],
};
const ids = Object.keys(IMPORTS);

function reached(from: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length) {
    const id = stack.pop()!;
    if (!seen.has(id)) stack.push(...IMPORTS[id]);
    seen.add(id);
  }
  return seen;
}

describe("the first screens' chunks", () => {
  const names = chunkNames(ids, [ENTRY], reached);

  it("puts the entry's modules in its chunk, and each other module in a chunk named after the pages needing it", () => {
    expect(Object.fromEntries(names)).toEqual({
      [lib("react/index.js")]: "boot",
      [lib("antd/es/button/index.js")]: "boot",
      [lib("antd/es/_util/wave.js")]: "boot",
      [ENTRY]: "boot",
      [src("modules/account/captcha.ts")]: "login",
      [lib("antd/es/form/index.js")]: "login+list",
      [lib("antd/es/grid/index.js")]: "login+home+list",
      [lib("antd/es/menu/index.js")]: "shell",
      [src("shell/shared.ts")]: "shell+list",
      [lib("antd/es/card/index.js")]: "home",
      [lib("antd/es/table/index.js")]: "list",
    });
  });

  it("leaves the pages' own modules and the code no first-screen page needs to the bundler", () => {
    for (const id of [LOGIN, LAYOUT, REGISTRY, HOME, LIST, DASHBOARD, lib("echarts/index.js")])
      expect(names.has(id)).toBe(false);
  });

  it("never has a module need one named after fewer pages, so the chunks cannot import each other in a cycle", () => {
    const pages = (id: string) => new Set(names.get(id)?.split("+"));
    for (const [id, imports] of Object.entries(IMPORTS)) {
      if (!names.has(id) || names.get(id) === "boot") continue;
      for (const imported of imports) {
        if (names.get(imported) === "boot") continue;
        for (const page of pages(id)) expect(pages(imported).has(page), `${id} → ${imported}`).toBe(true);
      }
    }
  });
});

describe("the build's check of the chunks", () => {
  const names = new Map([
    [lib("antd/es/grid/index.js"), "login+home+list"],
    [lib("antd/es/form/index.js"), "login+list"],
    [lib("antd/es/table/index.js"), "list"],
    [ENTRY, "boot"],
  ]);
  const chunk = (moduleIds: string[], imports: string[], isEntry = false) => ({ moduleIds, imports, isEntry });

  it("passes chunks that import the entry's or chunks named after more pages", () => {
    const chunks = {
      "index.js": chunk([ENTRY], [], true),
      "login_home_list.js": chunk([lib("antd/es/grid/index.js")], ["index.js"]),
      "login_list.js": chunk([lib("antd/es/form/index.js")], ["login_home_list.js", "index.js"]),
      "list.js": chunk([lib("antd/es/table/index.js")], ["login_list.js"]),
      "DashboardPage.js": chunk([DASHBOARD], ["list.js", "index.js"]),
    };
    expect(chunkProblems(chunks, names)).toEqual([]);
  });

  it("names a chunk importing one named after other pages, or one the grouping did not name", () => {
    const chunks = {
      "index.js": chunk([ENTRY], [], true),
      "login_list.js": chunk([lib("antd/es/form/index.js")], ["list.js", "echarts.js"]),
      "list.js": chunk([lib("antd/es/table/index.js")], []),
      "echarts.js": chunk([lib("echarts/index.js")], []),
    };
    expect(chunkProblems(chunks, names)).toEqual([
      "login_list.js (login+list) imports list.js",
      "login_list.js (login+list) imports echarts.js",
    ]);
  });

  it("finds a cycle between chunks, named from where it starts", () => {
    const chunks = {
      "a.js": chunk([src("a.ts")], ["b.js"]),
      "b.js": chunk([src("b.ts")], ["c.js"]),
      "c.js": chunk([src("c.ts")], ["b.js"]),
    };
    expect(chunkProblems(chunks, names)).toEqual(["chunks import each other in a cycle: b.js → c.js → b.js"]);
  });
});

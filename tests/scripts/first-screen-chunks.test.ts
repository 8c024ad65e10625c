import { describe, expect, it } from "vitest";
import {
  barrelExports,
  chunkCycle,
  chunkNames,
  followedImports,
  importedNames,
  type Graph,
} from "../../scripts/first-screen-chunks.js";

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
const graph: Graph = { entries: [ENTRY], imports: (id) => IMPORTS[id] ?? [] };

describe("the first screens' chunks", () => {
  const names = chunkNames(graph, Object.keys(IMPORTS));

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

  it("never has a chunk import one named after fewer pages, so the chunks cannot import each other in a cycle", () => {
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

const ANTD_INDEX = lib("antd/es/index.js");
const BARREL = {
  id: ANTD_INDEX,
  code: [
    '"use client";',
    "",
    "// The components",
    "export { default as Button } from './button';",
    "export { default as Table } from './table';",
    "/* the theme */",
    "export * from './theme';",
  ].join("\n"),
  importedIds: [lib("antd/es/button/index.js"), lib("antd/es/table/index.js"), lib("antd/es/theme/index.js")],
};

describe("a package's barrel", () => {
  it("maps each name it re-exports to the module defining it", () => {
    expect(Object.fromEntries(barrelExports(BARREL)!)).toEqual({
      Button: [lib("antd/es/button/index.js")],
      Table: [lib("antd/es/table/index.js")],
      "*": [lib("antd/es/theme/index.js")],
    });
  });

  it("is not read as one when it has code of its own, a line it cannot match, or is the app's own", () => {
    expect(barrelExports({ ...BARREL, code: `${BARREL.code}\nexport var version = "6";` })).toBeNull();
    expect(barrelExports({ ...BARREL, importedIds: BARREL.importedIds.slice(1) })).toBeNull();
    expect(barrelExports({ ...BARREL, importedIds: [...BARREL.importedIds, lib("antd/es/extra.js")] })).toBeNull();
    expect(barrelExports({ ...BARREL, id: src("components/index.ts") })).toBeNull();
  });

  it("is followed, from a module importing it, only to the modules defining the names taken", () => {
    const barrel = (id: string) => (id === ANTD_INDEX ? barrelExports(BARREL) : null);
    const importer = (code: string) => ({ id: src("page.tsx"), code, importedIds: [ANTD_INDEX, src("util.ts")] });
    expect(followedImports(importer('import { Table as T } from "antd";'), barrel)).toEqual([
      ANTD_INDEX,
      lib("antd/es/table/index.js"),
      lib("antd/es/theme/index.js"),
      src("util.ts"),
    ]);
    expect(followedImports(importer('import * as antd from "antd";'), barrel)).toEqual([
      ANTD_INDEX,
      ...BARREL.importedIds,
      src("util.ts"),
    ]);
    // A namespace taken from another module does not take the barrel whole.
    expect(
      followedImports(importer('import * as util from "./util";\nimport { Button } from "antd";'), barrel),
    ).toEqual([ANTD_INDEX, lib("antd/es/button/index.js"), lib("antd/es/theme/index.js"), src("util.ts")]);
  });
});

describe("the names a module takes", () => {
  it("reads default and named imports and re-exports, with or without spaces, and the modules taken whole", () => {
    const read = importedNames(
      [
        'import React, { useState, type FC } from "react";',
        'import{Form as F,Input}from"antd";',
        'import type { Dayjs } from "dayjs";',
        'export { Table } from "antd";',
        'export * from "./columns";',
        'import * as icons from "@ant-design/icons";',
      ].join("\n"),
    );
    expect([...read.names].sort()).toEqual(["Dayjs", "FC", "Form", "Input", "Table", "default", "useState"]);
    expect(read.whole).toEqual(["./columns", "@ant-design/icons"]);
  });
});

describe("a cycle between chunks", () => {
  it("is found, and named from where it starts", () => {
    const chunks = { "a.js": { imports: ["b.js"] }, "b.js": { imports: ["c.js"] }, "c.js": { imports: ["b.js"] } };
    expect(chunkCycle(chunks)).toEqual(["b.js", "c.js", "b.js"]);
  });

  it("is not found where the imports only go one way", () => {
    const chunks = { "a.js": { imports: ["b.js", "c.js"] }, "b.js": { imports: ["c.js"] }, "c.js": { imports: [] } };
    expect(chunkCycle(chunks)).toBeNull();
  });
});

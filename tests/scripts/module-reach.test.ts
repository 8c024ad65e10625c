import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { declaredPure, importedNames, moduleReach, reExports, type ModuleView } from "../../scripts/module-reach.js";

// Packages on disk: reach reads their package.json's `sideEffects`.
const root = mkdtempSync(join(tmpdir(), "omo-reach-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const packages: Record<string, unknown> = {
  ui: { name: "ui", sideEffects: ["*.css", "./es/polyfill.js"] },
  icons: { name: "icons", sideEffects: false },
  "icons/es": { type: "module" },
  loud: { name: "loud" },
};
for (const [dir, manifest] of Object.entries(packages)) {
  mkdirSync(join(root, "node_modules", dir), { recursive: true });
  writeFileSync(join(root, "node_modules", dir, "package.json"), JSON.stringify(manifest));
}
const lib = (path: string) => join(root, "node_modules", path);
const app = (path: string) => join(root, "src", path);

const MODULES: ModuleView[] = [
  {
    id: app("Page.tsx"),
    code: 'import { Button as B } from "ui";\nimport { HomeIcon } from "icons";\nimport { shout } from "loud";',
    importedIds: [lib("ui/es/index.js"), lib("icons/es/index.js"), lib("loud/index.js")],
  },
  // A barrel, as antd's index.
  {
    id: lib("ui/es/index.js"),
    code: "\"use client\";\n// components\nexport { default as Button } from './button';\nexport { default as Table } from './table';",
    importedIds: [lib("ui/es/button/index.js"), lib("ui/es/table/index.js")],
  },
  { id: lib("ui/es/button/index.js"), code: "export default 1;", importedIds: [] },
  { id: lib("ui/es/table/index.js"), code: "export default 2;", importedIds: [lib("ui/es/table/Table.js")] },
  { id: lib("ui/es/table/Table.js"), code: "export default 3;", importedIds: [] },
  // Its own code beside an `export *` into another barrel, as @ant-design/icons's index.
  {
    id: lib("icons/es/index.js"),
    code: 'import Context from "./components/Context";\nexport * from "./icons";\nexport var IconProvider = Context.Provider;',
    importedIds: [lib("icons/es/components/Context.js"), lib("icons/es/icons/index.js")],
  },
  { id: lib("icons/es/components/Context.js"), code: "export default {};", importedIds: [] },
  {
    id: lib("icons/es/icons/index.js"),
    code: "export {\n  default as HomeIcon\n} from './HomeIcon';\nexport { default as StarIcon } from './StarIcon';",
    importedIds: [lib("icons/es/icons/HomeIcon.js"), lib("icons/es/icons/StarIcon.js")],
  },
  { id: lib("icons/es/icons/HomeIcon.js"), code: "export default 'home';", importedIds: [] },
  { id: lib("icons/es/icons/StarIcon.js"), code: "export default 'star';", importedIds: [] },
  // A package that does not say its modules are free of side effects: what it re-exports is all kept.
  {
    id: lib("loud/index.js"),
    code: "export { shout } from './shout';\nexport { whisper } from './whisper';",
    importedIds: [lib("loud/shout.js"), lib("loud/whisper.js")],
  },
  { id: lib("loud/shout.js"), code: "export const shout = 1;", importedIds: [] },
  { id: lib("loud/whisper.js"), code: "export const whisper = 1;", importedIds: [] },
];
const byId = new Map(MODULES.map((module) => [module.id, module]));
const info = (id: string) => byId.get(id) ?? null;

describe("what a page's code reaches", () => {
  it("follows a barrel only to the modules defining the names taken, through `export *` and nested barrels", () => {
    const reached = moduleReach(info)([app("Page.tsx")]);
    expect([...reached].filter((id) => id.includes("node_modules")).sort()).toEqual(
      [
        lib("ui/es/index.js"),
        lib("ui/es/button/index.js"),
        lib("icons/es/index.js"),
        lib("icons/es/components/Context.js"),
        lib("icons/es/icons/index.js"),
        lib("icons/es/icons/HomeIcon.js"),
        lib("loud/index.js"),
        lib("loud/shout.js"),
        lib("loud/whisper.js"),
      ].sort(),
    );
  });

  it("follows everything a module takes whole", () => {
    const whole = { id: app("All.tsx"), code: 'import * as ui from "ui";', importedIds: [lib("ui/es/index.js")] };
    const reached = moduleReach((id) => (id === whole.id ? whole : info(id)))([whole.id]);
    expect(reached.has(lib("ui/es/table/Table.js"))).toBe(true);
  });
});

describe("a package's re-exports", () => {
  it("are read by name, beside the module's own imports", () => {
    const icons = reExports(info(lib("icons/es/index.js"))!)!;
    expect(icons.star).toEqual([lib("icons/es/icons/index.js")]);
    expect(icons.own).toEqual([lib("icons/es/components/Context.js")]);
    const barrel = reExports(info(lib("icons/es/icons/index.js"))!)!;
    expect(Object.fromEntries(barrel.named)).toEqual({
      HomeIcon: { ids: [lib("icons/es/icons/HomeIcon.js")], name: "default" },
      StarIcon: { ids: [lib("icons/es/icons/StarIcon.js")], name: "default" },
    });
  });

  it("are not read where one cannot be matched, nor in the app's own modules: those are followed whole", () => {
    const ui = info(lib("ui/es/index.js"))!;
    expect(reExports({ ...ui, importedIds: ui.importedIds.slice(1) })).toBeNull();
    expect(reExports({ ...ui, code: `${ui.code}\nexport * from "other-package";` })).toBeNull();
    expect(reExports({ ...ui, code: `export { "odd name" as Odd } from './button';` })).toBeNull();
    expect(reExports({ ...ui, id: app("index.ts") })).toBeNull();
  });
});

describe("the names a module takes", () => {
  it("reads default and named imports and re-exports, with or without spaces, and the modules taken whole", () => {
    const read = importedNames(
      [
        'import React, { useState, type FC } from "react";',
        'import{Form as F,Input}from"antd";',
        'import { "quoted" as q } from "odd";',
        'export { Table } from "antd";',
        'export * from "./columns";',
        'import Icon, * as icons from "@ant-design/icons";',
      ].join("\n"),
    );
    expect(read.names === "all" ? read.names : [...read.names].sort()).toEqual(
      ["FC", "Form", "Input", "Table", "default", "quoted", "useState"].sort(),
    );
    expect(read.whole).toEqual(["./columns", "@ant-design/icons"]);
  });

  it("are all of them where the module uses require, or has an import the patterns do not read", () => {
    expect(importedNames('const ui = require("ui");').names).toBe("all");
    expect(importedNames('import { a } from "x";\nimport { b } /* here */ from "y";').names).toBe("all");
  });
});

describe("a package's word on side effects", () => {
  it("reads `sideEffects` from the package's own package.json, its patterns against the module's path", () => {
    expect(declaredPure(lib("ui/es/button/index.js"))).toBe(true);
    expect(declaredPure(lib("ui/es/button/style.css"))).toBe(false);
    expect(declaredPure(lib("ui/es/polyfill.js"))).toBe(false);
    expect(declaredPure(lib("icons/es/icons/HomeIcon.js"))).toBe(true);
    expect(declaredPure(lib("loud/shout.js"))).toBe(false);
    expect(declaredPure(app("Page.tsx"))).toBe(false);
  });
});

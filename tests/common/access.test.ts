import { describe, expect, it } from "vitest";
import { can, resourceAccessRule, type AccessRecord } from "../../src/common/access.js";
import { filterRoutes, flattenRoutes, isPublicPath, joinPath, visibleRoutes } from "../../src/common/routes.js";
import type { RouteConfig } from "../../src/types/generated/routes.js";

const editor: AccessRecord = { admin: false, roles: ["editor"], ability: ["READ", "WRITE"] };
const admin: AccessRecord = { admin: true, roles: [], ability: [] };

describe("can", () => {
  it("lets the admin flag through whatever the rule", () => {
    expect(can(admin, ["nobody"])).toBe(true);
    expect(can(admin, { ability: ["FLY"], mode: "allOf" })).toBe(true);
  });

  it("treats a bare array as any of those roles", () => {
    expect(can(editor, ["admin", "editor"])).toBe(true);
    expect(can(editor, ["admin"])).toBe(false);
  });

  it("checks abilities with oneOf (default), allOf and except", () => {
    expect(can(editor, { ability: ["DELETE", "WRITE"] })).toBe(true);
    expect(can(editor, { ability: ["DELETE", "WRITE"], mode: "allOf" })).toBe(false);
    expect(can(editor, { ability: ["READ", "WRITE"], mode: "allOf" })).toBe(true);
    expect(can(editor, { ability: ["DELETE"], mode: "except" })).toBe(true);
    expect(can(editor, { role: ["editor"], mode: "except" })).toBe(false);
  });

  it("needs both roles and abilities when a rule names both", () => {
    expect(can(editor, { role: ["editor"], ability: ["DELETE"] })).toBe(false);
    expect(can(editor, { role: ["editor"], ability: ["READ"] })).toBe(true);
  });

  it("lets anyone logged in through when there is no rule", () => {
    expect(can(editor, undefined)).toBe(true);
    expect(can({ admin: false, roles: [], ability: [] }, null)).toBe(true);
  });
});

describe("resourceAccessRule", () => {
  it("defaults read to READ, create and update to WRITE, delete to DELETE", () => {
    expect(resourceAccessRule(undefined, "read")).toEqual({ ability: ["READ"] });
    expect(resourceAccessRule({}, "create")).toEqual({ ability: ["WRITE"] });
    expect(resourceAccessRule({}, "update")).toEqual({ ability: ["WRITE"] });
    expect(resourceAccessRule(undefined, "delete")).toEqual({ ability: ["DELETE"] });
  });

  it("uses the resource's own rule for an action it names, and the default for the others", () => {
    const access = { read: { role: ["admin"] }, delete: ["auditor"] };
    expect(resourceAccessRule(access, "read")).toEqual({ role: ["admin"] });
    expect(resourceAccessRule(access, "delete")).toEqual(["auditor"]);
    expect(resourceAccessRule(access, "update")).toEqual({ ability: ["WRITE"] });
    expect(can(editor, resourceAccessRule(access, "read"))).toBe(false);
    expect(can(editor, resourceAccessRule(access, "update"))).toBe(true);
  });
});

const tree: RouteConfig[] = [
  { path: "/index", name: "Index", component: "home/Index" },
  {
    path: "/auth",
    name: "Auth",
    component: "Layout",
    meta: { roles: ["admin"] },
    children: [{ path: "rights", name: "Rights", component: "resource:role" }],
  },
  {
    path: "/ops",
    name: "Ops",
    component: "Layout",
    children: [
      { path: "only-admins", name: "OnlyAdmins", component: "x/Y", meta: { roles: { role: ["admin"] } } },
      { path: "all", name: "All", component: "x/Z" },
    ],
  },
  {
    path: "/empty",
    name: "Empty",
    component: "Layout",
    children: [{ path: "secret", name: "Secret", component: "x/S", meta: { roles: ["admin"] } }],
  },
];

describe("filterRoutes", () => {
  it("drops denied routes with their subtree, and groups left empty", () => {
    const names = flattenRoutes(filterRoutes(tree, editor)).map((f) => f.route.name);
    expect(names).toEqual(["Index", "Ops", "All"]);
  });

  it("keeps everything for the admin, and when roles control is off", () => {
    expect(flattenRoutes(filterRoutes(tree, admin))).toHaveLength(8);
    expect(filterRoutes(tree, editor, false)).toBe(tree);
  });
});

describe("paths", () => {
  it("joins child paths and keeps absolute ones", () => {
    expect(joinPath("/ops", "all")).toBe("/ops/all");
    expect(joinPath("/", "index")).toBe("/index");
    expect(joinPath("/ops", "/elsewhere")).toBe("/elsewhere");
  });

  it("gives flattened routes absolute paths and their parents", () => {
    const flat = flattenRoutes(tree).find((f) => f.route.name === "Rights")!;
    expect(flat.fullPath).toBe("/auth/rights");
    expect(flat.parents.map((p) => p.name)).toEqual(["Auth"]);
  });

  it("knows the public paths, with or without a query", () => {
    const pub = ["/login", "/404"];
    expect(isPublicPath("/login?redirect=%2Findex", pub)).toBe(true);
    expect(isPublicPath("/index", pub)).toBe(false);
  });
});

describe("visibleRoutes", () => {
  const shipped: RouteConfig[] = [
    {
      path: "/",
      name: "Root",
      component: "Layout",
      redirect: "/index",
      children: [
        { path: "index", name: "Index", component: "home/Index" },
        { path: "demo", name: "Demo", component: "home/Demo" },
      ],
    },
    ...tree.slice(1),
  ];
  const options = { rolesControl: true, homePath: "/index" };

  it("shows a user without any role the home page only", () => {
    const names = flattenRoutes(visibleRoutes(shipped, { admin: false, roles: [], ability: [] }, options)).map(
      (f) => f.route.name,
    );
    expect(names).toEqual(["Root", "Index"]);
  });

  it("applies the role filter once a role is held, and shows the admin everything", () => {
    expect(flattenRoutes(visibleRoutes(shipped, editor, options)).map((f) => f.route.name)).toContain("Demo");
    expect(flattenRoutes(visibleRoutes(shipped, admin, options))).toHaveLength(flattenRoutes(shipped).length);
  });
});

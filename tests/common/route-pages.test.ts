import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { flattenRoutes, visibleRoutes, type RouteAccess } from "../../src/common/routes.js";
import type { RouteConfig } from "../../src/types/generated/routes.js";

const shipped: RouteConfig[] = JSON.parse(readFileSync("config/routes.json", "utf8")).routes;
const options = { rolesControl: true, homePath: "/index" };
const editor = (pages: string[] | null): RouteAccess => ({
  admin: false,
  roles: ["editor"],
  ability: ["READ", "WRITE"],
  pages,
});
const names = (routes: RouteConfig[]) => flattenRoutes(routes).map((f) => f.route.name);

describe("visibleRoutes with the pages a role is limited to", () => {
  it("keeps the named pages, the home page and the groups leading to them", () => {
    const list = visibleRoutes(shipped, editor(["CampusList", "TeachingNotes"]), options);
    expect(names(list).sort()).toEqual(
      ["Root", "Index", "EducationalAdministration", "TeachingNotes", "CampusManagement", "CampusList"].sort(),
    );
  });

  it("moves a group's redirect to its first remaining page when its own target went", () => {
    const list = visibleRoutes(shipped, editor(["TeachingNotes", "AddVideo"]), options);
    const group = list.find((r) => r.name === "EducationalAdministration")!;
    expect(group.redirect).toBe("/educational-administration/teaching-notes");
    const campus = visibleRoutes(shipped, editor(["CampusList"]), options).find((r) => r.name === "CampusManagement")!;
    expect(campus.redirect).toBe("/campus-management/campus-list");
  });

  it("still applies meta.roles: a named page the role may not open stays hidden", () => {
    expect(names(visibleRoutes(shipped, editor(["RightsManagement"]), options))).toEqual(["Root", "Index"]);
  });

  it("leaves the role filter alone for null pages, the admin flag and rolesControl off", () => {
    const all = names(visibleRoutes(shipped, editor(null), options));
    expect(all).toContain("CommodityManagement");
    const admin = { admin: true, roles: ["admin"], ability: [], pages: ["CampusList"] };
    expect(names(visibleRoutes(shipped, admin, options))).toContain("RightsManagement");
    expect(names(visibleRoutes(shipped, editor(["CampusList"]), { ...options, rolesControl: false }))).toContain(
      "CommodityManagement",
    );
  });

  it("shows only the home page for an empty list", () => {
    expect(names(visibleRoutes(shipped, editor([]), options))).toEqual(["Root", "Index"]);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  allNodes,
  buildPageTree,
  checkState,
  fixedPages,
  grantablePages,
  selectedRoutes,
  toggle,
} from "../../../src/modules/authority/roles/page-tree.js";
import type { RouteConfig } from "../../../src/types/generated/routes.js";

const shipped: RouteConfig[] = JSON.parse(readFileSync("config/routes.json", "utf8")).routes;
const tree = buildPageTree(shipped, "/index");
const node = (key: string) => allNodes(tree).find((n) => n.key === key)!;
const teacher = { admin: false, roles: ["teacher"], ability: ["READ"] };

describe("the 可见页面 tree", () => {
  it("is the menu: groups with their pages, no pages outside the shell, the levelHidden group's pages on top", () => {
    const keys = allNodes(tree).map((n) => n.key);
    expect(keys).not.toContain("Login");
    expect(keys).not.toContain("Root");
    expect(tree.slice(0, 2).map((n) => n.key)).toEqual(["Index", "Demo"]);
    expect(node("EducationalAdministration").group).toBe(true);
  });

  it("lists a hidden page right after the page it opens from, even in another group", () => {
    const campus = node("CampusManagement").children!.map((n) => n.key);
    expect(campus.slice(campus.indexOf("CampusList"), campus.indexOf("CampusList") + 2)).toEqual([
      "CampusList",
      "AddCampus",
    ]);
    expect(node("AddCampus").hidden).toEqual({ from: "校区管理" });
    expect(node("OperationManagement").children!.map((n) => n.key)).not.toContain("AddCampus");
  });

  it("fixes the home page and the pages meta.roles keeps for other roles", () => {
    const fixed = fixedPages(tree, teacher);
    expect([...fixed].sort()).toEqual(["Demo", "Index", "OperationLog", "PageDesigner", "RightsManagement"].sort());
    expect(fixedPages(tree, { ...teacher, roles: ["admin"] }).has("RightsManagement")).toBe(false);
  });

  it("checks a group with all its pages, half with some; toggling a group toggles its grantable pages", () => {
    const fixed = fixedPages(tree, teacher);
    let selected = toggle(node("EducationalAdministration"), new Set(), true, fixed);
    expect(checkState(tree, selected, fixed).checked).toContain("EducationalAdministration");
    selected = toggle(node("AddVideo"), selected, false, fixed);
    const state = checkState(tree, selected, fixed);
    expect(state.checked).toContain("TeachingNotes");
    expect(state.halfChecked).toContain("EducationalAdministration");
    expect(selectedRoutes(tree, selected)).not.toContain("AddVideo");
    // 权限管理's pages are fixed for this role: ticking the group grants nothing.
    expect(toggle(node("AuthorityManagement"), new Set(), true, fixed).size).toBe(0);
    expect(grantablePages(tree, fixed)).not.toContain("RightsManagement");
  });
});

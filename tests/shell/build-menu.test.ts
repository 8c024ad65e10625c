import { describe, expect, it } from "vitest";
import { activeMenuKey, buildMenu, openKeysFor } from "../../src/shell/menu/build-menu.js";
import type { RouteConfig } from "../../src/types/generated/routes.js";

const routes: RouteConfig[] = [
  { path: "/login", name: "Login", component: "account/Login", meta: { hidden: true } },
  {
    path: "/",
    name: "Root",
    component: "Layout",
    meta: { levelHidden: true },
    children: [{ path: "index", name: "Index", component: "home/Index", meta: { title: "首页", icon: "home" } }],
  },
  {
    path: "/edu",
    name: "Edu",
    component: "Layout",
    meta: { title: "教务管理", icon: "book" },
    children: [
      { path: "notes", name: "Notes", component: "handouts/TeachingNotes", meta: { title: "教材讲义" } },
      {
        path: "add-video",
        name: "AddVideo",
        component: "form:video",
        meta: { title: "添加视频", hidden: true, activeMenu: "/edu/notes" },
      },
    ],
  },
  {
    path: "/empty",
    name: "Empty",
    component: "Layout",
    meta: { title: "空" },
    children: [{ path: "x", name: "X", meta: { hidden: true } }],
  },
];

describe("buildMenu", () => {
  it("skips hidden routes, puts levelHidden children in their parent's place and drops empty groups", () => {
    expect(buildMenu(routes)).toEqual([
      { key: "/index", title: "首页", icon: "home", badge: undefined },
      {
        key: "/edu",
        title: "教务管理",
        icon: "book",
        badge: undefined,
        children: [{ key: "/edu/notes", title: "教材讲义", icon: undefined, badge: undefined }],
      },
    ]);
  });

  it("highlights the activeMenu of a hidden page, and the page itself otherwise", () => {
    expect(activeMenuKey(routes, "/edu/add-video")).toBe("/edu/notes");
    expect(activeMenuKey(routes, "/edu/notes")).toBe("/edu/notes");
    expect(activeMenuKey(routes, "/unknown")).toBe("/unknown");
  });

  it("opens the groups around the selected entry", () => {
    expect(openKeysFor(buildMenu(routes), "/edu/notes")).toEqual(["/edu"]);
    expect(openKeysFor(buildMenu(routes), "/index")).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, signIn, newPage, visible } from "./browser.js";
import { api, button, fill, pickItem, tableRows } from "./antd.js";
import { startOwnServer, type OwnServer } from "./own-server.js";
import { flattenRoutes } from "../../src/common/routes.js";
import type { RouteConfig } from "../../src/types/generated/routes.js";

let browser: Browser;
/** Roles and profiles change here: a server and a database of its own. */
let server: OwnServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startOwnServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const RIGHTS = "/authority-management/rights-management";
const OPERATION_LOG = "/authority-management/operation-log";

async function signedIn(username: "admin" | "editor"): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, username, `${username}123`, "/index", server.baseUrl);
  await page.waitForSelector("[data-layout]");
  return page;
}

/** Every title the menu shows: the first level (column bar) and the open group's pages. */
const menuText = (page: Page) =>
  page.locator("[data-testid=column-bar], [data-testid=side-menu], [data-testid=top-menu]").allInnerTexts();

/** The 编辑 button of the role row showing `name`. */
const editRole = (page: Page, name: string) =>
  button(tableRows(page).filter({ has: page.locator("code", { hasText: new RegExp(`^${name}$`) }) }), "编辑");

describe("权限管理 as the editor", () => {
  it("is not in the menu, and its pages and APIs are refused", async () => {
    const page = await signedIn("editor");
    const menu = (await menuText(page)).join("\n");
    expect(menu).toContain("教务管理");
    expect(menu).not.toContain("权限管理");
    expect(menu).not.toContain("操作日志");

    for (const path of [RIGHTS, OPERATION_LOG]) {
      await page.goto(`${server.baseUrl}${path}`);
      await visible(page.getByText("抱歉，您无权访问此页面"));
    }
    expect((await api(page, "/v1/roles")).status).toBe(403);
    expect((await api(page, "/v1/accounts")).status).toBe(403);
    // The operation log's own API: the config-driven list its route names.
    const config = await api<{ routes: RouteConfig[] }>(page, "/app/config");
    const log = flattenRoutes(config.body.data.routes).find((f) => f.fullPath === OPERATION_LOG)!.route;
    const [kind, name] = (log.component ?? "").split(":");
    expect(kind).toBe("resource");
    expect((await api(page, `/v1/resources/${name}`)).status).toBe(403);
    expect((await api(page, `/v1/resources/${name}/export`)).status).toBe(403);
  });
});

describe("a role's visible pages", () => {
  // Over 10 s: three sign-ins (admin, the editor twice) and two saves of the role, each checked in the menu and the API.
  it("change the editor's menu at the next login, and come back when restored", async () => {
    const admin = await signedIn("admin");
    await admin.goto(`${server.baseUrl}${RIGHTS}`);
    await visible(tableRows(admin));
    await editRole(admin, "editor").click();
    const dialog = admin.locator(".ant-modal:visible");
    await visible(dialog.getByText("可见页面"));
    await dialog.getByLabel("全部页面").uncheck();
    // 教务管理 off: the group and every page in it.
    await dialog.locator(".ant-tree-treenode", { hasText: "教务管理" }).first().locator(".ant-tree-checkbox").click();
    await button(dialog, "确定").click();
    await visible(admin.getByText("保存成功"));
    const row = tableRows(admin).filter({ has: admin.locator("code", { hasText: /^editor$/ }) });
    await expect.poll(() => row.innerText()).toMatch(/\d+ 个页面/);

    const editor = await signedIn("editor");
    const menu = (await menuText(editor)).join("\n");
    expect(menu).not.toContain("教务管理");
    expect(menu).toContain("校区管理");
    await editor.goto(`${server.baseUrl}/educational-administration/teaching-notes`);
    await visible(editor.getByText("抱歉，您无权访问此页面"));
    expect((await api(editor, "/v1/get_lecture_notes_list")).status).toBe(403);

    // Restored: 全部页面 again, and the editor's next login has 教务管理 back.
    await editRole(admin, "editor").click();
    await admin.locator(".ant-modal:visible").getByLabel("全部页面").check();
    await button(admin.locator(".ant-modal:visible"), "确定").click();
    await expect.poll(() => row.innerText()).toContain("全部页面");
    const again = await signedIn("editor");
    expect((await menuText(again)).join("\n")).toContain("教务管理");
    expect((await api(again, "/v1/get_lecture_notes_list")).status).toBe(200);
  });
});

describe("个人信息", () => {
  it("saves a nickname and the header shows it", async () => {
    const page = await signedIn("editor");
    await page.getByTestId("user-dropdown").hover();
    await pickItem(page.locator(".ant-dropdown:not(.ant-dropdown-hidden)").getByText("个人设置"));
    await page.waitForURL(/\/general-settings\/personal-information$/);
    await visible(page.getByLabel("昵称"));
    await fill(page, "昵称", "王老师");
    await button(page, "保存").click();
    await visible(page.getByText("保存成功"));
    await expect.poll(() => page.getByTestId("user-dropdown").innerText()).toContain("王老师");
    // It is the server's: a reload shows it too.
    await page.reload();
    await visible(page.getByTestId("user-dropdown").getByText("王老师"));
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, signIn, newPage, visible } from "./browser.js";
import { button, column, fill, pickItem, tableRows } from "./antd.js";
import { startOwnServer, type OwnServer } from "./own-server.js";

let browser: Browser;
/** A default view changes how a list opens for its user: a server and a database of this file's own. */
let server: OwnServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startOwnServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const CAMPUSES = "/campus-management/campus-list";
const shots = process.env.OMO_SCREENSHOTS;

async function signedIn(username: "admin" | "editor"): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, username, `${username}123`, CAMPUSES, server.baseUrl);
  await visible(tableRows(page));
  return page;
}

const viewButton = (page: Page) => page.getByTestId("saved-views").filter({ visible: true });
const menuItem = (page: Page, text: string) =>
  page.locator(".ant-dropdown:visible .ant-dropdown-menu-item").filter({ hasText: text }).first();
async function pick(page: Page, text: string) {
  await viewButton(page).click();
  await pickItem(menuItem(page, text));
}
const headers = (page: Page) => page.locator(".ant-table-thead th").allInnerTexts();
const viewParam = (page: Page) => new URL(page.url()).searchParams.get("view");
const sortedByName = async (page: Page) => {
  const names = await column(page, "校区名称");
  return names.length > 1 && names.every((n, i) => i === 0 || names[i - 1].localeCompare(n, "zh-CN") <= 0);
};

describe("saved views", () => {
  // Over 10 s: a view saved, reloaded as the default, published, and seen by the editor after a sign-in of their own.
  it("saves filter, sort and columns as a view, opens it as the default after a reload, and publishes it to a role", async () => {
    const admin = await signedIn("admin");
    // The state to keep: a filter, a sort and a hidden column.
    const city = (await column(admin, "所在城市"))[0];
    await fill(admin, "所在城市", city);
    await button(admin, "查询").click();
    await expect.poll(async () => (await column(admin, "所在城市")).every((c) => c.includes(city))).toBe(true);
    await admin.locator(".ant-table-thead th", { hasText: "校区名称" }).click();
    await expect.poll(() => new URL(admin.url()).searchParams.get("sorters[0][field]")).toBe("name");
    // The sorted rows in, so the list is not drawing them anew when the column is unticked.
    await expect.poll(() => sortedByName(admin)).toBe(true);
    await admin.getByLabel("列设置").click();
    await visible(admin.locator("[data-testid=column-settings]"));
    await admin.locator("[data-testid=column-settings]").getByText("负责人").click();
    await expect.poll(() => headers(admin)).not.toContain("负责人");
    await admin.keyboard.press("Escape");

    await pick(admin, "保存为视图");
    await admin.getByLabel("视图名称").fill("本城校区");
    await button(admin.locator(".ant-modal:visible"), "确定").click();
    await expect.poll(() => viewButton(admin).innerText()).toContain("本城校区");
    await expect.poll(() => viewParam(admin)).toMatch(/^\d+$/);
    const id = viewParam(admin);
    await pick(admin, "设为我的默认");
    await expect.poll(() => admin.locator(".ant-message").innerText()).toContain("已设为默认视图");

    // A bare address: the list opens on the default view, the columns as it keeps them.
    await admin.goto(`${server.baseUrl}${CAMPUSES}`);
    await visible(tableRows(admin));
    await expect.poll(() => viewParam(admin)).toBe(id);
    await expect.poll(() => viewButton(admin).innerText()).toContain("本城校区");
    await expect.poll(async () => (await column(admin, "所在城市")).every((c) => c.includes(city))).toBe(true);
    await expect.poll(() => new URL(admin.url()).searchParams.get("sorters[0][field]")).toBe("name");
    await expect.poll(() => sortedByName(admin)).toBe(true);
    expect(await headers(admin)).not.toContain("负责人");
    await expect.poll(() => admin.locator(".ant-form-item:has(label[title=所在城市]) input").inputValue()).toBe(city);
    if (shots) await admin.screenshot({ path: `${shots}/saved-views-default.png` });

    // 默认视图 is the config's list again.
    await pick(admin, "默认视图");
    await expect.poll(() => viewParam(admin)).toBeNull();
    await expect.poll(() => headers(admin)).toContain("负责人");
    await pick(admin, "本城校区");
    await expect.poll(() => viewParam(admin)).toBe(id);

    if (shots) {
      await viewButton(admin).click();
      await admin.locator(".ant-dropdown:visible:not([class*=slide-up])").waitFor();
      await admin.screenshot({ path: `${shots}/saved-views-menu.png` });
      await admin.keyboard.press("Escape");
    }
    // Published to 编辑: the editor sees it read-only and may apply it.
    await pick(admin, "发布到角色");
    const dialog = admin.locator(".ant-modal:visible");
    await dialog.locator(".ant-select-selector").click();
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option[title="编辑（editor）"]').click();
    if (shots) await admin.screenshot({ path: `${shots}/saved-views-publish.png` });
    // The multiple select stays open after a pick: a click on the dialog's title closes it.
    await dialog.locator(".ant-modal-title").click();
    await admin.locator(".ant-select-dropdown:visible").waitFor({ state: "hidden" });
    await button(dialog, "确定").click();
    await expect.poll(() => admin.locator(".ant-message").innerText()).toContain("视图已发布");

    const editor = await signedIn("editor");
    await expect.poll(() => viewButton(editor).innerText()).toContain("默认视图");
    await viewButton(editor).click();
    await visible(menuItem(editor, "本城校区"));
    expect(await menuItem(editor, "本城校区").innerText()).toContain("来自 admin");
    if (shots) {
      await editor.locator(".ant-dropdown:visible:not([class*=slide-up])").waitFor();
      await editor.screenshot({ path: `${shots}/saved-views-editor.png` });
    }
    await menuItem(editor, "本城校区").click();
    await expect.poll(() => viewParam(editor)).toBe(id);
    await expect.poll(async () => (await column(editor, "所在城市")).every((c) => c.includes(city))).toBe(true);
    expect(await headers(editor)).not.toContain("负责人");
    await viewButton(editor).click();
    await visible(menuItem(editor, "复制为我的视图"));
    expect(await editor.locator(".ant-dropdown:visible").innerText()).not.toContain("更新为当前");
    await admin.context().close();
    await editor.context().close();
  });
});

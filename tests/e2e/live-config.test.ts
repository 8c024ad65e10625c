import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, signIn, newPage, visible } from "./browser.js";
import { button, fill } from "./antd.js";
import { startOwnServer, type OwnServer } from "./own-server.js";
import { guideExample } from "../helpers/guide-example.js";

let browser: Browser;
let server: OwnServer;

/**
 * Live config in the browser: a file changed in the server's config folder (an editor, a git pull) reaches
 * an open page without a restart or a reload; a form with unsaved input is not re-rendered under the user;
 * a refused change shows its problems to the administrator.
 */
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startOwnServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const file = (path: string) => join(server.configDir, path);
const readJson = (path: string) => JSON.parse(readFileSync(file(path), "utf8"));
const writeJson = (path: string, value: unknown) => writeFileSync(file(path), JSON.stringify(value, null, 2));

describe("a change under config/ reaches an open page", () => {
  it("a new list page appears in the menu of a page already open, and works", async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, "admin", "admin123", "/index", server.baseUrl);
    await visible(page.getByText("快捷入口"));
    expect(await page.getByText("教室管理").count()).toBe(0);
    // A mark on the document: a reload would lose it.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

    const { resource, route } = guideExample();
    writeJson(`resources/${resource.name}.json`, resource);
    const routes = readJson("routes.json") as { routes: { name: string; children?: unknown[] }[] };
    routes.routes.find((g) => g.name === "CampusManagement")!.children!.push(route);
    writeJson("routes.json", routes);

    await visible(page.getByText("页面配置已更新"));
    // The home page's shortcuts follow the route tree: the new page is among 校区管理's.
    await page.getByRole("link", { name: "教室管理" }).click();
    await visible(page.locator(".ant-table-placeholder, .ant-table-row"));
    expect(await page.title()).toBe("教室管理 - OMO Admin");
    // Without a reload: the same document all along.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a form with unsaved input holds the change until it is closed", async () => {
    const { page } = await newPage(browser);
    await signIn(page, "admin", "admin123", `/campus-management/room-management`, server.baseUrl);
    await visible(page.locator(".ant-table-placeholder, .ant-table-row"));
    await button(page, "新增").click();
    const dialog = page.locator(".ant-modal-content", { hasText: "新增教室" });
    await visible(dialog);
    await fill(dialog, "教室名称", "未保存的教室");

    const resource = readJson("resources/room.json");
    writeJson("resources/room.json", { ...resource, title: "上课教室" });
    await visible(page.getByText("当前表单有未保存的内容"));
    // Still the form the user was filling, with their input.
    await expect(dialog.getByLabel("教室名称").inputValue()).resolves.toBe("未保存的教室");

    await button(page.locator(".ant-notification"), "立即更新").click();
    await visible(page.getByText("页面配置已更新"));
    await page.context().close();
  });

  it("a refused change leaves the page working and shows the administrator its problems", async () => {
    const { page } = await newPage(browser);
    await signIn(page, "admin", "admin123", "/index", server.baseUrl);
    const resource = readJson("resources/room.json");
    writeJson("resources/room.json", { ...resource, list: { ...resource.list, columns: [{ field: "nope" }] } });
    const problems = page.getByTestId("config-problems");
    await visible(problems);
    expect(await problems.textContent()).toContain("resources/room.json#/list/columns/0");

    writeJson("resources/room.json", resource);
    await problems.waitFor({ state: "detached" });
    await page.context().close();
  });
});

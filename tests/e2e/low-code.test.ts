import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, signIn, newPage, visible } from "./browser.js";
import { button, choose, fill, tableRows } from "./antd.js";
import { startOwnServer, type OwnServer } from "./own-server.js";
import { guideExample } from "../helpers/guide-example.js";

let browser: Browser;
let server: OwnServer;

/**
 * The low-code promise, as docs/config.md tells an admin to keep it: copy the config, add the
 * guide's resource file and route — no TypeScript, no rebuild — start the server, use the page.
 */
beforeAll(async () => {
  browser = await launchBrowser();
  const { resource, route } = guideExample();
  server = await startOwnServer((dir) => {
    writeFileSync(join(dir, "resources", `${resource.name}.json`), JSON.stringify(resource, null, 2));
    const routesFile = join(dir, "routes.json");
    const routes = JSON.parse(readFileSync(routesFile, "utf8")) as { routes: { name: string; children?: unknown[] }[] };
    routes.routes.find((g) => g.name === "CampusManagement")!.children!.push(route);
    writeFileSync(routesFile, JSON.stringify(routes, null, 2));
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("a list page added by config alone", () => {
  it("appears in the menu and creates, validates and lists rows against its new table", async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, "admin", "admin123", `/campus-management/room-management`, server.baseUrl);
    await visible(page.locator(".ant-menu-item", { hasText: "教室管理" }));
    await visible(page.locator(".ant-table-placeholder, .ant-table-row"));
    expect(await page.title()).toBe("教室管理 - OMO Admin");

    await button(page, "新增").click();
    const dialog = page.locator(".ant-modal-content", { hasText: "新增教室" });
    await visible(dialog);
    await button(dialog, "保存").click();
    for (const message of ["请输入教室名称", "请选择所属校区", "请输入座位数"])
      await visible(dialog.getByText(message));
    await fill(dialog, "座位数", "500");
    await visible(dialog.getByText("座位数不能大于200"));
    await fill(dialog, "管理员电话", "12345");
    await visible(dialog.getByText("请输入正确的手机号"));

    await fill(dialog, "教室名称", "301 直播间");
    await choose(page, dialog, "所属校区", (await firstCampus(page)).name);
    await fill(dialog, "座位数", "40");
    await fill(dialog, "管理员电话", "13900139000");
    await dialog.getByLabel("直播间").check();
    await button(dialog, "保存").click();
    await visible(page.getByText("新增成功"));
    await visible(tableRows(page).filter({ hasText: "301 直播间" }));
    await visible(tableRows(page).filter({ hasText: "直播间" }).locator(".ant-tag", { hasText: "直播间" }));
    await dialog.waitFor({ state: "hidden" });

    // The same name twice: the server's uniqueness rule lands on the field.
    await button(page, "新增").click();
    await visible(dialog);
    await fill(dialog, "教室名称", "301 直播间");
    await choose(page, dialog, "所属校区", (await firstCampus(page)).name);
    await fill(dialog, "座位数", "30");
    await button(dialog, "保存").click();
    await visible(dialog.getByText("教室名称已存在"));
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await page.context().close();
  });
});

async function firstCampus(page: Page): Promise<{ name: string }> {
  return page.evaluate(async () => {
    const res = await fetch("/api/v1/resources/campus?pageSize=1&prop=id&order=ascending", {
      headers: { code: localStorage.getItem("omo-token") ?? "" },
    });
    return (await res.json()).data.list[0];
  });
}

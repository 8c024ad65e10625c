import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, signIn, newPage, visible } from "./browser.js";

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  page = (await newPage(browser)).page;
  await signIn(page, "admin", "admin123");
  // The vertical layout: every menu level is a menu item to click.
  await page.evaluate(() => localStorage.setItem("omo-settings", JSON.stringify({ layout: "vertical" })));
  await page.reload();
  await page.waitForSelector("[data-layout=vertical]");
});

const tabTitles = () => page.locator(".omo-tabs .ant-tabs-tab").allInnerTexts();

async function openMenu(...path: string[]) {
  for (const label of path) await page.getByRole("menuitem", { name: label }).first().click();
}

/**
 * Opens a page from the menu and waits for its tab. A page is shown (and gets its tab) once its code is in:
 * a click on the next item before that replaces the navigation, as it would for a user, and the page
 * never shown gets no tab.
 */
async function openPage(...path: string[]) {
  await openMenu(...path);
  await expect.poll(tabTitles).toContain(path.at(-1));
}

async function openFour() {
  await openPage("演示");
  await openPage("教务管理", "教材讲义");
  await openPage("课程冲突");
  await openPage("人事管理", "讲师管理");
  await page.waitForURL(/lecturer-management$/);
  await expect.poll(tabTitles).toEqual(["首页", "演示", "教材讲义", "课程冲突", "讲师管理"]);
}

async function tabAction(tabTitle: string, action: string) {
  await page.locator(".omo-tabs .ant-tabs-tab", { hasText: tabTitle }).click({ button: "right" });
  const item = page.locator(".ant-dropdown:not(.ant-dropdown-hidden)").getByRole("menuitem", { name: action });
  await visible(item);
  // The previous menu may still be fading out on top of this one: click the item itself.
  await item.dispatchEvent("click");
  // Let the menu close before the next one opens, so only one is ever on screen.
  await expect.poll(() => page.locator(".ant-dropdown:not(.ant-dropdown-hidden)").count(), { timeout: 5000 }).toBe(0);
}

describe("tabs", () => {
  it("opens a tab per page with the home tab first and uncloseable", async () => {
    await openFour();
    const home = page.locator(".omo-tabs .ant-tabs-tab", { hasText: "首页" });
    expect(await home.locator(".ant-tabs-tab-remove").count()).toBe(0);
  });

  it("keeps the tabs across a reload, the page reloaded active", async () => {
    await openFour();
    await page.reload();
    await page.waitForSelector("[data-layout=vertical]");
    await expect.poll(tabTitles).toEqual(["首页", "演示", "教材讲义", "课程冲突", "讲师管理"]);
    const active = page.locator(".omo-tabs .ant-tabs-tab-active");
    await expect.poll(() => active.innerText()).toBe("讲师管理");
  });

  it("closes one with ×, and closing the active tab moves to the last remaining", async () => {
    await openFour();
    await page.locator(".omo-tabs .ant-tabs-tab", { hasText: "讲师管理" }).locator(".ant-tabs-tab-remove").click();
    await page.waitForURL(/course-conflict$/);
    await expect.poll(tabTitles).toEqual(["首页", "演示", "教材讲义", "课程冲突"]);
  });

  // Over 10 s: opens four pages as tabs, then four right-click commands, each waiting for the tabs and the address.
  it("closes others, left, right and all from the right-click menu; home survives", async () => {
    await openFour();
    await tabAction("教材讲义", "关闭右侧");
    await expect.poll(tabTitles).toEqual(["首页", "演示", "教材讲义"]);
    await page.waitForURL(/teaching-notes$/);
    await tabAction("教材讲义", "关闭左侧");
    await expect.poll(tabTitles).toEqual(["首页", "教材讲义"]);
    await openMenu("演示");
    await tabAction("演示", "关闭其他");
    await expect.poll(tabTitles).toEqual(["首页", "演示"]);
    await tabAction("演示", "关闭全部");
    await expect.poll(tabTitles).toEqual(["首页"]);
    await page.waitForURL(/\/index$/);
  });

  it("keeps a typed value when switching tabs, and refresh remounts the page", async () => {
    await openMenu("演示");
    await page.getByPlaceholder("请输入手机号").fill("13800001111");
    await page.locator(".omo-tabs .ant-tabs-tab", { hasText: "首页" }).click();
    await page.waitForURL(/\/index$/);
    await page.locator(".omo-tabs .ant-tabs-tab", { hasText: "演示" }).click();
    await page.waitForURL(/\/demo$/);
    expect(await page.getByPlaceholder("请输入手机号").inputValue()).toBe("13800001111");
    await tabAction("演示", "重新加载");
    await visible(page.getByPlaceholder("请输入手机号"));
    expect(await page.getByPlaceholder("请输入手机号").inputValue()).toBe("");
  });
});

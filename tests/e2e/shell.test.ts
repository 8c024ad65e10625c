import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser, signIn, newPage, visible } from "./browser.js";
import { pickItem } from "./antd.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function loggedIn(viewport?: { width: number; height: number }, username = "admin"): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await signIn(page, username, `${username}123`);
  await page.waitForSelector("[data-layout]");
  return page;
}

async function openThemeDrawer(page: Page) {
  const title = page.locator(".ant-drawer-title", { hasText: "主题配置" });
  await page.getByTestId("user-dropdown").hover();
  await pickItem(page.locator(".ant-dropdown:not(.ant-dropdown-hidden)").getByText("主题配置"));
  await visible(title);
}

/**
 * Picks an option of a setting's select, and waits until the choice has settled: the list closed (its
 * closing animation over) and the select showing it. A list still closing from the previous choice would
 * otherwise take the next click on the select as one on itself.
 */
async function choose(page: Page, setting: string, optionLabel: string) {
  const open = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
  await expect.poll(() => open.count()).toBe(0);
  const select = page.getByTestId(`setting-${setting}`);
  await select.click();
  await open.getByTitle(optionLabel, { exact: true }).click();
  await expect.poll(() => open.count()).toBe(0);
  await expect.poll(() => select.textContent()).toContain(optionLabel);
}

const box = async (page: Page, testId: string) => (await page.getByTestId(testId).first().boundingBox())!;

describe("layouts from the theme drawer", () => {
  // Over 10 s: five layouts chosen in the theme drawer, each one's menu checked.
  it("puts the menu where each layout says", async () => {
    const page = await loggedIn();
    // A page inside a group, so the column and comprehensive layouts have a second level to show.
    await page.goto(`${baseUrl()}/educational-administration/teaching-notes`);
    await page.waitForSelector("[data-layout]");
    await openThemeDrawer(page);

    await choose(page, "layout", "纵向");
    await page.waitForSelector("[data-layout=vertical]");
    await expect.poll(async () => (await box(page, "side-menu")).x).toBeLessThan(20);
    await expect.poll(() => page.getByTestId("top-menu").count()).toBe(0);

    await choose(page, "layout", "横向");
    await page.waitForSelector("[data-layout=horizontal]");
    await expect.poll(async () => (await box(page, "top-menu")).y).toBeLessThan(20);
    await expect.poll(() => page.getByTestId("side-menu").count()).toBe(0);

    await choose(page, "layout", "分栏");
    await page.waitForSelector("[data-layout=column]");
    await expect.poll(async () => (await box(page, "column-bar")).x).toBeLessThan(20);
    await expect.poll(async () => (await box(page, "side-menu")).x).toBeGreaterThan(60);

    await choose(page, "layout", "综合");
    await page.waitForSelector("[data-layout=comprehensive]");
    await expect.poll(async () => (await box(page, "top-menu")).y).toBeLessThan(20);

    await choose(page, "layout", "常规");
    await page.waitForSelector("[data-layout=common]");
    // Measured from the top of the page: a tall page (the handout list) may have scrolled meanwhile.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        return (await box(page, "side-menu")).y;
      })
      .toBeGreaterThanOrEqual(56);
    await page.context().close();
  });

  it("keeps saved settings across a reload, and 恢复默认 restores the config's defaults", async () => {
    const page = await loggedIn();
    await openThemeDrawer(page);
    await choose(page, "layout", "横向");
    await choose(page, "themeName", "绿荫草场");
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await page.reload();
    await page.waitForSelector("[data-layout=horizontal][data-theme=green]");

    await openThemeDrawer(page);
    await page.getByRole("button", { name: "恢复默认" }).click();
    await page.waitForSelector("[data-layout=column][data-theme=default]");
    await page.reload();
    await page.waitForSelector("[data-layout=column][data-theme=default]");
    await page.context().close();
  });
});

describe("mobile", () => {
  it("turns vertical with the menu in a drawer below 992 px, and back when widened", async () => {
    const page = await loggedIn({ width: 800, height: 900 });
    await page.waitForSelector("[data-layout=vertical]");
    await expect.poll(() => page.getByTestId("side-menu").count()).toBe(0);
    await page.getByTestId("fold-button").click();
    await visible(page.getByTestId("side-menu"));
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.waitForSelector("[data-layout=column]");
    await page.context().close();
  });
});

describe("header widgets", () => {
  it("lists the notices and clears them on the server", async () => {
    const page = await loggedIn(undefined, "editor");
    await openThemeDrawer(page);
    await page.getByRole("switch", { name: "通知" }).click();
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await page.getByTestId("notice-badge").click();
    await visible(page.getByTestId("notice-panel").getByText(/欢迎登录/));
    await page.getByTestId("notice-panel").getByRole("button", { name: "清空消息" }).click();
    await visible(page.getByTestId("notice-panel").getByText("暂无消息"));
    await page.reload();
    await page.getByTestId("notice-badge").click();
    await visible(page.getByTestId("notice-panel").getByText("暂无消息"));
    await page.context().close();
  });

  it("searches pages and goes to the chosen one", async () => {
    const page = await loggedIn();
    await openThemeDrawer(page);
    await page.getByRole("switch", { name: "搜索" }).click();
    await page.locator(".ant-drawer-close").click();
    await page.getByTestId("search-button").click();
    await page.locator(".ant-modal input").fill("讲义");
    await page.locator(".ant-select-item-option", { hasText: "教材讲义" }).click();
    await page.waitForURL(/\/educational-administration\/teaching-notes$/);

    // Typed at once, without a click on the input: it has the focus. Enter before any suggestion goes
    // to the first page found.
    await page.getByTestId("search-button").click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest(".ant-modal") !== null)).toBe(true);
    await page.keyboard.type("课程冲突");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/educational-administration\/course-conflict/);
    await page.context().close();
  });

  it("keeps an uncaught error with its page in the error log", async () => {
    const page = await loggedIn();
    await page.goto(`${baseUrl()}/demo`);
    await page.waitForSelector("[data-layout]");
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error("injected failure");
      }),
    );
    await page.getByTestId("error-log-button").click();
    const dialog = page.locator(".ant-modal", { hasText: "错误日志" });
    await visible(dialog.getByText("injected failure").first());
    await visible(dialog.getByText("/demo"));
    await dialog.getByRole("button", { name: "暂不显示" }).click();
    await expect.poll(() => page.getByTestId("error-log-button").count()).toBe(0);
    await page.context().close();
  });
});

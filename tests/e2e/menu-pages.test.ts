import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser, loginAs, newPage, visible } from "./browser.js";
import { api, tableRows } from "./antd.js";
import { flattenRoutes } from "../../src/common/routes.js";
import type { RouteConfig } from "../../src/types/generated/routes.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The menu pages the server lists for whoever is logged in on `page`. */
async function menuPages(page: Page) {
  const { body } = await api<{ list: RouteConfig[] }>(page, "/router/getList");
  return flattenRoutes(body.data.list).filter(
    ({ route, parents }) =>
      route.component !== "Layout" &&
      !route.redirect &&
      !route.meta?.hidden &&
      !parents.some((p) => p.meta?.hidden) &&
      route.path !== "*",
  );
}

/** What a page shows once its data came: rows for a list, its own content for the others. */
async function shown(page: Page, component: string) {
  if (component.startsWith("resource:")) return visible(tableRows(page));
  if (component.startsWith("dashboard:")) return visible(page.locator(".ant-statistic"));
  // Bespoke pages: wait until the page's content (below the tabs) has drawn something real.
  await visible(page.locator(".ant-layout-content :is(table, .ant-card, .ant-tree, form, .ant-tabs)"));
}

describe("every menu page as admin", () => {
  it("opens with its data, without a placeholder, a config problem or a console error", async () => {
    const { page, errors } = await newPage(browser);
    await loginAs(page, "admin", "admin123");
    await page.waitForURL(/\/index$/);
    const pages = await menuPages(page);
    // Every group of the product has pages: the menu is the whole product, not a sample.
    expect(pages.length).toBeGreaterThanOrEqual(30);
    const problems: string[] = [];
    for (const { route, fullPath } of pages) {
      await page.goto(`${baseUrl()}${fullPath}`);
      try {
        await shown(page, route.component ?? "");
      } catch (err) {
        problems.push(`${fullPath} (${route.component}): ${(err as Error).message.split("\n")[0]}`);
        continue;
      }
      const text = await page.locator(".ant-layout-content").innerText();
      if (text.includes("页面建设中")) problems.push(`${fullPath}: placeholder`);
      if (text.includes("未知的")) problems.push(`${fullPath}: config problem shown`);
      if (await page.locator(".ant-layout-content .ant-alert-error").count())
        problems.push(`${fullPath}: error alert shown`);
      if (errors.length) problems.push(`${fullPath}: console errors: ${errors.splice(0).join(" | ")}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

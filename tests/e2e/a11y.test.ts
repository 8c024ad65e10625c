import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { AxeResults } from "axe-core";
import { baseUrl, launchBrowser, signIn, newPage, visible } from "./browser.js";
import { tableRows } from "./antd.js";

/**
 * axe-core, the accessibility checker, on the main pages: no serious or critical violation. Its
 * source is run with page.evaluate (the DevTools protocol), which the app's Content-Security-Policy
 * does not govern, so the test needs no bypassCSP and the page runs under the real policy.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The serious and critical violations on the page, one line each: rule, impact, the first elements
 * (with, for colour contrast, the colours and their ratio). Colour contrast included: the themes
 * darken antd's text colours that fall short of 4.5:1 (themes.ts). Left out: antd's hidden measure
 * row of a scrolling table (an aria-hidden `tr` with tabindex -1 that no one can reach).
 */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: unknown): Promise<AxeResults> } }).axe.run({
      exclude: [".ant-table-measure-row"],
    }),
  );
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" ") + contrast(n.any[0]?.data))
          .join(" | ")}`,
    );
}

/** What axe measured of a contrast failure: ` (#389e0d on #f6ffed, 3.37)`; nothing for other rules. */
function contrast(data: unknown): string {
  const d = data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
  return d?.fgColor ? ` (${d.fgColor} on ${d.bgColor}, ${d.contrastRatio})` : "";
}

async function signedIn(settings?: Record<string, unknown>): Promise<Page> {
  const { page } = await newPage(browser);
  if (settings) {
    await page.addInitScript((s) => window.localStorage.setItem("omo-settings", s), JSON.stringify(settings));
  }
  await signIn(page, "admin", "admin123");
  await page.waitForSelector("[data-layout]");
  return page;
}

/** Each page and what shows it has finished drawing. */
const pages: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  { name: "首页", path: "/index", ready: (page) => visible(page.getByText("快捷入口")) },
  { name: "用户信息", path: "/user-management/user-information", ready: (page) => visible(tableRows(page)) },
  {
    name: "教材讲义",
    path: "/educational-administration/teaching-notes",
    ready: (page) => visible(tableRows(page)),
  },
  {
    name: "课程管理",
    path: "/educational-administration/course-management",
    ready: (page) => visible(page.locator("[data-testid=timetable], .ant-picker, table").first()),
  },
  {
    name: "权限管理",
    path: "/authority-management/rights-management",
    ready: (page) => visible(tableRows(page)),
  },
  {
    name: "营收统计",
    path: "/statistics/revenue-statistics",
    ready: (page) => visible(page.getByRole("img", { name: "营收构成图表" }).locator("svg path")),
  },
];

describe("accessibility (axe-core): no serious or critical violations", () => {
  it("on the login page", async () => {
    const { page } = await newPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await visible(page.getByPlaceholder("请输入用户名"));
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  for (const { name, path, ready } of pages) {
    it(`on ${name}`, async () => {
      const page = await signedIn();
      await page.goto(`${baseUrl()}${path}`);
      await ready(page);
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it("in the column layout, whose first level is a navigation of links", async () => {
    const page = await signedIn({ layout: "column" });
    await page.goto(`${baseUrl()}/user-management/user-information`);
    await visible(tableRows(page));
    const bar = page.getByTestId("column-bar");
    await visible(bar);
    // Each first-level entry is a link named by its title, and the open one says so.
    expect(await page.getByRole("navigation", { name: "一级菜单" }).count()).toBe(1);
    await expect.poll(() => bar.getByRole("link", { name: "用户管理" }).getAttribute("aria-current")).toBe("page");
    expect(await bar.getByRole("link").count()).toBeGreaterThan(5);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});

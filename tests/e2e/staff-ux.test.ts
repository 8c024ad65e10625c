import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser, signIn, newPage, visible } from "./browser.js";
import { button, column, fill, tableRows } from "./antd.js";

/** What a new staff member tripped over (issue 14): lists and history, narrow screens, names, charts. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const USERS = "/user-management/user-information";

async function signedIn(viewport?: { width: number; height: number }): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await signIn(page, "admin", "admin123");
  return page;
}

/** The list's page, as its pagination shows it. */
const activePage = (page: Page) => page.locator(".ant-pagination-item-active").innerText();
const query = (page: Page) => new URL(page.url()).searchParams;

/** Waits until the list shows page `n` with these IDs, and its address says so. */
async function expectPage(page: Page, n: number, ids: string[]) {
  await expect.poll(() => activePage(page)).toBe(String(n));
  await expect.poll(() => query(page).get("currentPage")).toBe(String(n));
  await expect.poll(() => column(page, "ID")).toEqual(ids);
}

describe("a list's steps are history entries", () => {
  it("Back and Forward walk through the pages and searches of 用户信息, then leave the list", async () => {
    const page = await signedIn();
    await page.goto(`${baseUrl()}${USERS}`);
    await visible(tableRows(page));
    const first = await column(page, "ID");

    await page.locator(".ant-pagination-item-2").click();
    await expect.poll(() => column(page, "ID")).not.toEqual(first);
    const second = await column(page, "ID");
    await page.locator(".ant-pagination-item-3").click();
    await expect.poll(() => column(page, "ID")).not.toEqual(second);
    const third = await column(page, "ID");

    await page.goBack();
    await expectPage(page, 2, second);
    await page.goBack();
    await expectPage(page, 1, first);
    await page.goForward();
    await expectPage(page, 2, second);

    // A search is a step too; Back empties the query form again.
    const name = (await column(page, "姓名"))[0];
    await fill(page, "姓名", name);
    await button(page, "查询").click();
    await expect.poll(() => query(page).get("filters[0][value]")).toBe(name);
    await expect.poll(async () => (await column(page, "姓名")).every((n) => n.includes(name))).toBe(true);
    await page.goBack();
    await expectPage(page, 2, second);
    await expect.poll(() => page.locator("form[role=search] input").first().inputValue()).toBe("");

    await page.goBack();
    await expectPage(page, 1, first);
    await page.goBack();
    await page.waitForURL(/\/index$/);
    expect(third).not.toEqual(first);
    await page.context().close();
  });
});

describe("a narrow screen", () => {
  it("shows one row of the query form at 400 px, the rest behind 展开, and the list on the first screen", async () => {
    const page = await signedIn({ width: 400, height: 800 });
    await page.goto(`${baseUrl()}${USERS}`);
    await visible(tableRows(page));
    const fields = page.locator("form[role=search] .ant-form-item-label label");
    await expect.poll(() => fields.filter({ visible: true }).count()).toBe(1);
    expect((await tableRows(page).first().boundingBox())!.y).toBeLessThan(800);

    await button(page, "展开").click();
    await expect.poll(() => fields.filter({ visible: true }).count()).toBe(6);
    await button(page, "收起").click();
    await expect.poll(() => fields.filter({ visible: true }).count()).toBe(1);
    await page.context().close();
  });
});

describe("names staff know", () => {
  it("首页 lists the abilities by their Chinese names", async () => {
    const page = await signedIn();
    const abilities = page.locator(".ant-descriptions-item", { hasText: "权限" }).locator(".ant-tag");
    await visible(abilities);
    // admin's role grants 查看, 编辑 and 删除 (财务 comes with the admin flag, not the role).
    expect(await abilities.allInnerTexts()).toEqual(["查看", "编辑", "删除"]);
    await page.context().close();
  });
});

describe("charts", () => {
  // 1024 px: the pie's card is a third of a narrow content area; 1440 px: the usual desktop.
  for (const width of [1024, 1440]) {
    it(`营收构成 shows every label whole at ${width} px`, async () => {
      const page = await signedIn({ width, height: 900 });
      await page.goto(`${baseUrl()}/statistics/revenue-statistics`);
      const svg = page.getByRole("img", { name: "营收构成图表" }).locator("svg");
      await visible(svg.locator("path"));
      // Every text of the chart (slice labels, legend) inside the drawing and none cut short by echarts.
      const texts = () =>
        svg.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return [...el.querySelectorAll("text")].map((t) => {
            const r = t.getBoundingClientRect();
            const inside = r.left >= box.left - 1 && r.right <= box.right + 1;
            return `${t.textContent}${inside ? "" : " (outside)"}`;
          });
        });
      await expect.poll(async () => (await texts()).some((t) => t.includes("录播"))).toBe(true);
      const drawn = await texts();
      expect(drawn.filter((t) => t.endsWith("...") || t.endsWith("…") || t.endsWith("(outside)"))).toEqual([]);
      expect(drawn.join(" ")).toMatch(/\d+(\.\d+)?%/);
      await page.context().close();
    });
  }
});

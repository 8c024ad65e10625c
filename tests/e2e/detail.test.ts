import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchBrowser, signIn, newPage, visible } from "./browser.js";
import { api, button } from "./antd.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function loggedIn(): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser);
  await signIn(opened.page, "admin", "admin123");
  return opened;
}

const related = (page: Page, resource: string) => page.locator(`[data-related="${resource}"]`);
const rowsOf = (list: Locator) => list.locator(".ant-table-tbody tr.ant-table-row");
const sectionTitles = (page: Page) => page.locator(".ant-descriptions-title:visible").allInnerTexts();
/** The text of the value beside the label `label` in the detail's sections. */
const valueOf = (page: Page, label: string) =>
  page.evaluate((label) => {
    const labels = [...document.querySelectorAll<HTMLElement>(".ant-descriptions-item-label")];
    const found = labels.find((l) => l.offsetParent !== null && l.textContent?.trim() === label);
    return found?.nextElementSibling?.textContent?.trim() ?? null;
  }, label);

describe("detail pages", () => {
  // Over 10 s: the list, the detail page, a child list paged and filtered, then the same address opened anew.
  it("opens a campus from its list, pages and filters a child list, and the shared address shows the same detail", async () => {
    const { page, errors } = await loggedIn();
    await page.goto(page.url().replace(/\/index$/, "/campus-management/campus-list"));
    const link = page.locator(".ant-table-tbody [data-detail-link]").first();
    await visible(link);
    const name = (await link.innerText()).trim();
    const id = Number(await link.getAttribute("data-detail-link"));
    await link.click();
    await page.waitForURL(new RegExp(`/campus-management/campus-detail\\?id=${id}$`));

    // The sections, drawn by the list's renderers.
    await visible(page.locator("[data-show-title]", { hasText: name }));
    await expect.poll(() => sectionTitles(page)).toEqual(["基本信息", "联系与经营"]);
    expect(await valueOf(page, "校区名称")).toBe(name);
    expect(["营业中", "筹备中", "已停业"]).toContain(await valueOf(page, "状态"));
    // The list's menu item stays selected; the tab is titled by the campus.
    await expect.poll(() => page.locator(".ant-menu-item-selected").allInnerTexts()).toContain("校区管理");
    await visible(page.locator(".omo-tabs .ant-tabs-tab", { hasText: `校区 · ${name}` }));

    // The child lists: 主任, orders, lessons, each only this campus's rows.
    for (const [resource, title] of [
      ["director", "主任"],
      ["campus-order", "校区订单"],
      ["live-lesson", "直播课"],
    ] as const) {
      await visible(related(page, resource).locator(".ant-card-head-title", { hasText: title }));
    }
    const orders = related(page, "campus-order");
    await expect.poll(() => rowsOf(orders).count()).toBe(5);
    const all = await api<{ total: number }>(page, `/v1/resources/campus-order?campus_id=${id}&pageSize=1`);
    expect(all.body.data.total).toBeGreaterThan(5);
    await visible(orders.locator(".ant-pagination-total-text", { hasText: `共 ${all.body.data.total} 条` }));

    // Page 2 of the orders: other rows, and the address still names the campus alone.
    const firstPage = await rowsOf(orders).allInnerTexts();
    await orders.locator(".ant-pagination-item-2").click();
    await expect.poll(() => rowsOf(orders).allInnerTexts()).not.toEqual(firstPage);
    expect(page.url()).toMatch(new RegExp(`campus-detail\\?id=${id}$`));

    // Its own query form: one order number finds that order.
    const orderNo = (
      await rowsOf(orders).first().locator("td:not(.ant-table-selection-column)").first().innerText()
    ).trim();
    await orders.locator(".ant-form-item:has(label[title='订单号']) input").fill(orderNo);
    await button(orders, "查询").click();
    await expect.poll(() => rowsOf(orders).count()).toBe(1);
    await visible(orders.locator(".ant-pagination-total-text", { hasText: "共 1 条" }));

    await page.screenshot({ path: join(tmpdir(), "omo-campus-detail.png"), fullPage: true });

    // The address in a fresh browser: the same campus, sections and lists.
    const shared = page.url();
    const fresh = await loggedIn();
    await fresh.page.goto(shared);
    await visible(fresh.page.locator("[data-show-title]", { hasText: name }));
    await expect.poll(() => sectionTitles(fresh.page)).toEqual(["基本信息", "联系与经营"]);
    await expect.poll(() => rowsOf(related(fresh.page, "campus-order")).count()).toBe(5);
    await visible(related(fresh.page, "director"));
    expect(errors).toEqual([]);
    expect(fresh.errors).toEqual([]);
  });

  it("says so for a campus that does not exist", async () => {
    const { page } = await loggedIn();
    await page.goto(page.url().replace(/\/index$/, "/campus-management/campus-detail?id=987654"));
    await visible(page.getByText("记录不存在"));
    await visible(page.getByText("校区 ID 987654 不存在或已被删除"));
    await button(page, "返回列表").click();
    await page.waitForURL(/campus-list$/);
  });

  it("shows a lecturer with the lessons they teach", async () => {
    const { page } = await loggedIn();
    await page.goto(page.url().replace(/\/index$/, "/personnel-management/lecturer-management"));
    const link = page.locator(".ant-table-tbody [data-detail-link]").first();
    await visible(link);
    const id = Number(await link.getAttribute("data-detail-link"));
    await link.click();
    await page.waitForURL(new RegExp(`lecturer-detail\\?id=${id}$`));
    const lessons = related(page, "live-lesson");
    await visible(lessons.locator(".ant-card-head-title", { hasText: "主讲直播课" }));
    const all = await api<{ total: number }>(page, `/v1/resources/live-lesson?lecturer_id=${id}&pageSize=1`);
    await visible(lessons.locator(".ant-pagination-total-text", { hasText: `共 ${all.body.data.total} 条` }));
    await page.screenshot({ path: join(tmpdir(), "omo-lecturer-detail.png"), fullPage: true });
  });
});

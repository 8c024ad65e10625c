import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { baseUrl, launchBrowser, signIn, newPage, visible } from "./browser.js";
import { api } from "./antd.js";
import { addDays } from "../../modules/scheduling/common/index.js";
import type { SeriesResult, StatsResult } from "../../src/common/stats.js";
import { formatValue } from "../../src/modules/dashboard/format.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const REVENUE = "/statistics/revenue-statistics";
const TEACHING = "/statistics/teaching-statistics";

/** A fresh page, logged in as admin (on a blank page: each test opens its dashboard), with its console errors collected. */
async function signedIn(): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser);
  await signIn(opened.page, "admin", "admin123", null);
  return opened;
}

/** The business's calendar date (Asia/Shanghai), whatever the browser's zone: what 近30天 counts back from. */
const browserToday = (page: Page) =>
  page.evaluate(() => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai" }).format(new Date()));

async function data<T>(page: Page, path: string): Promise<T> {
  const res = await api<T>(page, path);
  expect(res.status, `${path}: ${res.body.message}`).toBe(200);
  return res.body.data;
}

/** The card of a widget, by its exact title. */
const card = (page: Page, title: string) =>
  page.locator(".ant-card", { has: page.getByText(title, { exact: true }) }).last();

/** A preset button of the range bar. */
const preset = (page: Page, label: string) => page.locator(".ant-radio-button-wrapper", { hasText: label });

/** Types two dates into the range picker, each with Enter; the address then holds them. */
async function typeDates(page: Page, from: string, to: string) {
  const inputs = page.locator(".ant-picker-range input");
  await inputs.first().click();
  await inputs.first().fill(from);
  await page.keyboard.press("Enter");
  await inputs.nth(1).fill(to);
  await page.keyboard.press("Enter");
  await page.waitForURL(new RegExp(`\\?from=${from}&to=${to}$`));
}

/** The drawn chart of a card: echarts' SVG, with shapes in it. */
const drawing = (page: Page, title: string) => page.getByRole("img", { name: `${title}图表` }).locator("svg");

async function expectDrawn(page: Page, title: string) {
  await visible(drawing(page, title));
  expect(await drawing(page, title).locator("path").count()).toBeGreaterThan(0);
}

/** The stat cards show the server's numbers for the range, in Chinese formats. */
async function expectStats(page: Page, aggregate: string, from: string, to: string, titles: Record<string, string>) {
  const summary = await data<StatsResult>(page, `/v1/stats/${aggregate}?from=${from}&to=${to}`);
  for (const [metric, title] of Object.entries(titles)) {
    const item = summary.items.find((i) => i.key === metric)!;
    await visible(
      card(page, title).locator(".ant-statistic-content", { hasText: formatValue(item.value, item.format) }),
    );
  }
  return summary;
}

const svgWidth = (chart: Locator) => chart.evaluate((svg) => svg.getBoundingClientRect().width);

describe("statistics dashboards", () => {
  it("营收统计 shows the server's numbers for the last 30 days and draws its charts", async () => {
    const { page, errors } = await signedIn();
    const today = await browserToday(page);
    const from = addDays(today, -29);
    const summaryAnswer = page.waitForResponse((r) => r.url().includes("/api/v1/stats/revenue-summary?"));
    await page.goto(`${baseUrl()}${REVENUE}`);
    // One request for the four cards, for 近30天.
    const asked = new URL((await summaryAnswer).url()).searchParams;
    expect([asked.get("from"), asked.get("to")]).toEqual([from, today]);
    const summary = await expectStats(page, "revenue-summary", from, today, {
      revenue: "营收总额",
      orders: "订单数",
      average: "客单价",
      refunds: "退款金额",
    });
    expect(summary.items.find((i) => i.key === "orders")!.value).toBeGreaterThan(0);
    await visible(page.locator(".ant-radio-button-wrapper-checked", { hasText: "近30天" }));
    for (const title of ["营收趋势", "营收构成", "校区营收排行"]) await expectDrawn(page, title);
    // Every chart card drew something or says there is nothing; none failed.
    for (const title of ["校区订单售出课时", "校区订单金额"]) {
      await visible(card(page, title).locator("svg path, .ant-empty-description"));
    }
    expect(await page.locator(".ant-card .ant-alert-error").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("changes the range by preset or by two dates, kept in the address, and the numbers follow", async () => {
    const { page, errors } = await signedIn();
    await page.goto(`${baseUrl()}${REVENUE}`);
    await expectDrawn(page, "营收趋势");
    const today = await browserToday(page);

    await preset(page, "近7天").click();
    await page.waitForURL(/\?range=last7days$/);
    await expectStats(page, "revenue-summary", addDays(today, -6), today, { revenue: "营收总额", orders: "订单数" });

    // Any two dates, typed into the picker: the address holds them, no preset is lit.
    const [from, to] = [addDays(today, -59), addDays(today, -30)];
    await typeDates(page, from, to);
    await expectStats(page, "revenue-summary", from, to, { revenue: "营收总额", refunds: "退款金额" });
    expect(await page.locator(".ant-radio-button-wrapper-checked").count()).toBe(0);

    // 近12个月 is drawn by month: twelve points on the axis.
    const yearly = page.waitForResponse((r) => r.url().includes("/api/v1/stats/revenue-trend?"));
    await preset(page, "近12个月").click();
    await page.waitForURL(/\?range=last12months$/);
    const trend = (await (await yearly).json()).data as SeriesResult;
    expect([trend.granularity, trend.x.length]).toEqual(["month", 12]);
    await expectDrawn(page, "营收趋势");

    // A reload shows the same range.
    await page.reload();
    await visible(card(page, "营收总额").locator(".ant-statistic-content"));
    await visible(page.locator(".ant-radio-button-wrapper-checked", { hasText: "近12个月" }));
    expect(errors).toEqual([]);
  });

  // Over 10 s: runs with the CPU slowed six times (Emulation.setCPUThrottlingRate), the slow machine it guards against.
  it("keeps a preset clicked just after dates were typed, on a slow machine too", async () => {
    const { page, errors } = await signedIn();
    await page.goto(`${baseUrl()}${REVENUE}`);
    await visible(card(page, "营收总额").locator(".ant-statistic-content"));
    const today = await browserToday(page);
    const [from, to] = [addDays(today, -59), addDays(today, -30)];
    // On a slow CPU the picker's late send of its dates (two frames after it loses focus) came after the
    // preset's, and put the typed dates back in the address.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await typeDates(page, from, to);
    await preset(page, "近12个月").click();
    await page.waitForURL(/\?range=last12months$/, { timeout: 10_000 });
    const frames = (n: number) =>
      page.evaluate(
        (count) =>
          new Promise<void>((resolve) => {
            const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : resolve());
            next(count);
          }),
        n,
      );
    await frames(4);
    expect(new URL(page.url()).search).toBe("?range=last12months");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await visible(page.locator(".ant-radio-button-wrapper-checked", { hasText: "近12个月" }));
    expect(errors).toEqual([]);
  });

  it("教学统计 shows lessons, conflicts and lecturers and draws its charts", async () => {
    const { page, errors } = await signedIn();
    await page.goto(`${baseUrl()}${TEACHING}`);
    const today = await browserToday(page);
    const summary = await expectStats(page, "teaching-summary", addDays(today, -29), today, {
      taught: "已上课节数",
      scheduled: "待上课节数",
      openConflicts: "待处理冲突",
      lecturers: "在职讲师",
    });
    // The seeded term has taught lessons in the last 30 days and teachers in post.
    expect(summary.items.find((i) => i.key === "taught")!.value).toBeGreaterThan(0);
    expect(summary.items.find((i) => i.key === "lecturers")!.value).toBeGreaterThan(0);
    for (const title of ["课程状态趋势", "学科授课分布", "讲师授课排行", "课程冲突趋势"])
      await expectDrawn(page, title);
    // The teacher ranking names the busiest teacher of the range first.
    const ranking = await data<{ items: { name: string }[] }>(
      page,
      `/v1/stats/lessons-by-teacher?from=${addDays(today, -29)}&to=${today}&top=10`,
    );
    await visible(drawing(page, "讲师授课排行").getByText(ranking.items[0].name, { exact: true }));
    expect(errors).toEqual([]);
  });

  it("redraws its charts at the new size when the window changes, even from a background tab", async () => {
    const { page, errors } = await signedIn();
    await page.goto(`${baseUrl()}${REVENUE}`);
    await expectDrawn(page, "营收趋势");
    const chart = drawing(page, "营收趋势");
    const wide = await svgWidth(chart);

    await page.setViewportSize({ width: 1100, height: 900 });
    await expect.poll(() => svgWidth(chart)).toBeLessThan(wide - 50);

    // To another tab (by the menu, so this page stays alive in its tab); the window grows while
    // this page is hidden; back again.
    await page.locator(".ant-menu-item", { hasText: "教学统计" }).click();
    await page.waitForURL(new RegExp(`${TEACHING}$`));
    await expectDrawn(page, "课程状态趋势");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.locator(".omo-tabs .ant-tabs-tab", { hasText: "营收统计" }).click();
    await page.waitForURL(new RegExp(`${REVENUE}$`));
    const container = page.getByRole("img", { name: "营收趋势图表" });
    await expect
      .poll(async () => Math.abs((await svgWidth(chart)) - (await container.evaluate((el) => el.clientWidth))))
      .toBeLessThan(2);
    expect(await svgWidth(chart)).toBeGreaterThan(wide - 50);
    expect(errors).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, signIn, visible } from "./browser.js";
import { api } from "./antd.js";
import { startOwnServer, type OwnServer } from "./own-server.js";

/**
 * The second app (examples/library/config) in the browser: a city library's back-office made of config
 * alone, where nothing of the tutoring business shows, from the login page to its dashboard.
 */
let browser: Browser;
let server: OwnServer;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startOwnServer(() => {}, "examples/library/config");
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Words only the tutoring back-office uses: its name, areas, roles and demo account. */
const TUTORING = ["OMO", "讲义", "校区", "教务", "课程", "激活码", "讲师", "学员", "editor", "例如：讲义"];
const tutoringWords = async (page: Page) => {
  const text = await page.locator("body").innerText();
  return TUTORING.filter((word) => text.includes(word));
};

describe("the library app in the browser", () => {
  it("is the library's from the login page on: its title, logo, texts and accounts, nothing of tutoring", async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${server.baseUrl}/login`);
    await visible(page.getByRole("heading", { name: "城市图书馆" }));
    await visible(page.getByText("馆员登录"));
    await visible(page.getByText("librarian"));
    expect(await page.locator("link[rel=icon]").getAttribute("href")).toBe("/api/app/favicon");
    await expect.poll(() => page.title()).toMatch(/城市图书馆$/);
    expect(await tutoringWords(page)).toEqual([]);
    // Registration is closed in this app: no link to it.
    expect(await page.getByText("注册账号").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("shows the assistant its pages and a member's loans on the detail page, nothing of tutoring", async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, "assistant", "assistant123", "/library/members", server.baseUrl);
    const link = page.locator(".ant-table-tbody [data-detail-link]").first();
    await visible(link);
    // Its role's pages (roles.json): loans, members and books; no branches, statistics or rights.
    const menu = (await page.locator(".ant-menu").allInnerTexts()).join("\n");
    for (const page of ["借阅记录", "读者管理", "图书管理"]) expect(menu).toContain(page);
    for (const page of ["分馆管理", "数据统计", "权限管理"]) expect(menu).not.toContain(page);
    expect(await tutoringWords(page)).toEqual([]);

    const id = Number(await link.getAttribute("data-detail-link"));
    await link.click();
    await page.waitForURL(new RegExp(`/library/member-detail\\?id=${id}$`));
    const loans = page.locator('[data-related="loan"]');
    await visible(loans.locator(".ant-card-head-title", { hasText: "借阅记录" }));
    const counted = await api<{ total: number }>(page, `/v1/resources/loan?member_id=${id}&pageSize=1`);
    await visible(loans.locator(".ant-pagination-total-text, .ant-empty").first());
    if (counted.body.data.total)
      await visible(loans.locator(".ant-pagination-total-text", { hasText: `共 ${counted.body.data.total} 条` }));
    expect(await tutoringWords(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("draws the loan dashboard from its config for the admin, every card answered", async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, "admin", "admin123", "/statistics/loan-statistics", server.baseUrl);
    await visible(page.getByText("在借图书"));
    await visible(page.getByRole("img", { name: "热门图书图表" }));
    await visible(page.getByRole("img", { name: "各分馆读者图表" }));
    expect(await page.locator(".ant-card .ant-alert-error").count()).toBe(0);
    expect(await tutoringWords(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser, signIn, visible } from "./browser.js";
import { api, tableRows } from "./antd.js";
import { wallClock } from "../../src/common/time-zone.js";

/**
 * Staff abroad see the business's times (app.json timeZone, Asia/Shanghai), not their browser's:
 * the page runs in New York, 12 or 13 hours behind Shanghai.
 */
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "zh-CN",
    timezoneId: "America/New_York",
  });
  page = await context.newPage();
  await signIn(page, "admin", "admin123");
});
afterAll(() => browser?.close());

/** The admin's last login as the API writes it (an instant), and as Shanghai reads it. */
async function lastLogin(): Promise<{ instant: string; shanghai: string }> {
  const { body } = await api<{ last_login_at: string }>(page, "/v1/profile");
  const instant = body.data.last_login_at;
  return { instant, shanghai: wallClock(Date.parse(instant), "Asia/Shanghai") };
}

describe("times in another browser zone", () => {
  it("runs the page in New York", async () => {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("America/New_York");
  });

  it("个人信息 shows 最后登录 on the business's clock", async () => {
    const { instant, shanghai } = await lastLogin();
    expect(instant).toMatch(/Z$/);
    await page.goto(`${baseUrl()}/general-settings/personal-information`);
    const item = page.locator(".ant-descriptions-item").filter({ hasText: "最后登录" });
    await visible(item);
    await expect.poll(() => item.innerText()).toContain(shanghai);
  });

  it("权限管理 shows the accounts' 最后登录 on the business's clock", async () => {
    const { shanghai } = await lastLogin();
    await page.goto(`${baseUrl()}/authority-management/rights-management`);
    await page.getByRole("tab", { name: "账号管理" }).click();
    const admin = tableRows(page)
      .filter({ visible: true })
      .filter({ has: page.locator("span", { hasText: /^admin$/ }) });
    await visible(admin);
    await expect.poll(() => admin.first().innerText()).toContain(shanghai);
  });

  it("操作日志 lists times on the business's clock", async () => {
    const { body } = await api<{ list: { created_at: string }[] }>(page, "/v1/resources/operation-log?pageSize=1");
    const newest = body.data.list[0]!.created_at;
    expect(newest).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await page.goto(`${baseUrl()}/authority-management/operation-log`);
    await visible(tableRows(page));
    await expect.poll(() => tableRows(page).first().innerText()).toContain(newest);
  });
});

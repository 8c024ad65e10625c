import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, loginAs, newPage, visible } from "./browser.js";
import { button, formItem, tableRows } from "./antd.js";
import { startOwnServer, type OwnServer } from "./own-server.js";

/**
 * The app in Chinese and in English: the login page, the menu, a list page with its query form, a form
 * dialog's validation message and a dashboard; a language chosen in the header is the user's, found again
 * after logging in on another browser. A server of its own: the users' language is stored in it.
 */
let server: OwnServer;
let browser: Browser;
const shots = join(tmpdir(), "omo-i18n-shots");
beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  [server, browser] = await Promise.all([startOwnServer(), launchBrowser()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const CAMPUS = "/campus-management/campus-list";
const REVENUE = "/statistics/revenue-statistics";

async function logIn(page: Page, placeholders: { user: string; password: string; submit: RegExp }) {
  await page.getByPlaceholder(placeholders.user).fill("admin");
  await page.getByPlaceholder(placeholders.password).fill("admin123");
  await page.getByRole("button", { name: placeholders.submit }).click();
  await page.waitForURL(/\/index$/);
}

describe("zh-CN and en-US in Chromium", () => {
  it("Chinese by default: login, menu, list, form message, dashboard", async () => {
    const { page, errors } = await newPage(browser);
    await loginAs(page, "admin", "admin123", server.baseUrl);
    await page.waitForURL(/\/index$/);
    await visible(page.getByText("校区管理").first());
    expect(await page.locator("html").getAttribute("lang")).toBe("zh-CN");

    await page.goto(`${server.baseUrl}${CAMPUS}`);
    await visible(tableRows(page));
    await visible(formItem(page, "校区名称"));
    await visible(button(page, "查询"));
    expect(await page.locator(".ant-pagination").innerText()).toMatch(/共\s*\d+\s*条/);
    await button(page, "添加校区").click();
    await page.waitForURL(/add-campus/);
    await button(page, "保存").click();
    await visible(page.getByText("请输入校区名称"));

    await page.goto(`${server.baseUrl}${REVENUE}`);
    await visible(page.getByText("营收总额"));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // Over 10 s: English chosen on the login page, then a sign-in, a list, a form saved with its messages and a dashboard, all checked in English.
  it("switched on the login page: everything in English; the header switch is remembered for the user", async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${server.baseUrl}/login`);
    await visible(page.getByText("欢迎登录"));
    await page.getByRole("button", { name: "English" }).click();
    await visible(page.getByPlaceholder("Please enter the username"));
    expect(await page.locator("html").getAttribute("lang")).toBe("en-US");
    await visible(page.getByText("Welcome"));
    await page.screenshot({ path: join(shots, "login-en.png") });
    await logIn(page, { user: "Please enter the username", password: "Please enter the password", submit: /Log in/ });

    // The menu, the tabs and the breadcrumb read the routes' English titles.
    await visible(page.getByText("Campuses").first());
    await page.goto(`${server.baseUrl}${CAMPUS}`);
    await visible(tableRows(page));
    await visible(formItem(page, "Campus name"));
    await visible(page.locator(".ant-table-thead th", { hasText: /^Sales mode$/ }));
    await visible(button(page, "Search"));
    await visible(button(page, "Reset"));
    expect(await page.locator(".ant-pagination").innerText()).toMatch(/\d+ in total/);
    // Options and their tags read English too.
    await visible(page.locator(".ant-table-tbody .ant-tag", { hasText: /^(Direct|Franchise|Partner)$/ }));
    expect(await page.title()).toBe("Campuses - OMO Admin");
    await page.screenshot({ path: join(shots, "campus-en.png") });

    await button(page, "Add campus").click();
    await page.waitForURL(/add-campus/);
    await button(page, "Save").click();
    await visible(page.getByText("Please enter Campus name"));
    await page.screenshot({ path: join(shots, "campus-form-en.png") });

    await page.goto(`${server.baseUrl}${REVENUE}`);
    await visible(page.getByText("Total revenue"));
    await visible(page.getByText("Revenue statistics").first());
    await page.screenshot({ path: join(shots, "revenue-en.png") });

    // The server answers in English too: a wrong old password.
    const answer = await page.evaluate(async () => {
      const res = await fetch("/api/v1/userinfo_put_class", {
        method: "PUT",
        headers: {
          "content-type": "application/json",
          "accept-language": "en-US",
          code: localStorage.getItem("omo-token") ?? "",
        },
        body: JSON.stringify({ old_password: "wrong-one", new_password: "secret123", confirm_password: "secret123" }),
      });
      return res.json();
    });
    expect(answer).toMatchObject({ code: 10001, data: { errors: { old_password: "Wrong old password" } } });

    // Chosen in the header while logged in: saved for the user.
    await page.getByTestId("locale-switch").getByRole("button", { name: "中文" }).click();
    await visible(page.getByText("营收总额"));
    await page.getByTestId("locale-switch").getByRole("button", { name: "English" }).click();
    await visible(page.getByText("Total revenue"));
    // The refused password change above is the only failure the console saw.
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    await page.context().close();

    // Another browser (nothing remembered there) starts in Chinese; after the login, the user's English.
    const other = await newPage(browser);
    await other.page.goto(`${server.baseUrl}/login`);
    await visible(other.page.getByText("欢迎登录"));
    await logIn(other.page, { user: "请输入用户名", password: "请输入密码", submit: /登\s*录/ });
    await visible(other.page.getByText("Campuses").first());
    expect(await other.page.evaluate(() => localStorage.getItem("omo.locale"))).toBe("en-US");
    await other.page.screenshot({ path: join(shots, "home-en.png") });
    await other.page.context().close();
  });
});

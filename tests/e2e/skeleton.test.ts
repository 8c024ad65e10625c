import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { baseUrl, launchBrowser, loginAs, newPage, visible } from "./browser.js";
import { pickItem } from "./antd.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("walking skeleton in Chromium", () => {
  it("sends a visitor to the login page carrying the attempted path, and back there after login", async () => {
    const { page } = await newPage(browser);
    await page.goto(`${baseUrl()}/educational-administration/teaching-notes?tab=live`);
    await page.waitForURL(/\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get("redirect");
    expect(redirect).toBe("/educational-administration/teaching-notes?tab=live");
    await page.getByPlaceholder("请输入用户名").fill("admin");
    await page.getByPlaceholder("请输入密码").fill("admin123");
    await page.getByRole("button", { name: /登\s*录/ }).click();
    await page.waitForURL(/\/educational-administration\/teaching-notes\?tab=live$/);
    await page.context().close();
  });

  it("logs the admin in to /index with the welcome notice and a greeting", async () => {
    const { page, errors } = await newPage(browser);
    await loginAs(page, "admin", "admin123");
    // The notice lasts 3 s (spec §9): look for it before the shell has finished loading.
    await visible(page.getByText(/(早上|上午|中午|下午|晚上)好 管理员，欢迎登录 OMO Admin/));
    await page.waitForURL(/\/index$/);
    await visible(page.getByRole("heading", { name: /(早上|上午|中午|下午|晚上)好，管理员/ }));
    // The roles by the names 权限管理 gives them, not their keys.
    const roles = page.locator(".ant-descriptions-item", { hasText: "角色" }).locator(".ant-tag");
    await expect.poll(() => roles.allInnerTexts()).toEqual(["管理员"]);
    expect(await page.title()).toBe("首页 - OMO Admin");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the validator message for a short password and the catalogue text for a wrong one", async () => {
    const { page } = await newPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByPlaceholder("请输入用户名").fill("admin");
    await page.getByPlaceholder("请输入密码").fill("123");
    await page.getByRole("button", { name: /登\s*录/ }).click();
    await visible(page.getByText("密码不能少于6位"));
    await page.getByPlaceholder("请输入密码").fill("wrong-password");
    await page.getByRole("button", { name: /登\s*录/ }).click();
    await visible(page.getByText("用户名或密码错误").first());
    expect(page.url()).toContain("/login");
    await page.context().close();
  });

  it("answers an unknown path with the 404 page", async () => {
    const { page } = await newPage(browser);
    await loginAs(page, "admin", "admin123");
    await page.waitForURL(/\/index$/);
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.waitForURL(/\/404$/);
    await visible(page.getByText("404").first());
    await page.context().close();
  });

  it("logs out to /login and forgets the session", async () => {
    const { page } = await newPage(browser);
    await loginAs(page, "admin", "admin123");
    await page.waitForURL(/\/index$/);
    // The home page drawn: the shell no longer moves under the pointer.
    await visible(page.getByRole("heading", { name: /(早上|上午|中午|下午|晚上)好，管理员/ }));
    // The dropdown opens on hover; a click on the trigger as well would toggle it shut again.
    await page.getByTestId("user-dropdown").hover();
    await pickItem(page.locator(".ant-dropdown:not(.ant-dropdown-hidden)").getByText("退出登录"));
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem("omo-token"))).toBeNull();
    await page.goto(`${baseUrl()}/index`);
    await page.waitForURL(/\/login\?redirect=%2Findex/);
    await page.context().close();
  });

  it("hides 权限管理 from the editor and answers its URL with 403", async () => {
    const { page } = await newPage(browser);
    await loginAs(page, "editor", "editor123");
    await page.waitForURL(/\/index$/);
    const shell = page.locator("[data-layout]");
    await visible(shell.getByText("教务管理"));
    expect(await shell.getByText("权限管理").count()).toBe(0);
    await page.goto(`${baseUrl()}/authority-management/rights-management`);
    await page.waitForURL(/\/403$/);
    await page.context().close();
  });
});

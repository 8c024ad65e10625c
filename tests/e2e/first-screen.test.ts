import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser, signIn, newPage, visible } from "./browser.js";
import { api, tableRows } from "./antd.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** 分类管理: a tree list, 10 rows a page, sorted by 排序. */
const CATEGORY = "/operation-management/category-management";
const isFirstPage = (path: string) => path.startsWith("/api/v1/resources/category?");

/** A logged-in page, and every API request it sends from now on (path and query). */
async function loggedIn(): Promise<{ page: Page; asked: string[] }> {
  const { page } = await newPage(browser);
  await signIn(page, "admin", "admin123");
  // The home page drawn: its own requests (the user, the routes) are behind it.
  await visible(page.getByText("快捷入口"));
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) asked.push(url.pathname + url.search);
  });
  return { page, asked };
}

describe("a list page's first screen in Chromium", () => {
  it("asks for the list's config and first rows while the user is still loading, and asks for each once", async () => {
    const { page, asked } = await loggedIn();
    // The user's answer waits until the list's first rows have been asked for: if the list waited for the
    // user (and the shell, and the page's code) as it did, they would never be asked.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/get_user_by_token", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${baseUrl()}${CATEGORY}`);
    await expect.poll(() => asked.some(isFirstPage), { timeout: 15_000 }).toBe(true);
    expect(asked).toContain("/api/v1/resources/category/config");
    // The guard still holds the page until the user is in.
    expect(await tableRows(page).count()).toBe(0);
    release();
    await visible(tableRows(page));
    expect(await tableRows(page).count()).toBe(10);
    expect(asked.filter(isFirstPage)).toHaveLength(1);
    expect(asked.filter((p) => p === "/api/v1/resources/category/config")).toHaveLength(1);
    expect(asked.filter((p) => p === "/api/get_user_by_token")).toHaveLength(1);
  });

  it("takes the page and page size from the address, and asks for that page once", async () => {
    const { page, asked } = await loggedIn();
    await page.goto(`${baseUrl()}${CATEGORY}?pageSize=20&currentPage=1`);
    await visible(tableRows(page));
    await expect.poll(() => tableRows(page).count()).toBeGreaterThan(10);
    expect(asked.filter(isFirstPage)).toEqual([
      "/api/v1/resources/category?pageNo=1&pageSize=20&prop=sort&order=ascending&treeRoots=1",
    ]);
    expect(asked.filter((p) => p === "/api/get_user_by_token")).toHaveLength(1);
    // A reload: the user's early answer comes in before the guard's effect would ask for it.
    asked.length = 0;
    await page.reload();
    await visible(tableRows(page));
    expect(asked.filter((p) => p === "/api/get_user_by_token")).toHaveLength(1);
  });

  it("asks a reloaded list's first rows early too: its address carries the list's page, size and sort", async () => {
    const { page, asked } = await loggedIn();
    await page.goto(`${baseUrl()}${CATEGORY}`);
    await visible(tableRows(page));
    await page.waitForURL((url) => url.searchParams.get("sorters[0][field]") === "sort");
    asked.length = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/get_user_by_token", async (route) => {
      await released;
      await route.continue();
    });
    const reloaded = page.reload();
    // Asked while the user is held: so by the entry, not by the page.
    await expect.poll(() => asked.some(isFirstPage), { timeout: 15_000 }).toBe(true);
    release();
    await reloaded;
    await visible(tableRows(page));
    expect(await tableRows(page).count()).toBe(10);
    expect(asked.filter(isFirstPage)).toEqual([
      "/api/v1/resources/category?pageNo=1&pageSize=10&prop=sort&order=ascending&treeRoots=1",
    ]);
    await page.context().close();
  });

  it("takes antd's styles from the built sheet: it builds none of the list's, and the sheet's apply", async () => {
    // The login page does without the sheet: it needs few styles, and a visitor may never sign in.
    const { page: visitor } = await newPage(browser);
    await visitor.goto(`${baseUrl()}/login`);
    await visible(visitor.getByPlaceholder("请输入用户名"));
    expect(await visitor.locator("link[href^='/assets/antd-']").count()).toBe(0);
    await visitor.context().close();

    const { page } = await loggedIn();
    await page.goto(`${baseUrl()}${CATEGORY}`);
    await visible(tableRows(page));
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll("link[rel=stylesheet]")].map((link) => link.getAttribute("href")),
    );
    expect(sheets[0]).toMatch(/^\/assets\/antd-[\w-]+\.css$/);
    const built = await page.evaluate(() =>
      [...document.querySelectorAll("style[data-css-hash]")].map((style) => style.textContent ?? ""),
    );
    expect(built.filter((css) => /\.ant-(table|btn|pagination|menu|input|select|tabs)\b/.test(css))).toEqual([]);
    // The theme's primary colour (#0958d9) on 查询, and the table's header shade, come from the sheet.
    const primary = page.locator(".ant-btn-primary").first();
    expect(await primary.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(9, 88, 217)");
    const header = page.locator(".ant-table-thead th").first();
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(250, 250, 250)");
    await page.context().close();
  });

  it("comes, with nothing cached, in a few files of code: the login page in 7, a list page in under 20", async () => {
    // Split as the bundler would by itself, they came in 36 and 95: files queued for the browser's six
    // connections (scripts/first-screen-chunks.ts).
    const scripts = (page: Page) => {
      const files = new Set<string>();
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (/^\/assets\/.*\.js$/.test(pathname)) files.add(pathname);
      });
      return files;
    };
    const { page: visitor } = await newPage(browser);
    const visitorScripts = scripts(visitor);
    await signIn(visitor, "admin", "admin123");
    expect(visitorScripts.size).toBeGreaterThan(0);
    const storageState = await visitor.context().storageState();
    await visitor.context().close();

    const { page: login } = await newPage(browser);
    const loginScripts = scripts(login);
    await login.goto(`${baseUrl()}/login`);
    await visible(login.getByPlaceholder("请输入用户名"));
    expect(loginScripts.size).toBeLessThanOrEqual(7);
    await login.context().close();

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN", storageState });
    const page = await context.newPage();
    const listScripts = scripts(page);
    await page.goto(`${baseUrl()}${CATEGORY}`);
    await visible(tableRows(page));
    expect(listScripts.size).toBeLessThan(20);
    await context.close();
  });

  it("still sends an ended session to the login page, with the list's address to come back to, and says why", async () => {
    const { page } = await loggedIn();
    expect((await api(page, "/login_out")).status).toBe(200);
    await page.goto(`${baseUrl()}${CATEGORY}`);
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe(CATEGORY);
    // Refused while the entry waited for the page's code: said once the app has drawn.
    await visible(page.getByText("登录已失效，请重新登录"));
  });
});

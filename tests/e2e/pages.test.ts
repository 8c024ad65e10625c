import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseUrl, launchBrowser, newPage, visible } from "./browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What the page's origin keeps: local storage, cookies, IndexedDB databases. */
const kept = (page: Page) =>
  page.evaluate(async () => ({
    local: window.localStorage.length,
    cookies: document.cookie,
    databases: (await indexedDB.databases()).map((d) => d.name),
  }));

describe("newPage: a context a test closed is reused with nothing stored", () => {
  let used: BrowserContext;
  let kept1: Page;

  it("stores a setting, a cookie and a database, and closes its context", async () => {
    const { page } = await newPage(browser);
    used = page.context();
    await page.goto(`${baseUrl()}/login`);
    await page.evaluate(async () => {
      window.localStorage.setItem("omo-settings-left", "behind");
      document.cookie = "left=behind";
      await new Promise((resolve) => (indexedDB.open("left-behind").onsuccess = resolve));
    });
    expect(await kept(page)).toEqual({ local: 1, cookies: "left=behind", databases: ["left-behind"] });
    await page.context().close();
    expect(page.isClosed()).toBe(true);
  });

  it("gets the same context, its storage empty, at the size asked", async () => {
    const { page } = await newPage(browser, { width: 390, height: 844 });
    expect(page.context()).toBe(used);
    expect(used.pages()).toEqual([page]);
    await page.goto(`${baseUrl()}/login`);
    expect(await kept(page)).toEqual({ local: 0, cookies: "", databases: [] });
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
    kept1 = page;
  });

  it("leaves a page a test did not close to later tests: the next page gets a context of its own", async () => {
    expect(kept1.isClosed()).toBe(false);
    const { page } = await newPage(browser);
    expect(page.context()).not.toBe(used);
    await page.goto(`${baseUrl()}/login`);
    await visible(page.getByPlaceholder("请输入用户名"));
  });
});

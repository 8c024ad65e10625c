import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { baseUrl, launchBrowser, newPage } from "./browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What the page's origin keeps: local storage, cookies, IndexedDB databases. */
const kept = (page: Awaited<ReturnType<typeof newPage>>["page"]) =>
  page.evaluate(async () => ({
    local: window.localStorage.length,
    cookies: document.cookie,
    databases: (await indexedDB.databases()).map((d) => d.name),
  }));

describe("newPage: a context reused by the next test starts with nothing stored", () => {
  let used: BrowserContext;

  it("stores a setting, a cookie and a database", async () => {
    const { page } = await newPage(browser);
    used = page.context();
    await page.goto(`${baseUrl()}/login`);
    await page.evaluate(async () => {
      window.localStorage.setItem("omo-settings-left", "behind");
      document.cookie = "left=behind";
      await new Promise((resolve) => (indexedDB.open("left-behind").onsuccess = resolve));
    });
    expect(await kept(page)).toEqual({ local: 1, cookies: "left=behind", databases: ["left-behind"] });
  });

  it("gets the same context, with its pages closed and its storage empty", async () => {
    const { page } = await newPage(browser, { width: 390, height: 844 });
    expect(page.context()).toBe(used);
    expect(used.pages()).toEqual([page]);
    await page.goto(`${baseUrl()}/login`);
    expect(await kept(page)).toEqual({ local: 0, cookies: "", databases: [] });
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  });
});

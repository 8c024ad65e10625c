import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, cspViolations, launchBrowser, signIn, newPage, visible, watchCsp } from "./browser.js";
import { api, button, tableRows } from "./antd.js";
import { chineseOutsideUserData, unreadableCells } from "./page-checks.js";
import { flattenRoutes } from "../../src/common/routes.js";
import type { RouteConfig } from "../../src/types/generated/routes.js";
import type { NoteRow } from "../../modules/handouts/web/api.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The menu pages the server lists for whoever is logged in on `page`. */
async function menuPages(page: Page) {
  const { body } = await api<{ list: RouteConfig[] }>(page, "/router/getList");
  return flattenRoutes(body.data.list).filter(
    ({ route, parents }) =>
      route.component !== "Layout" &&
      !route.redirect &&
      !route.meta?.hidden &&
      !parents.some((p) => p.meta?.hidden) &&
      route.path !== "*",
  );
}

/** What a page shows once its data came: rows for a list, its own content for the others. */
async function shown(page: Page, component: string) {
  if (component.startsWith("resource:")) return visible(tableRows(page));
  if (component.startsWith("dashboard:")) return visible(page.locator(".ant-statistic"));
  // Bespoke pages: wait until the page's content (below the tabs) has drawn something real.
  await visible(page.locator(".ant-layout-content :is(table, .ant-card, .ant-tree, form, .ant-tabs)"));
}

/** Opens each page as a new document and yields it once it shows its data; one that never does is a problem. */
async function* eachShown(page: Page, pages: Awaited<ReturnType<typeof menuPages>>, problems: string[]) {
  for (const entry of pages) {
    await page.goto(`${baseUrl()}${entry.fullPath}`);
    try {
      await shown(page, entry.route.component ?? "");
    } catch (err) {
      problems.push(`${entry.fullPath} (${entry.route.component}): ${(err as Error).message.split("\n")[0]}`);
      continue;
    }
    yield entry;
  }
}

/** The violations of the page now shown, as problems (none listening is one too). */
async function cspProblems(page: Page, where: string): Promise<string[]> {
  const seen = await cspViolations(page);
  if (seen === null) return [`${where}: nobody listens for CSP violations`];
  return seen.map((v) => `${where}: CSP violation: ${v}`);
}

/** Opens the preview of a recorded handout: pdf.js, its worker and the page's canvas. */
async function previewHandout(page: Page) {
  const { body } = await api<{ list: NoteRow[] }>(page, "/v1/get_lecture_notes_list?pageNo=1&pageSize=50");
  const video = body.data.list.find((r) => r.handout_id !== null)!;
  expect(video, "a seeded video with a handout").toBeDefined();
  const name = encodeURIComponent(video.video_name);
  await page.goto(`${baseUrl()}/educational-administration/teaching-notes?video_name=${name}`);
  await visible(tableRows(page));
  await button(tableRows(page).first(), "预览").click();
  await visible(page.locator(".ant-modal canvas[data-page='1']"));
}

describe("every menu page as admin", () => {
  // Over 10 s: opens every menu page of the product (over 30) as a new document and waits for its data and charts.
  it("opens with its data, without a placeholder, a config problem, a console error or a CSP violation", async () => {
    const { page, errors } = await newPage(browser);
    await watchCsp(page);
    await page.goto(`${baseUrl()}/login`);
    await visible(page.getByPlaceholder("请输入用户名"));
    const problems = await cspProblems(page, "/login");
    // Signed in on a blank page: the walk opens the home page itself.
    await signIn(page, "admin", "admin123", null);
    const pages = await menuPages(page);
    // Every group of the product has pages: the menu is the whole product, not a sample.
    expect(pages.length).toBeGreaterThanOrEqual(30);
    for await (const { route, fullPath } of eachShown(page, pages, problems)) {
      const text = await page.locator(".ant-layout-content").innerText();
      if (text.includes("页面建设中")) problems.push(`${fullPath}: placeholder`);
      if (text.includes("未知的")) problems.push(`${fullPath}: config problem shown`);
      if (await page.locator(".ant-layout-content .ant-alert-error").count())
        problems.push(`${fullPath}: error alert shown`);
      if (errors.length) problems.push(`${fullPath}: console errors: ${errors.splice(0).join(" | ")}`);
      // At 1440 wide (the English walk below measures 1366): no cell of a list hides or cuts its text.
      problems.push(...(await unreadableCells(page)).map((p) => `${fullPath}: ${p}`));
      // The statistics pages draw echarts after their numbers: check once the charts are drawn.
      if (route.component?.startsWith("dashboard:")) await visible(page.locator("[role=img] svg path"));
      problems.push(...(await cspProblems(page, fullPath)));
    }
    await previewHandout(page);
    problems.push(...(await cspProblems(page, "handout preview (pdf.js)")));
    expect(problems).toEqual([]);
  }, 300_000);
});

describe("every menu page in English, 1366 wide", () => {
  // Over 10 s: opens every menu page of the product (over 30) as a new document and reads all it shows.
  it("shows no Chinese outside user data, and no list hides or cuts a cell", async () => {
    const { page, errors } = await newPage(browser, { width: 1366, height: 900 });
    // Signed in on a blank page: the walk opens the home page itself.
    await signIn(page, "admin", "admin123", null);
    await page.evaluate(() => localStorage.setItem("omo.locale", "en-US"));
    const pages = await menuPages(page);
    expect(pages.length).toBeGreaterThanOrEqual(30);
    // What people typed stays as typed: the signed-in user's name and the titles of their roles.
    const { body } = await api<{ nickname: string; roleTitles: { title: string }[] }>(page, "/get_user_by_token");
    const names = [body.data.nickname, ...body.data.roleTitles.map((r) => r.title)].filter(Boolean);
    const problems: string[] = [];
    for await (const { fullPath } of eachShown(page, pages, problems)) {
      expect(await page.locator("html").getAttribute("lang")).toBe("en-US");
      problems.push(...(await chineseOutsideUserData(page, names)).map((p) => `${fullPath}: ${p}`));
      problems.push(...(await unreadableCells(page)).map((p) => `${fullPath}: ${p}`));
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 300_000);
});

describe("the Content-Security-Policy in the browser", () => {
  it("is enforced and its violations are seen: an injected inline script is refused", async () => {
    const { page } = await newPage(browser);
    await watchCsp(page);
    await page.goto(`${baseUrl()}/login`);
    await visible(page.getByPlaceholder("请输入用户名"));
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.head.append(script);
      return (window as Window & { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await page.waitForFunction(
      () => ((window as Window & { __cspViolations?: string[] }).__cspViolations ?? []).length,
    );
    expect(await cspViolations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    await page.context().close();
  });
});

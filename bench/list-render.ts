import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { ensureUiBuilt } from "../mock-server/ui-build.js";
import { LIST, startWideServer } from "./list-render-config.js";

/** The flags tests/e2e/browser.ts starts Debian's Chromium with. */
const FLAGS = [
  ...["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  ...["--disable-background-networking", "--disable-component-update", "--disable-sync"],
];

const ms = (n: number) => `${n.toFixed(1)} ms`;
const pick = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const summary = (runs: [number, number][]) => {
  const [total, api] = [runs.map((r) => r[0]), runs.map((r) => r[1])];
  return `median ${ms(pick(total, 0.5))}, max ${ms(Math.max(...total))} (${runs.length} runs; API answer in at median ${ms(pick(api, 0.5))})`;
};

/**
 * Clicks `selector` (or the header titled `header`) in the page. Answers the ms until the rows' first cells change
 * in the DOM, and the ms until the list's API answer had arrived (the rest is the browser's work).
 */
function timeChange(page: Page, target: { selector?: string; header?: string }): Promise<[number, number]> {
  return page.evaluate(({ selector, header }) => {
    const cells = () =>
      [...document.querySelectorAll(".ant-table-row")].map((r) => r.querySelector(".ant-table-cell")?.textContent);
    const before = cells().join("|");
    const el = selector
      ? document.querySelector<HTMLElement>(selector)
      : [...document.querySelectorAll<HTMLElement>(".ant-table-thead th")].find((th) => th.innerText.trim() === header);
    performance.clearResourceTimings();
    return new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const now = cells().join("|");
        if (!now || now === before) return;
        observer.disconnect();
        const api = performance
          .getEntriesByType("resource")
          .filter((e) => /\/api\/v1\/resources\/[^/]+\?/.test(e.name));
        resolve([
          performance.now() - t0,
          Math.max(0, ...api.map((e) => (e as PerformanceResourceTiming).responseEnd - t0)),
        ]);
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      const t0 = performance.now();
      el?.click();
    });
  }, target);
}

/** Scrolls the table body top to bottom, `step` px a frame (0: stays still for 120 frames); every frame's duration. */
function frameTimes(page: Page, step: number): Promise<{ frames: number[]; distance: number }> {
  return page.evaluate((step) => {
    const holder = document.querySelector<HTMLElement>(".ant-table-tbody-virtual-holder, .ant-table-body");
    if (!holder) throw new Error("no scrolling table body");
    holder.scrollTop = 0;
    const frames: number[] = [];
    return new Promise((resolve) => {
      let last = performance.now();
      const frame = (now: number) => {
        frames.push(now - last);
        last = now;
        const end = holder.scrollHeight - holder.clientHeight;
        if (step ? holder.scrollTop >= end - 1 : frames.length > 120) return resolve({ frames, distance: end });
        holder.scrollTop = Math.min(end, holder.scrollTop + step);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  }, step);
}

const frameSummary = (frames: number[]) =>
  `${frames.length} frames, median ${ms(pick(frames, 0.5))}, p95 ${ms(pick(frames, 0.95))}, ${frames.filter((f) => f > 50).length} over 50 ms`;

const rowsInDom = (page: Page) => page.locator(".ant-table-row").count();
const settle = (page: Page) => page.waitForTimeout(300);

async function openList(page: Page, base: string, query = "") {
  await page.goto(`${base}${LIST}${query}`);
  await page.locator(".ant-table-row").first().waitFor({ timeout: 20_000 });
  await settle(page);
}

async function nextPages(page: Page, runs: number) {
  const times: [number, number][] = [];
  for (let i = 0; i < runs; i++) {
    times.push(await timeChange(page, { selector: ".ant-pagination-next" }));
    await settle(page);
  }
  return times;
}

type FirstScreenWindow = Window & { __rowsAt?: number };

/** Before any script of the page: the ms from navigation start until the first table row is in the DOM. */
function watchFirstRow() {
  const w = window as FirstScreenWindow;
  new MutationObserver((_, observer) => {
    if (w.__rowsAt !== undefined || !document.querySelector(".ant-table-row")) return;
    w.__rowsAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/**
 * What a cold load fetched, when, in ms from navigation start: asked for → sent (after waiting for a
 * connection) → answered, in the order asked for; and when the rows showed.
 */
async function waterfall(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const n = (x: number) => x.toFixed(0).padStart(5);
    const rows = [
      `      0 →       → ${n(nav.responseEnd)}  document`,
      `  DOMContentLoaded ${n(nav.domContentLoadedEventEnd)}`,
    ];
    for (const e of performance.getEntriesByType("resource") as PerformanceResourceTiming[]) {
      const url = new URL(e.name);
      const path = url.pathname + url.search;
      rows.push(
        `  ${n(e.startTime)} → ${n(e.requestStart)} → ${n(e.responseEnd)}  ${path.length > 80 ? `${path.slice(0, 79)}…` : path}`,
      );
    }
    rows.push(`  rows visible ${n((window as FirstScreenWindow).__rowsAt ?? NaN)}`);
    return rows;
  });
}

/**
 * Navigation → rows: a full page load of the list's address with a saved session (logged in once,
 * before), in a fresh context each run so nothing is in the HTTP cache. The login is not timed.
 */
export async function firstScreen(browser: Browser, base: string, runs = 5) {
  const login = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
  const page = await login.newPage();
  await page.goto(`${base}/login`);
  await page.getByPlaceholder("请输入用户名").fill("admin");
  await page.getByPlaceholder("请输入密码").fill("admin123");
  await page.getByRole("button", { name: /登\s*录/ }).click();
  await page.waitForURL(/\/index$/);
  const storageState = await login.storageState();
  await login.close();
  const signedIn = () => browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN", storageState });
  const rowsAt = async (tab: Page) => {
    await tab.waitForFunction(() => (window as FirstScreenWindow).__rowsAt !== undefined, null, { timeout: 20_000 });
    return tab.evaluate(() => (window as FirstScreenWindow).__rowsAt ?? NaN);
  };
  /** Opens the list in a new tab of `context`: the ms from navigation start to the first row, and its requests. */
  const open = async (context: BrowserContext, keep = false) => {
    const tab = await context.newPage();
    await tab.addInitScript("window.__name = (f) => f");
    await tab.addInitScript(watchFirstRow);
    await tab.goto(`${base}${LIST}`);
    const at = await rowsAt(tab);
    const requests = await waterfall(tab);
    if (!keep) await tab.close();
    return { at, requests, tab };
  };
  const times: number[] = [];
  let lastWaterfall: string[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await signedIn();
    try {
      const cold = await open(context);
      times.push(cold.at);
      lastWaterfall = cold.requests;
    } finally {
      await context.close();
    }
  }
  // A returning user: the hashed files come from the browser's cache (immutable), index.html and the API
  // from the server; in a new tab (a new renderer process), and reloading the tab the list is open in.
  // The first opening fills the cache and is not counted.
  const newTab: number[] = [];
  const reload: number[] = [];
  const context = await signedIn();
  try {
    const { tab } = await open(context, true);
    for (let i = 0; i < runs; i++) newTab.push((await open(context)).at);
    for (let i = 0; i < runs; i++) {
      await tab.reload();
      reload.push(await rowsAt(tab));
    }
  } finally {
    await context.close();
  }
  return { times, newTab, reload, waterfall: lastWaterfall };
}

const runsLine = (times: number[]) =>
  `median ${ms(pick(times, 0.5))} of ${times.length} runs (${times.map((t) => t.toFixed(0)).join(", ")} ms)`;

/**
 * A 20-column list in Chromium: navigation → rows, then paging, sorting and scrolling at 100 rows per page (and
 * paging at 20). `firstScreenOnly`: only navigation → rows, with the last run's waterfall of requests.
 */
export async function benchListRender({ firstScreenOnly = false } = {}): Promise<void> {
  await ensureUiBuilt();
  const root = mkdtempSync(join(tmpdir(), "omo-bench-list-"));
  let app: FastifyInstance | undefined;
  let browser: Browser | undefined;
  try {
    // OMO_BENCH_UI_DIR: another build of the UI (vite build --outDir …), to set two builds side by side.
    const server = await startWideServer(root, process.env.OMO_BENCH_UI_DIR);
    app = server.app;
    const base = server.base;
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: FLAGS });
    const first = await firstScreen(browser, base);
    console.log(`navigation → rows visible, 100 rows/page, nothing cached: ${runsLine(first.times)}`);
    console.log(`  files cached, a new tab:                            ${runsLine(first.newTab)}`);
    console.log(`  files cached, the list's tab reloaded:              ${runsLine(first.reload)}`);
    if (firstScreenOnly) {
      console.log(`requests of the last run (ms from navigation start):\n${first.waterfall.join("\n")}`);
      return;
    }
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
    const page = await context.newPage();
    // tsx keeps function names by wrapping them in `__name(...)`, also inside the functions sent to the page.
    await page.addInitScript("window.__name = (f) => f");
    await page.goto(`${base}/login`);
    await page.getByPlaceholder("请输入用户名").fill("admin");
    await page.getByPlaceholder("请输入密码").fill("admin123");
    await page.getByRole("button", { name: /登\s*录/ }).click();
    await page.waitForURL(/\/index$/);

    await openList(page, base);
    const dom100 = await rowsInDom(page);
    const virtual = (await page.locator(".ant-table-tbody-virtual").count()) > 0;
    const next100 = await nextPages(page, 8);
    const sorts: [number, number][] = [];
    for (const title of ["座位数", "评分", "单价", "开始日期", "签约时间", "名称"]) {
      for (let click = 0; click < 2; click++) {
        sorts.push(await timeChange(page, { header: title }));
        await settle(page);
      }
    }
    await openList(page, base);
    const idle = (await frameTimes(page, 0)).frames.slice(1);
    const scroll = await frameTimes(page, 60);
    await openList(page, base, "?pageSize=20&currentPage=1");
    const dom20 = await rowsInDom(page);
    const next20 = await nextPages(page, 8);

    console.log(`next page, 100 rows/page: ${summary(next100)}`);
    console.log(`next page, 20 rows/page:  ${summary(next20)}`);
    console.log(`sort click, 100 rows/page: ${summary(sorts)}`);
    console.log(`frames, list still:       ${frameSummary(idle)}`);
    console.log(
      `frames, scrolling ${scroll.distance} px of 100 rows at 60 px a frame: ${frameSummary(scroll.frames.slice(1))}`,
    );
    console.log(`rows in the DOM at once: ${dom100} of 100 (${virtual ? "virtual" : "not virtual"}), ${dom20} of 20`);
  } finally {
    await browser?.close();
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  void benchListRender({ firstScreenOnly: process.argv.includes("--first-screen") });

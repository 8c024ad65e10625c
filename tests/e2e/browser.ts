import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sharedServerUrl } from "./shared-server.js";

/** Debian's Chromium, started the way that works on a machine with no outside network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    // playwright starts every browser on a fresh, empty profile of its own.
  });
}

/** The address of the server this worker's files share. */
export const baseUrl = sharedServerUrl;

const pageErrors = new WeakMap<Page, string[]>();
/** The page's refused requests with their answers, for a failure's message (what the console's "400" was). */
const refusals = new WeakMap<Page, Promise<string>[]>();

/** The storage a context keeps per origin, cleared before another page reuses it (not the HTTP cache). */
const STORAGE = "cookies,local_storage,indexeddb,file_systems,cache_storage,service_workers";

interface Pooled {
  context: BrowserContext;
  /** Every origin its pages asked something of: the ones whose storage is cleared. */
  origins: Set<string>;
}

/** A browser's contexts that a test closed, their pages closed and storage cleared, to be reused. */
const idle = new WeakMap<Browser, Pooled[]>();

async function openContext(browser: Browser): Promise<Pooled> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "zh-CN",
    reducedMotion: "reduce",
  });
  const pooled: Pooled = { context, origins: new Set() };
  context.on("request", (r) => pooled.origins.add(new URL(r.url()).origin));
  // A test done with its page closes its context: here that clears it and keeps it for the next page.
  // The browser's own close ends it.
  context.close = () => release(browser, pooled);
  return pooled;
}

/** Back to the pool: its storage cleared, its pages closed. */
async function release(browser: Browser, pooled: Pooled): Promise<void> {
  const [first] = pooled.context.pages();
  if (first) {
    const cdp = await pooled.context.newCDPSession(first);
    for (const origin of pooled.origins) {
      await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: STORAGE });
    }
  }
  for (const page of pooled.context.pages()) await page.close();
  await pooled.context.clearCookies();
  pooled.origins.clear();
  const pool = idle.get(browser) ?? [];
  pool.push(pooled);
  idle.set(browser, pool);
}

/**
 * A fresh page with its own storage (no token, no settings, no cookies), with console errors collected.
 *
 * Its context is one that an earlier test of the file closed, when there is one: its storage cleared,
 * only its HTTP cache kept. A new context loads every script cold and opens a new window: ~4 s of the
 * machine's CPU for a list page, against ~1 s in a context that has loaded it once. A test that keeps
 * its page for later tests does not close its context, and the context stays its own.
 */
export async function newPage(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
): Promise<{ page: Page; errors: string[] }> {
  const pooled = idle.get(browser)?.pop() ?? (await openContext(browser));
  const page = await pooled.context.newPage();
  if (viewport.width !== 1440 || viewport.height !== 900) await page.setViewportSize(viewport);
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  const refused: Promise<string>[] = [];
  refusals.set(page, refused);
  page.on("response", (r) => {
    if (r.status() < 400) return;
    const what = `${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`;
    refused.push(
      r.text().then(
        (body) => `${what}: ${body.slice(0, 500)}`,
        () => what,
      ),
    );
  });
  return { page, errors };
}

type CspWindow = Window & { __cspViolations?: string[] };

/**
 * Records every Content-Security-Policy violation of each document the page loads, from before its
 * first script, in `window.__cspViolations` (read with `cspViolations`).
 */
export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as CspWindow).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
}

/** The violations the current document recorded; null when `watchCsp` is not listening (so a test cannot pass blind). */
export const cspViolations = (page: Page) => page.evaluate(() => (window as CspWindow).__cspViolations ?? null);

/** Logs in through the login form (of the shared test server, or the one at `base`). */
export async function loginAs(page: Page, username: string, password: string, base = baseUrl()) {
  await page.goto(`${base}/login`);
  await page.getByPlaceholder("请输入用户名").fill(username);
  await page.getByPlaceholder("请输入密码").fill(password);
  await page.getByRole("button", { name: /登\s*录/ }).click();
}

/**
 * Signs in through the API, not the form, and opens `path` (the home page by default) signed in: one
 * page load where the form takes three (the login page, the home page, then the page). For tests whose
 * subject is a page of the shell; the form and what follows it have their own tests (shell, skeleton).
 * The token goes where the login form puts it, on a blank document of the server's origin that never
 * reaches the server. With `path` null the page stays on that blank document: signed in, `api` works
 * there, and the test opens its page itself without first loading the home page (a second of Chromium's).
 */
export async function signIn(
  page: Page,
  username: string,
  password: string,
  path: string | null = "/index",
  base = baseUrl(),
) {
  const answer = await page.request.post(`${base}/api/login`, { data: { username, password } });
  const token = ((await answer.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`${username} could not sign in: ${answer.status()} ${await answer.text()}`);
  const blank = `${base}/__sign-in`;
  await page.route(blank, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html>" }));
  await page.goto(blank);
  await page.unroute(blank);
  await page.evaluate((t) => localStorage.setItem("omo-token", t), token);
  if (path !== null) await page.goto(`${base}${path}`);
}

/** Waits until the first element of a locator is visible (fails the test after 10 s). */
export async function visible(locator: Locator): Promise<void> {
  try {
    await locator.first().waitFor({ state: "visible", timeout: 10_000 });
  } catch (err) {
    // Leave a picture of what the page showed instead, for whoever reads the failure.
    const file = join(tmpdir(), `omo-e2e-failure-${Date.now()}.png`);
    await locator
      .page()
      .screenshot({ path: file })
      .catch(() => {});
    const console = pageErrors.get(locator.page()) ?? [];
    const answers = await Promise.all(refusals.get(locator.page()) ?? []);
    throw new Error(
      `${(err as Error).message}\nscreenshot: ${file}\nconsole errors: ${console.join("\n")}` +
        `\nrefused requests: ${answers.join("\n")}`,
    );
  }
}

import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { inject } from "vitest";
import { tmpdir } from "node:os";
import { join } from "node:path";

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

export const baseUrl = () => inject("baseUrl");

const pageErrors = new WeakMap<Page, string[]>();

/** A fresh page (own storage) with console errors collected. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, locale: "zh-CN" });
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
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
    throw new Error(`${(err as Error).message}\nscreenshot: ${file}\nconsole errors: ${console.join("\n")}`);
  }
}

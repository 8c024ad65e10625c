import type { Locator, Page } from "playwright-core";
import { visible } from "./browser.js";

/**
 * A button by its text. antd spaces two-character Chinese texts (保 存) and an icon adds its own
 * name before the text (`plus 新增`), so both are allowed.
 */
export const button = (scope: Page | Locator, text: string) =>
  scope.getByRole("button", { name: new RegExp(`^\\s*(?:[a-z-]+\\s+)?${[...text].join("\\s*")}\\s*$`) });

/** The visible form item whose label is exactly `label` (kept-alive pages in other tabs are hidden). */
export const formItem = (scope: Page | Locator, label: string) =>
  scope.locator(`.ant-form-item:has(label[title="${label}"]):visible`);

export async function fill(scope: Page | Locator, label: string, value: string) {
  await formItem(scope, label).locator("input, textarea").first().fill(value);
}

/** Opens the select of a form item and picks the option with this text. */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await formItem(scope, label).locator(".ant-select-selector").click();
  await pickItem(page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`));
}

/** The rows of the list on the page (not the hidden measure row). */
export const tableRows = (page: Page) => page.locator(".ant-table-tbody tr.ant-table-row");

/** Texts of the column titled `title`, top to bottom. */
export async function column(page: Page, title: string): Promise<string[]> {
  return page.evaluate((title) => {
    const heads = [...document.querySelectorAll(".ant-table-thead th")];
    const i = heads.findIndex((th) => th.textContent?.trim() === title);
    const rows = [...document.querySelectorAll(".ant-table-tbody tr.ant-table-row")];
    return rows.map((r) => (r.querySelectorAll("td")[i]?.textContent ?? "").trim());
  }, title);
}

/** The API as the logged-in browser calls it, with the stored token. */
export async function api<T = unknown>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const token = localStorage.getItem("omo-token") ?? "";
      const res = await fetch(`/api${path}`, {
        method: init.method ?? "GET",
        headers: { code: token, ...(init.body ? { "content-type": "application/json" } : {}) },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      return { status: res.status, body: await res.json() };
    },
    { path, init },
  ) as Promise<{ status: number; body: { code: number; message: string; data: T } }>;
}

/**
 * Waits until an opening dialog, popup or toast stands still: the finite animations of the element, of
 * what it holds and of what holds it (antd zooms `.ant-modal`, around `.ant-modal-content`) have finished.
 * A click during antd's zoom-in can miss the moving button on a busy machine.
 */
export async function settled(locator: Locator): Promise<void> {
  await locator.first().evaluate((el) =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          return (
            !!target && (target.contains(el) || el.contains(target)) && a.effect?.getTiming().iterations !== Infinity
          );
        })
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Clicks an item of a menu or a select that is opening (its dropdown slides in): once it is shown and
 * stands still. An item clicked mid-slide can be missed on a busy machine.
 */
export async function pickItem(item: Locator): Promise<void> {
  await visible(item);
  await settled(item);
  await item.first().click();
}

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AxeResults } from "axe-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, signIn, newPage, visible } from "./browser.js";
import { api, button, tableRows } from "./antd.js";
import { startOwnServer, type OwnServer } from "./own-server.js";

let browser: Browser;
/** Stock and orders change here: a server and a database of its own. */
let server: OwnServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startOwnServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function signedIn(username: "admin" | "editor"): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser);
  await signIn(opened.page, username, `${username}123`, "/index", server.baseUrl);
  return opened;
}

/** axe-core's serious and critical findings on the editable cells (a button must not hold a link, …). */
async function cellViolations(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"));
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: unknown): Promise<AxeResults> } }).axe.run({
      include: [".omo-inline-cell"],
    }),
  );
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `omo-inline-bulk-${name}.png`) });

describe("inline edit in Chromium", () => {
  it("refuses a bad stock with the field's message, then saves a good one in place", async () => {
    const { page, errors } = await signedIn("admin");
    await page.goto(`${server.baseUrl}/operation-management/commodity-management`);
    await visible(tableRows(page));
    expect(await cellViolations(page)).toEqual([]);
    const row = tableRows(page).first();
    const name = (await row.locator("td").nth(2).innerText()).trim();
    const cell = row.getByRole("button", { name: "编辑库存" });
    await cell.click();
    const input = row.locator("input.ant-input-number-input");
    await visible(input);
    await input.fill("-5");
    await input.press("Enter");
    await visible(row.getByText("库存不能为负数"));
    await shot(page, "refused");

    await input.fill("42");
    await input.press("Enter");
    await visible(page.locator(".ant-message").getByText("保存成功"));
    await expect.poll(() => cell.innerText()).toMatch(/\b42$/);
    const stored = await api<{ list: { name: string; stock: number }[] }>(
      page,
      `/v1/resources/commodity?name=${encodeURIComponent(name)}`,
    );
    expect(stored.body.data.list.find((c) => c.name === name)?.stock).toBe(42);

    // Keyboard: Enter on the focused cell edits it, Escape puts the value back.
    await cell.focus();
    await page.keyboard.press("Enter");
    await visible(input);
    await input.fill("7");
    await input.press("Escape");
    await expect.poll(() => cell.innerText()).toMatch(/\b42$/);
    expect(errors).toEqual([]);
  });
});

describe("a bulk action in Chromium", () => {
  // Over 10 s: the editor places orders, an administrator checks and confirms them in bulk, then each campus's balance is read.
  it("批量确认收款 confirms the checked orders and reports each campus's balance", async () => {
    // Orders the editor placed: the admin may confirm them (four eyes).
    const { page: placing } = await signedIn("editor");
    const campus = (await api<{ list: { id: number }[] }>(placing, "/v1/resources/campus?pageSize=1")).body.data
      .list[0];
    for (const hours of [12, 8]) {
      const made = await api(placing, "/v1/resources/campus-order", {
        method: "POST",
        body: { campus_id: campus.id, hours, unit_price: 50, pay_method: 1 },
      });
      expect(made.status).toBe(200);
    }

    const { page, errors } = await signedIn("admin");
    await page.goto(`${server.baseUrl}/user-management/order-management`);
    await visible(tableRows(page));
    const bulk = button(page, "批量确认收款");
    await expect.poll(() => bulk.isDisabled()).toBe(true);
    // The newest first: the two orders just placed.
    for (const i of [0, 1]) await tableRows(page).nth(i).getByRole("checkbox").check();
    await bulk.click();
    const confirm = page.locator(".ant-popconfirm:visible");
    await visible(confirm.getByText("确认已收到选中的 2 个订单的款项吗？确认后课时将计入各校区课时余额"));
    await button(confirm, "确认收款").click();

    const report = page.locator(".ant-modal-content:visible");
    await visible(report.getByText("确认收款完成：共 2 条"));
    await expect.poll(() => report.getByText(/^已确认收款，.+课时余额增加(12|8)课时，现为/).count()).toBe(2);
    // The picture once the question has gone and the dialog stands still.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await shot(page, "report");
    await button(report, "关闭").click();
    await expect.poll(() => bulk.isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });
});

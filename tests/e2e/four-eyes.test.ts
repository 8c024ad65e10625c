import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Browser, Page } from "playwright-core";
import { buildApp } from "../../mock-server/app.js";
import { accountRepository } from "../../mock-server/modules/account/repository.js";
import { launchBrowser, signIn, newPage, visible } from "./browser.js";
import { api, button, column, fill, tableRows } from "./antd.js";

/**
 * Four eyes in the browser: the admin who placed a campus order sees 确认收款 disabled, with the reason on
 * hover; another admin confirms it. A server of this test's own, so that it can hold a second admin.
 */
let app: FastifyInstance;
let dataDir: string;
let base: string;
let browser: Browser;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "omo-four-eyes-"));
  app = await buildApp({ dataDir });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  await accountRepository(app.store, Date.now).createUser({
    username: "treasurer",
    password: "treasurer123",
    isAdmin: true,
    roles: ["admin"],
    nickname: "财务主管",
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const REASON = "该校区订单由您创建，需由其他有权限的账号确认收款";

async function login(page: Page, user: string, password: string): Promise<void> {
  await signIn(page, user, password, "/index", base);
}

/** Opens 订单管理 filtered to one order number. */
async function showOrder(page: Page, orderNo: string): Promise<void> {
  await page.goto(`${base}/user-management/order-management`);
  await visible(tableRows(page));
  await fill(page, "订单号", orderNo);
  await button(page, "查询").click();
  await expect.poll(() => column(page, "订单号")).toEqual([orderNo]);
}

describe("确认收款 in Chromium", () => {
  // Over 10 s: two administrators sign in: the creator sees the reason on hover, the other confirms.
  it("is disabled for the order's creator with the reason on hover, and works for another admin", async () => {
    const creator = (await newPage(browser)).page;
    await login(creator, "admin", "admin123");
    const made = await api<{ order_no: string; created_by: string }>(creator, "/v1/resources/campus-order", {
      method: "POST",
      body: { campus_id: 1, hours: 40, unit_price: 55, pay_method: 1 },
    });
    expect(made.body.data.created_by).toBe("admin");
    const orderNo = made.body.data.order_no;
    await showOrder(creator, orderNo);
    expect(await column(creator, "下单人")).toEqual(["admin"]);

    const own = tableRows(creator)
      .first()
      .getByRole("button", { name: /确认收款/ });
    await visible(own);
    expect(await own.isDisabled()).toBe(true);
    // A disabled button takes no pointer events: the tooltip listens on antd's wrapper around it.
    await own.hover({ force: true });
    await visible(creator.locator(".ant-tooltip:visible").getByText(REASON));
    // 取消 is no money matter: the creator may still cancel.
    expect(
      await tableRows(creator)
        .first()
        .getByRole("button", { name: /取\s*消/ })
        .isDisabled(),
    ).toBe(false);

    const other = (await newPage(browser)).page;
    await login(other, "treasurer", "treasurer123");
    await showOrder(other, orderNo);
    const theirs = tableRows(other)
      .first()
      .getByRole("button", { name: /确认收款/ });
    expect(await theirs.isDisabled()).toBe(false);
    await theirs.click();
    const question = other.locator(".ant-popover:visible");
    await visible(question.getByText(`确认已收到订单「${orderNo}」的款项吗`, { exact: false }));
    await button(question, "确认收款").click();
    await visible(other.locator(".ant-message").getByText(/已确认收款/));
    await expect.poll(() => column(other, "订单状态")).toEqual(["已支付"]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, signIn, newPage, visible } from "./browser.js";
import { api, button, choose, column, fill, tableRows } from "./antd.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openList(user: "admin" | "editor", path: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser);
  await signIn(opened.page, user, `${user}123`, path);
  await visible(tableRows(opened.page));
  return opened;
}

const dialog = (page: Page) => page.locator(".ant-modal-content:visible").last();

describe("custom actions in Chromium", () => {
  it("批量生成 makes 10 codes of one batch that the list shows first", async () => {
    const { page, errors } = await openList("admin", "/code-management/activationCodeList");
    const kinds = await api<{ list: { id: number; name: string; enabled: boolean }[] }>(
      page,
      "/v1/resources/code-kind?pageSize=100",
    );
    const commodities = await Promise.all(
      kinds.body.data.list
        .filter((k) => k.enabled)
        .map(async (kind) => ({
          kind,
          list: (await api<{ list: { label: string }[] }>(page, `/v1/code_kind_commodities?kind_id=${kind.id}`)).body
            .data.list,
        })),
    );
    const { kind, list } = commodities.find((c) => c.list.length)!;

    await button(page, "批量生成").click();
    const form = dialog(page);
    await visible(form);
    await choose(page, form, "激活码类型", kind.name);
    await choose(page, form, "兑换商品", list[0].label);
    await fill(form, "生成数量", "10");
    // The dialog's button says what it does.
    await button(form, "批量生成").click();
    await visible(page.locator(".ant-message").getByText(/已生成10个激活码/));

    const newest = await api<{ list: { code: string; batch_no: string; status: number }[] }>(
      page,
      "/v1/resources/activation-code?pageSize=10&prop=created_at&order=descending",
    );
    const batch = newest.body.data.list;
    expect(new Set(batch.map((c) => c.batch_no)).size).toBe(1);
    expect(new Set(batch.map((c) => c.code)).size).toBe(10);
    expect(batch.every((c) => c.status === 0)).toBe(true);
    // The list reloaded by itself and shows the new batch on top.
    await expect
      .poll(async () => (await column(page, "激活码")).slice(0, 10).sort())
      .toEqual(batch.map((c) => c.code).sort());
    expect(errors).toEqual([]);
  });

  // Over 10 s: signs in as admin and as the editor, and follows a refund through its dialog, the list and the server.
  it("退款 asks for a reason, marks the order refunded, and is not offered to the editor", async () => {
    const { page } = await openList("admin", "/user-management/user-order");
    const paid = await api<{ list: { id: number; order_no: string }[] }>(
      page,
      "/v1/resources/user-order?status=1&pageSize=1&prop=created_at&order=descending",
    );
    const order = paid.body.data.list[0];
    await fill(page, "订单号", order.order_no);
    await button(page, "查询").click();
    await expect.poll(() => column(page, "订单号")).toEqual([order.order_no]);

    await tableRows(page)
      .first()
      .getByRole("button", { name: /退\s*款/ })
      .click();
    // One dialog: the question on top, then the reason.
    const form = dialog(page);
    await visible(form.getByText(`确定为订单「${order.order_no}」退款吗`));
    await button(form, "退款").click();
    await visible(form.getByText("请输入退款原因"));
    await fill(form, "退款原因", "学员转班，全额退款");
    await button(form, "退款").click();
    await visible(page.locator(".ant-message").getByText(/退款/));

    const after = await api<{ status: number; refund_reason: string }>(page, `/v1/resources/user-order/${order.id}`);
    expect(after.body.data).toMatchObject({ status: 2, refund_reason: "学员转班，全额退款" });
    await expect.poll(() => column(page, "订单状态")).toEqual(["已退款"]);

    const editor = await openList("editor", "/user-management/user-order");
    expect(await editor.page.getByRole("button", { name: /退\s*款/ }).count()).toBe(0);
    const refused = await api(editor.page, `/v1/resources/user-order/${order.id}/actions/refund`, {
      method: "POST",
      body: { refund_reason: "试试" },
    });
    expect(refused.status).toBe(403);
  });
});

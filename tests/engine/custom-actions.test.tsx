import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEngine } from "./support/render-engine.js";
import { requestsTo } from "./support/fake-resources.js";
import { user } from "./support/user.js";
import { button } from "./support/antd.js";
import { editor, reply } from "./support/boot.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";

/** Orders with a confirm-only row action, an admin-only row action with input and a toolbar action with input. */
const orderConfig: ResourceConfig = {
  name: "order",
  title: "订单",
  labelField: "order_no",
  record: {
    type: "object",
    properties: {
      order_no: { type: "string", title: "订单号", readOnly: true },
      status: {
        type: "integer",
        title: "状态",
        readOnly: true,
        options: [
          { value: 0, label: "待支付" },
          { value: 1, label: "已支付" },
        ],
      },
      remark: { type: "string", title: "备注" },
    },
  },
  list: {
    columns: [{ field: "order_no" }, { field: "status" }],
    rowSelection: true,
    actions: {
      edit: { when: { status: [0] } },
      delete: { when: { status: [0] } },
      batchDelete: true,
      custom: [
        {
          name: "confirm",
          label: "确认收款",
          scope: "row",
          when: { status: [0] },
          confirm: "确认收到订单「{label}」的款项吗？",
        },
        {
          name: "refund",
          label: "退款",
          scope: "row",
          when: { status: [1] },
          access: { role: ["admin"] },
          danger: true,
          confirm: "确定为订单「{label}」退款吗？",
          input: {
            required: ["reason"],
            properties: { reason: { type: "string", title: "退款原因", maxLength: 10 } },
          },
        },
        {
          name: "generate",
          label: "批量生成",
          scope: "toolbar",
          input: {
            required: ["count"],
            properties: { count: { type: "integer", title: "生成数量", minimum: 1, maximum: 100 } },
          },
        },
      ],
    },
  },
  form: { fields: [{ field: "remark" }] },
};

const rows = [
  { id: 1, order_no: "DD001", status: 0 },
  { id: 2, order_no: "DD002", status: 1 },
];

type Handle = (method: string, url: URL, body: unknown) => Response | undefined;
const server = (handle?: Handle) => ({ configs: { order: orderConfig }, rows: { order: rows }, handle });
const rowOf = async (label: string) => within((await screen.findByText(label)).closest("tr")!);
const popconfirm = () => document.querySelector<HTMLElement>(".ant-popconfirm:not(.ant-popover-hidden)")!;
const dialog = () =>
  within(document.querySelector<HTMLElement>(".ant-modal-wrap:not([style*='display: none']) .ant-modal")!);
const listRequests = (fetch: Parameters<typeof requestsTo>[0]) => requestsTo(fetch, "/api/v1/resources/order").length;

describe("custom row actions", () => {
  it("show only on the rows their `when` fits, and only to users their access allows", async () => {
    renderEngine("/order-list", server());
    const pending = await rowOf("DD001");
    const paid = await rowOf("DD002");
    expect(pending.getByText("确认收款")).toBeInTheDocument();
    expect(pending.queryByText(/^退\s?款$/)).toBeNull();
    expect(paid.getByText(/^退\s?款$/)).toBeInTheDocument();
    expect(paid.queryByText("确认收款")).toBeNull();
  });

  it("编辑 and 删除 with `when` show only on the rows it fits, whose checkboxes alone may be checked", async () => {
    renderEngine("/order-list", server());
    const pending = await rowOf("DD001");
    const paid = await rowOf("DD002");
    expect(pending.getByText(/^编\s?辑$/)).toBeInTheDocument();
    expect(pending.getByText(/^删\s?除$/)).toBeInTheDocument();
    expect(paid.queryByText(/^编\s?辑$/)).toBeNull();
    expect(paid.queryByText(/^删\s?除$/)).toBeNull();
    expect(pending.getByRole("checkbox")).toBeEnabled();
    expect(paid.getByRole("checkbox")).toBeDisabled();
  });

  it("are hidden from a user the action's rule refuses", async () => {
    renderEngine("/order-list", server(), editor);
    expect((await rowOf("DD001")).getByText("确认收款")).toBeInTheDocument();
    expect((await rowOf("DD002")).queryByText(/^退\s?款$/)).toBeNull();
  });

  it("ask with the row's label, post to the row's action, show the server's message and reload the list", async () => {
    const u = user();
    const { fetch } = renderEngine(
      "/order-list",
      server((method, url) =>
        method === "POST" && url.pathname === "/api/v1/resources/order/1/actions/confirm"
          ? reply({ id: 1, status: 1 }, 200, 200, "已确认收款，课时已计入")
          : undefined,
      ),
    );
    await u.click((await rowOf("DD001")).getByText("确认收款"));
    await waitFor(() => expect(popconfirm()).toHaveTextContent("确认收到订单「DD001」的款项吗？"));
    expect(requestsTo(fetch, "/api/v1/resources/order/1/actions/confirm", "POST")).toHaveLength(0);
    const before = listRequests(fetch);
    await u.click(within(popconfirm()).getByText("确认收款"));
    expect(await screen.findByText("已确认收款，课时已计入")).toBeInTheDocument();
    expect(requestsTo(fetch, "/api/v1/resources/order/1/actions/confirm", "POST")).toHaveLength(1);
    await waitFor(() => expect(listRequests(fetch)).toBeGreaterThan(before));
  });

  it("show a notice the answer carries once, in a dialog that stays until closed and can be printed", async () => {
    const u = user();
    const notice = {
      title: "订单「DD001」的取货码",
      items: [{ label: "取货码", value: "7KQ2M9XA" }],
      note: "只显示这一次",
    };
    renderEngine(
      "/order-list",
      server((method, url) =>
        method === "POST" && url.pathname === "/api/v1/resources/order/1/actions/confirm"
          ? reply({ notice }, 200, 200, "已生成取货码")
          : undefined,
      ),
    );
    await u.click((await rowOf("DD001")).getByText("确认收款"));
    await u.click(within(await waitFor(() => popconfirm())).getByText("确认收款"));
    const sheet = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(".omo-print-sheet");
      expect(found).not.toBeNull();
      return found!;
    });
    expect(sheet).toHaveTextContent("订单「DD001」的取货码");
    expect(sheet).toHaveTextContent("取货码7KQ2M9XA");
    expect(sheet).toHaveTextContent("只显示这一次");
    const printed: unknown[] = [];
    const print = window.print;
    window.print = () => void printed.push(1);
    try {
      await u.click(within(sheet).getByRole("button", { name: /^打\s?印$/ }));
    } finally {
      window.print = print;
    }
    expect(printed).toHaveLength(1);
    await u.click(screen.getByRole("button", { name: "我已记下" }));
    await waitFor(() => expect(document.querySelector(".omo-print-sheet")).toBeNull());
  });

  it("with input open a dialog with the question; a refusal is said in the catalogue's words", async () => {
    const u = user();
    const { fetch } = renderEngine(
      "/order-list",
      server((method, url) =>
        method === "POST" && url.pathname === "/api/v1/resources/order/2/actions/refund"
          ? reply(null, 14016, 409, "订单「DD002」当前状态为「已退款」，不能退款")
          : undefined,
      ),
    );
    await u.click((await rowOf("DD002")).getByText(/^退\s?款$/));
    const modal = await waitFor(() => dialog());
    expect(modal.getByText("确定为订单「DD002」退款吗？")).toBeInTheDocument();
    await u.type(modal.getByLabelText("退款原因"), "重复购买");
    await u.click(modal.getByText(/^退\s?款$/));
    expect(
      await screen.findByText("订单状态不允许退款：订单「DD002」当前状态为「已退款」，不能退款"),
    ).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([input]) => String(input).includes("/actions/refund"))!;
    expect(JSON.parse(String(init?.body))).toEqual({ reason: "重复购买" });
  });
});

describe("a custom toolbar action with input", () => {
  it("sits beside 新增 and checks its fields as you type: nothing is sent while one is empty", async () => {
    const u = user();
    const { fetch } = renderEngine("/order-list", server());
    await u.click(await waitFor(() => button("批量生成")));
    const modal = await waitFor(() => dialog());
    await u.click(modal.getByText("批量生成", { selector: "button span" }));
    expect(await modal.findByText("请输入生成数量")).toBeInTheDocument();
    await u.type(modal.getByLabelText("生成数量"), "101");
    expect(await modal.findByText("生成数量不能大于100")).toBeInTheDocument();
    expect(requestsTo(fetch, "/api/v1/resources/order/actions/generate", "POST")).toHaveLength(0);
  });

  it("puts the server's field message on the field and stays open; on success it closes and reloads", async () => {
    const u = user();
    let attempt = 0;
    const { fetch } = renderEngine(
      "/order-list",
      server((method, url, body) => {
        if (method !== "POST" || url.pathname !== "/api/v1/resources/order/actions/generate") return undefined;
        attempt += 1;
        if (attempt === 1) return reply({ errors: { count: "库存不足，最多生成3个" } }, 10001, 400);
        return reply({ count: (body as { count: number }).count }, 200, 200, "已生成3个激活码");
      }),
    );
    await u.click(await waitFor(() => button("批量生成")));
    const modal = await waitFor(() => dialog());
    await u.type(modal.getByLabelText("生成数量"), "5");
    await u.click(modal.getByText("批量生成", { selector: "button span" }));
    expect(await modal.findByText("库存不足，最多生成3个")).toBeInTheDocument();
    expect(document.querySelector(".ant-modal")).not.toBeNull();

    const before = listRequests(fetch);
    await u.clear(modal.getByLabelText("生成数量"));
    await u.type(modal.getByLabelText("生成数量"), "3");
    await u.click(modal.getByText("批量生成", { selector: "button span" }));
    expect(await screen.findByText("已生成3个激活码")).toBeInTheDocument();
    const posts = fetch.mock.calls.filter(([input]) => String(input).includes("/actions/generate"));
    expect(JSON.parse(String(posts[1][1]?.body))).toEqual({ count: 3 });
    await waitFor(() => expect(listRequests(fetch)).toBeGreaterThan(before));
    await waitFor(() => expect(document.querySelector(".ant-modal-wrap:not([style*='display: none'])")).toBeNull());
  });
});

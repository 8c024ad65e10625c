import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEngine } from "./support/render-engine.js";
import { requestsTo } from "./support/fake-resources.js";
import { user } from "./support/user.js";
import { button } from "./support/antd.js";
import { editor, reply } from "./support/boot.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";

/** Goods whose price, stock and status are edited in place, and a bulk 下架 with a report. */
const goodsConfig: ResourceConfig = {
  name: "goods",
  title: "商品",
  labelField: "name",
  record: {
    type: "object",
    required: ["name", "price", "status"],
    properties: {
      name: { type: "string", title: "名称" },
      price: { type: "number", title: "售价", minimum: 0, maximum: 1000 },
      stock: { type: "integer", title: "库存", minimum: 0 },
      status: {
        type: "integer",
        title: "状态",
        options: [
          { value: 1, label: "上架" },
          { value: 0, label: "下架" },
        ],
      },
    },
  },
  list: {
    columns: [
      { field: "name" },
      { field: "price", editable: true },
      { field: "stock", editable: true },
      { field: "status", editable: true },
    ],
    rowSelection: true,
    actions: {
      edit: { when: { status: [1] } },
      custom: [
        {
          name: "off",
          label: "下架",
          scope: "row",
          bulk: true,
          report: true,
          bulkConfirm: "确定下架选中的 {count} 个商品吗？",
          access: { role: ["admin"] },
        },
      ],
    },
  },
  form: { fields: [{ field: "name" }, { field: "price" }, { field: "stock" }, { field: "status" }] },
};

const rows = [
  { id: 1, name: "钢笔", price: 12, stock: 5, status: 1 },
  { id: 2, name: "墨水", price: 8, stock: 0, status: 1 },
  { id: 3, name: "旧本子", price: 3, stock: 1, status: 0 },
];

type Handle = (method: string, url: URL, body: unknown) => Response | undefined;
const server = (handle?: Handle) => ({ configs: { goods: goodsConfig }, rows: { goods: rows }, handle });
const rowOf = async (label: string) => within((await screen.findByText(label)).closest("tr")!);
const popconfirm = () => document.querySelector<HTMLElement>(".ant-popconfirm:not(.ant-popover-hidden)")!;
const dialog = () =>
  within(document.querySelector<HTMLElement>(".ant-modal-wrap:not([style*='display: none']) .ant-modal")!);
const puts = (fetch: Parameters<typeof requestsTo>[0]) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === "PUT")
    .map(([input, init]) => [new URL(input, "http://localhost").pathname, JSON.parse(String(init?.body))]);
const listRequests = (fetch: Parameters<typeof requestsTo>[0]) => requestsTo(fetch, "/api/v1/resources/goods").length;

describe("an editable column", () => {
  it("turns into the field's widget on click and saves that one field on Enter, without reloading the list", async () => {
    const u = user();
    const { fetch } = renderEngine("/goods-list", server());
    const pen = await rowOf("钢笔");
    const before = listRequests(fetch);
    await u.click(pen.getByRole("button", { name: /^编辑售价/ }));
    const input = await pen.findByRole("spinbutton");
    await waitFor(() => expect(input).toHaveFocus());
    await u.clear(input);
    await u.type(input, "15{Enter}");
    expect(await screen.findByText("保存成功")).toBeInTheDocument();
    expect(puts(fetch)).toEqual([["/api/v1/resources/goods/1", { price: 15 }]]);
    await waitFor(() => expect(pen.getByRole("button", { name: /^编辑售价/ })).toHaveTextContent("15"));
    expect(listRequests(fetch)).toBe(before);
  });

  it("checks the record's rules first: a bad value says why under the widget and sends nothing", async () => {
    const u = user();
    const { fetch } = renderEngine("/goods-list", server());
    const pen = await rowOf("钢笔");
    await u.click(pen.getByRole("button", { name: /^编辑售价/ }));
    const input = await pen.findByRole("spinbutton");
    await u.clear(input);
    await u.type(input, "2000{Enter}");
    expect(await pen.findByText("售价不能大于1000")).toBeInTheDocument();
    expect(puts(fetch)).toEqual([]);
  });

  it("restores the old value and shows the server's message for the field beside the cell", async () => {
    const u = user();
    const { fetch } = renderEngine(
      "/goods-list",
      server((method, url) =>
        method === "PUT" && url.pathname === "/api/v1/resources/goods/1"
          ? reply({ errors: { stock: "库存不能超过仓库容量" } }, 10001, 400)
          : undefined,
      ),
    );
    const pen = await rowOf("钢笔");
    await u.click(pen.getByRole("button", { name: /^编辑库存/ }));
    const input = await pen.findByRole("spinbutton");
    await u.clear(input);
    await u.type(input, "99{Enter}");
    expect(await pen.findByRole("alert")).toHaveTextContent("库存不能超过仓库容量");
    expect(pen.getByRole("button", { name: /^编辑库存/ })).toHaveTextContent("5");
    expect(puts(fetch)).toEqual([["/api/v1/resources/goods/1", { stock: 99 }]]);
  });

  it("cancels on Escape: the old value is back, nothing is sent, focus returns to the cell", async () => {
    const u = user();
    const { fetch } = renderEngine("/goods-list", server());
    const pen = await rowOf("钢笔");
    pen.getByRole("button", { name: /^编辑库存/ }).focus();
    await u.keyboard("{Enter}");
    const input = await pen.findByRole("spinbutton");
    await waitFor(() => expect(input).toHaveFocus());
    await u.type(input, "7");
    await u.keyboard("{Escape}");
    const cell = await pen.findByRole("button", { name: /^编辑库存/ });
    expect(cell).toHaveTextContent("5");
    await waitFor(() => expect(cell).toHaveFocus());
    expect(puts(fetch)).toEqual([]);
  });

  it("saves a choice as it is made (a select of the field's options)", async () => {
    const u = user();
    const { fetch } = renderEngine("/goods-list", server());
    const ink = await rowOf("墨水");
    await u.click(ink.getByRole("button", { name: /^编辑状态/ }));
    await u.click(await ink.findByRole("combobox"));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(
        ".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title='下架']",
      );
      if (!found) throw new Error("no option 下架");
      return found;
    });
    await u.click(option);
    expect(await screen.findByText("保存成功")).toBeInTheDocument();
    expect(puts(fetch)).toEqual([["/api/v1/resources/goods/2", { status: 0 }]]);
  });

  it("is plain on rows 编辑 is not for", async () => {
    renderEngine("/goods-list", server());
    expect((await rowOf("旧本子")).queryByRole("button", { name: /^编辑售价/ })).toBeNull();
    expect((await rowOf("钢笔")).getByRole("button", { name: /^编辑售价/ })).toBeInTheDocument();
  });

  it("is plain for a user without update access", async () => {
    const adminsOnly = { ...goodsConfig, access: { update: { role: ["admin"] } } };
    renderEngine("/goods-list", { configs: { goods: adminsOnly }, rows: { goods: rows } }, editor);
    expect(await screen.findByText("12")).toBeInTheDocument();
    expect((await rowOf("钢笔")).queryByRole("button", { name: /^编辑售价/ })).toBeNull();
  });
});

describe("a bulk action", () => {
  it("is in the toolbar, disabled until rows are checked, asks with the count and shows the report", async () => {
    const u = user();
    const { fetch } = renderEngine(
      "/goods-list",
      server((method, url, body) =>
        method === "POST" && url.pathname === "/api/v1/resources/goods/actions/off/bulk"
          ? reply(
              {
                count: 2,
                rows: (body as { ids: number[] }).ids.map((id) => ({
                  id,
                  label: rows[id - 1].name,
                  message: `${rows[id - 1].name}已下架`,
                })),
              },
              200,
              200,
              "已下架2条商品",
            )
          : undefined,
      ),
    );
    const bulk = await waitFor(() => button("批量下架"));
    expect(bulk).toBeDisabled();
    await u.click((await rowOf("钢笔")).getByRole("checkbox"));
    await u.click((await rowOf("墨水")).getByRole("checkbox"));
    await waitFor(() => expect(bulk).toBeEnabled());
    await u.click(bulk);
    await waitFor(() => expect(popconfirm()).toHaveTextContent("确定下架选中的 2 个商品吗？"));
    const before = listRequests(fetch);
    await u.click(within(popconfirm()).getByText(/^下\s?架$/));
    const report = await waitFor(() => dialog());
    expect(report.getByText("下架完成：共 2 条")).toBeInTheDocument();
    expect(report.getByText("钢笔已下架")).toBeInTheDocument();
    expect(report.getByText("墨水已下架")).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([input]) => String(input).includes("/actions/off/bulk"))!;
    expect(JSON.parse(String(init?.body))).toEqual({ ids: [1, 2] });
    await waitFor(() => expect(listRequests(fetch)).toBeGreaterThan(before));
    await waitFor(() => expect(bulk).toBeDisabled());
  });

  it("names the rows that stopped it when the server refuses the whole run", async () => {
    const u = user();
    renderEngine(
      "/goods-list",
      server((method, url) =>
        method === "POST" && url.pathname === "/api/v1/resources/goods/actions/off/bulk"
          ? reply(
              { rows: [{ id: 3, label: "旧本子", message: "商品「旧本子」当前状态为「下架」，不能下架" }] },
              10060,
              409,
              "商品「旧本子」：商品「旧本子」当前状态为「下架」，不能下架，全部未下架",
            )
          : undefined,
      ),
    );
    await u.click((await rowOf("旧本子")).getByRole("checkbox"));
    await u.click(button("批量下架"));
    await waitFor(() => expect(popconfirm()).toBeTruthy());
    await u.click(within(popconfirm()).getByText(/^下\s?架$/));
    const report = await waitFor(() => dialog());
    expect(report.getAllByText("有 1 条记录不能下架，全部未执行").length).toBeGreaterThan(0);
    expect(report.getByText("商品「旧本子」当前状态为「下架」，不能下架")).toBeInTheDocument();
  });

  it("reads a label given in both languages: the button and the default question say its Chinese", async () => {
    const [off] = goodsConfig.list.actions!.custom!;
    const { bulkConfirm: _question, ...plain } = off!;
    const twoLanguages: ResourceConfig = {
      ...goodsConfig,
      list: {
        ...goodsConfig.list,
        actions: {
          ...goodsConfig.list.actions,
          custom: [{ ...plain, label: { "zh-CN": "下架", "en-US": "Take off sale" } }],
        },
      },
    };
    const u = user();
    renderEngine("/goods-list", { configs: { goods: twoLanguages }, rows: { goods: rows } });
    await u.click((await rowOf("钢笔")).getByRole("checkbox"));
    await u.click(await waitFor(() => button("批量下架")));
    await waitFor(() => expect(popconfirm()).toHaveTextContent("确定对选中的 1 条记录执行「下架」吗？"));
  });

  it("is hidden from a user the action's rule refuses, and then the rows have no checkboxes", async () => {
    renderEngine("/goods-list", server(), editor);
    await rowOf("钢笔");
    expect(screen.queryByText("批量下架")).toBeNull();
    expect((await rowOf("钢笔")).queryByRole("checkbox")).toBeNull();
  });
});

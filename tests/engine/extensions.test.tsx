import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { cellRendererFor, cellRenderers } from "../../src/engine/columns/registry.js";
import { fieldWidgetFor } from "../../src/engine/fields/registry.js";
import { queryWidgetFor } from "../../src/engine/query/registry.js";
import { registerRenderer } from "../../src/engine/extend.js";
import { renderEngine } from "./support/render-engine.js";
import { queryOf, requestsTo } from "./support/fake-resources.js";
import { button } from "./support/antd.js";
import { user } from "./support/user.js";

/** A resource using one of each shipped extension and a built-in renderer with props. */
const stage: ResourceConfig = {
  name: "stage",
  title: "舞台",
  record: {
    type: "object",
    required: ["name"],
    properties: {
      name: { type: "string", title: "名称" },
      seats: { type: "integer", title: "已售", minimum: 0 },
      capacity: { type: "integer", title: "座位数", minimum: 1 },
      fee: { type: "number", title: "票价" },
      rating: { type: "number", title: "评分", minimum: 0, maximum: 5 },
      status: {
        type: "integer",
        title: "状态",
        options: [
          { value: 1, label: "开放" },
          { value: 0, label: "关闭" },
        ],
      },
    },
  },
  list: {
    columns: [
      { field: "name" },
      { field: "seats", render: "progress", props: { maxField: "capacity" } },
      { field: "capacity", render: "progress", props: { max: 200, color: "#52c41a" } },
      { field: "fee", render: "money", props: { symbol: "US$", digits: 0 } },
      { field: "rating", render: "progres" },
    ],
    query: [{ field: "status", operator: "eq", widget: "segmented", props: { allLabel: "不限" } }],
    actions: { create: true },
  },
  form: {
    fields: [{ field: "name" }, { field: "rating", widget: "slider", props: { step: 0.5, showInput: true } }],
  },
};
const rows = [
  { id: 1, name: "大剧院", seats: 30, capacity: 120, fee: 1234.5, rating: 4, status: 1 },
  { id: 2, name: "小剧场", seats: 50, capacity: 50, fee: 80, rating: 3, status: 0 },
];
const server = { configs: { stage }, rows: { stage: rows } };

async function rowOf(name: string) {
  const cell = await screen.findByText(name);
  return within(cell.closest("tr")!);
}

describe("extensions in the registries", () => {
  it("knows the shipped extensions' names from their client.tsx, without the engine naming them", () => {
    expect(cellRendererFor("progress")).toBeDefined();
    expect(fieldWidgetFor("slider")).toBeDefined();
    expect(queryWidgetFor("segmented")).toBeDefined();
    expect(cellRendererFor("progres")).toBeUndefined();
  });

  it("registers a new renderer once: a second registration of the name throws", () => {
    const Stars = () => <>★</>;
    registerRenderer("testStars", Stars);
    expect(cellRendererFor("testStars")).toBe(Stars);
    expect(() => registerRenderer("testStars", Stars)).toThrow(/registered twice/);
  });

  it("keeps a built-in's component when an extension registers its name", () => {
    registerRenderer("money", () => <>not money</>);
    expect(cellRendererFor("money")).toBe(cellRenderers.money);
  });
});

describe("extension components on a page", () => {
  it("renders the progress column with its props, a built-in's props, and a red notice for an unknown name", async () => {
    renderEngine("/stage-list", server);
    const big = await rowOf("大剧院");
    expect(await big.findByText("30/120")).toBeInTheDocument();
    expect(big.getByText("120/200")).toBeInTheDocument();
    expect(big.getByText("US$ 1,235")).toBeInTheDocument();
    const bars = big.getAllByRole("progressbar");
    expect(bars.map((b) => b.getAttribute("aria-valuenow"))).toEqual(["25", "60"]);
    const small = await rowOf("小剧场");
    // Full: the bar turns red.
    expect(await small.findByText("50/50")).toBeInTheDocument();
    const full = small.getAllByRole("progressbar")[0].querySelector<HTMLElement>(".ant-progress-bg")!;
    expect(full.style.background || full.style.backgroundColor).toMatch(/#ff4d4f|255, 77, 79/);
    expect(screen.getByText(/未知的列渲染类型 "progres"/)).toBeInTheDocument();
  });

  it("filters with the segmented query widget: its options after the props' 全部 label", async () => {
    const u = user();
    const { fetch } = renderEngine("/stage-list", server);
    await screen.findByText("大剧院");
    const search = within(document.querySelector<HTMLElement>("form[role=search]")!);
    expect(await search.findByText("不限")).toBeInTheDocument();
    await u.click(search.getByText("关闭"));
    await u.click(button("查询"));
    await waitFor(() => expect(queryOf(requestsTo(fetch, "/api/v1/resources/stage").at(-1)!).status).toBe("0"));
    await waitFor(() => expect(screen.queryByText("大剧院")).toBeNull());
  });

  it("takes a value from the slider widget's number box, between the record's minimum and maximum", async () => {
    const u = user();
    const { fetch } = renderEngine("/stage-add", server);
    await u.type(await screen.findByLabelText("名称"), "露天舞台");
    // The label names both: the number box (the label's target) and the slider's handle.
    const named = await screen.findAllByLabelText("评分");
    const box = named.find((el) => el.tagName === "INPUT")!;
    const slider = named.find((el) => el.getAttribute("role") === "slider")!;
    expect(slider).toHaveAttribute("aria-valuemin", "0");
    expect(slider).toHaveAttribute("aria-valuemax", "5");
    await u.type(box, "4.5");
    await waitFor(() => expect(slider).toHaveAttribute("aria-valuenow", "4.5"));
    await u.click(button("保存"));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true));
    const [post] = fetch.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post[1]?.body))).toEqual({ name: "露天舞台", rating: 4.5 });
  });
});

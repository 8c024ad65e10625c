import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEngine } from "./support/render-engine.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";

/** A config as a hand-edited file might be, with types no registry knows. */
const badConfig = {
  name: "bad",
  title: "坏配置",
  record: {
    type: "object",
    properties: {
      name: { type: "string", title: "名称" },
      score: { type: "integer", title: "分数" },
      note: { type: "string", title: "备注" },
      level: { type: "integer", title: "等级" },
    },
  },
  list: {
    columns: [{ field: "name" }, { field: "score", render: "sparkline" }, { field: "nope" }],
    query: [{ field: "name", operator: "contains", widget: "colorPicker" }],
  },
  form: { fields: [{ field: "name" }, { field: "score" }, { field: "note" }, { field: "level", widget: "rating" }] },
} as unknown as ResourceConfig;

const server = { configs: { bad: badConfig }, rows: { bad: [{ id: 1, name: "甲", score: 90 }] } };

describe("config problems", () => {
  it("shows an unknown form widget in place, naming the file and JSON pointer", async () => {
    renderEngine("/bad-add", server);
    expect(
      await screen.findByText('resources/bad.json#/form/fields/3/widget: 未知的控件类型 "rating"'),
    ).toBeInTheDocument();
    // The other fields still work.
    expect(screen.getByLabelText("备注")).toBeInTheDocument();
  });

  it("reports unknown column renderers, fields and query widgets and still shows the list", async () => {
    renderEngine("/bad-list", server);
    expect(
      await screen.findByText('resources/bad.json#/list/columns/1/render: 未知的列渲染类型 "sparkline"'),
    ).toBeInTheDocument();
    expect(screen.getByText('resources/bad.json#/list/columns/2/field: 未知的字段 "nope"')).toBeInTheDocument();
    expect(
      screen.getByText('resources/bad.json#/list/query/0/widget: 未知的控件类型 "colorPicker"'),
    ).toBeInTheDocument();
    // The column without a renderer falls back to text.
    expect(await screen.findByText("90")).toBeInTheDocument();
  });
});

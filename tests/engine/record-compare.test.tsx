import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEngine } from "./support/render-engine.js";
import { requestsTo } from "./support/fake-resources.js";
import { button, pickOption } from "./support/antd.js";
import { user } from "./support/user.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { resolveFormFields } from "../../src/engine/form/resolve-form-fields.js";
import { compareDependencies, toCompareRules } from "../../src/engine/fields/form-rules.js";

const promoConfig: ResourceConfig = {
  name: "promo",
  title: "促销活动",
  record: {
    type: "object",
    required: ["name"],
    properties: {
      name: { type: "string", title: "活动名称" },
      quota: { type: "integer", title: "总名额" },
      used: { type: "integer", title: "已使用" },
      opens_at: { type: "string", title: "开放时间", format: "time" },
      closes_at: { type: "string", title: "关闭时间", format: "time" },
    },
    compare: [
      { field: "used", op: "lte", than: "quota", message: "已使用不能超过总名额" },
      { field: "closes_at", op: "gt", than: "opens_at", message: "关闭时间须晚于开放时间" },
    ],
  },
  list: { columns: [{ field: "name" }], actions: { create: true } },
  form: {
    fields: [{ field: "name" }, { field: "quota" }, { field: "used" }, { field: "opens_at" }, { field: "closes_at" }],
  },
};
const server = { configs: { promo: promoConfig }, rows: { promo: [] } };

/** The messages shown under the form item labelled `label`. */
const errorsOf = (label: string) =>
  [
    ...(screen.getByLabelText(label).closest(".ant-form-item")?.querySelectorAll(".ant-form-item-explain-error") ?? []),
  ].map((el) => el.textContent);

describe("record.compare in the form", () => {
  it("shows the message on the field as you type and clears it when the other field changes to fit", async () => {
    const u = user();
    renderEngine("/promo-add", server);
    await u.type(await screen.findByLabelText("总名额"), "10");
    await u.type(screen.getByLabelText("已使用"), "12");
    await waitFor(() => expect(errorsOf("已使用")).toEqual(["已使用不能超过总名额"]));
    expect(errorsOf("总名额")).toEqual([]);

    await u.clear(screen.getByLabelText("总名额"));
    await u.type(screen.getByLabelText("总名额"), "12");
    // Equal fits `lte`; numbers are compared as numbers ("12" ≤ "100" would fail as text).
    await waitFor(() => expect(errorsOf("已使用")).toEqual([]));
    await u.type(screen.getByLabelText("总名额"), "0");
    await waitFor(() => expect(errorsOf("已使用")).toEqual([]));
    await u.clear(screen.getByLabelText("总名额"));
    await u.type(screen.getByLabelText("总名额"), "5");
    await waitFor(() => expect(errorsOf("已使用")).toEqual(["已使用不能超过总名额"]));
  });

  it("checks times, says nothing while one side is empty, and does not save a broken row", async () => {
    const u = user();
    const { fetch } = renderEngine("/promo-add", server);
    await u.type(await screen.findByLabelText("活动名称"), "周末特惠");
    await pickOption(u, "关闭时间", "09:00");
    expect(errorsOf("关闭时间")).toEqual([]);
    await pickOption(u, "开放时间", "09:00");
    await waitFor(() => expect(errorsOf("关闭时间")).toEqual(["关闭时间须晚于开放时间"]));

    await u.click(button("保存"));
    await waitFor(() => expect(errorsOf("关闭时间")).toEqual(["关闭时间须晚于开放时间"]));
    expect(requestsTo(fetch, "/api/v1/resources/promo", "POST")).toEqual([]);

    await pickOption(u, "开放时间", "08:30");
    await waitFor(() => expect(errorsOf("关闭时间")).toEqual([]));
    await u.click(button("保存"));
    await waitFor(() => expect(requestsTo(fetch, "/api/v1/resources/promo", "POST")).toHaveLength(1));
  });
});

describe("record.compare on a date range", () => {
  const giftConfig: ResourceConfig = {
    ...promoConfig,
    record: {
      type: "object",
      properties: {
        name: { type: "string", title: "名称" },
        valid_from: { type: "string", title: "开始日期", format: "date" },
        valid_to: { type: "string", title: "结束日期", format: "date" },
      },
      compare: [{ field: "valid_to", op: "gt", than: "valid_from", message: "结束日期须晚于开始日期" }],
    },
    form: { fields: [{ field: "name" }, { field: "valid_from", widget: "dateRange", endField: "valid_to" }] },
  };

  it("is checked on the range's own pair, with nothing else to depend on", async () => {
    const [name, range] = resolveFormFields(giftConfig, "create");
    expect(name.compare).toBeUndefined();
    expect(range.compare).toEqual([
      {
        op: "gt",
        kind: "date",
        message: "结束日期须晚于开始日期",
        field: { item: "valid_from", end: 1 },
        than: { item: "valid_from", end: 0 },
      },
    ]);
    expect(compareDependencies(range.name, range.compare)).toEqual([]);
    const [rule] = toCompareRules(range.compare);
    type Check = (rule: unknown, value: unknown) => Promise<void>;
    const build = rule as (form: { getFieldValue: () => unknown }) => { validator: Check };
    const validator = build({ getFieldValue: () => undefined }).validator;
    await expect(validator({}, ["2026-11-01", "2026-11-01"])).rejects.toThrow("结束日期须晚于开始日期");
    await expect(validator({}, ["2026-11-01", "2026-11-02"])).resolves.toBeUndefined();
    await expect(validator({}, ["2026-11-01", ""])).resolves.toBeUndefined();
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../mock-server/app.js";
import { loadConfig } from "../../mock-server/plugins/config-loader.js";
import { checkResources } from "../../mock-server/resources/check-resources.js";
import { problemLine } from "../../mock-server/config/problems.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { body } from "../helpers/test-app.js";
import { resourceApp, tempConfig, type ResourceApp } from "../helpers/resources-fixture.js";
import type { ResourceSeed } from "../../mock-server/resources/seed-types.js";
import { shippedParts } from "../helpers/parts.js";

/** A resource with one comparison per kind: dates, numbers, times and date-times. */
const promotion = {
  name: "promotion",
  title: "促销活动",
  record: {
    type: "object",
    required: ["name", "start_on", "end_on"],
    properties: {
      name: { type: "string", title: "活动名称", maxLength: 20 },
      start_on: { type: "string", title: "开始日期", format: "date" },
      end_on: { type: "string", title: "结束日期", format: "date" },
      quota: { type: "integer", title: "总名额", minimum: 1 },
      used: { type: "integer", title: "已使用", minimum: 0, default: 0 },
      opens_at: { type: "string", title: "开放时间", format: "time" },
      closes_at: { type: "string", title: "关闭时间", format: "time" },
      draw_at: { type: "string", title: "开奖时间", format: "date-time" },
      notify_at: { type: "string", title: "通知时间", format: "date-time" },
    },
    compare: [
      { field: "end_on", op: "gte", than: "start_on", message: "结束日期不能早于开始日期" },
      { field: "used", op: "lte", than: "quota", message: "已使用不能超过总名额" },
      { field: "closes_at", op: "gt", than: "opens_at", message: "关闭时间须晚于开放时间" },
      { field: "notify_at", op: "lt", than: "draw_at", message: "通知时间须早于开奖时间" },
    ],
  },
  list: { columns: [{ field: "name" }] },
  form: { fields: [{ field: "name" }, { field: "start_on", widget: "dateRange", endField: "end_on" }] },
};

const url = "/api/v1/resources/promotion";
const ok = { name: "双十一", start_on: "2026-11-01", end_on: "2026-11-11" };

let t: ResourceApp;
beforeAll(async () => {
  t = await resourceApp({}, [promotion]);
});
afterAll(() => t.close());

async function errors(method: string, path: string, payload: unknown): Promise<Record<string, string>> {
  const res = await t.call(method, path, payload);
  expect(res.statusCode, res.body).toBe(400);
  expect(body(res).code).toBe(10001);
  return body<{ errors: Record<string, string> }>(res).data.errors;
}
async function created(payload: object): Promise<{ id: number } & Record<string, unknown>> {
  const res = await t.call("POST", url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ id: number }>(res).data;
}

describe("record.compare on the server", () => {
  it("refuses a create breaking a comparison with its message on the field, every broken one at once", async () => {
    expect(
      await errors("POST", url, {
        ...ok,
        end_on: "2026-10-31",
        quota: 10,
        used: 11,
        opens_at: "09:00",
        closes_at: "09:00",
        draw_at: "2026-11-11 20:00:00",
        notify_at: "2026-11-11 20:00:00",
      }),
    ).toEqual({
      end_on: "结束日期不能早于开始日期",
      used: "已使用不能超过总名额",
      closes_at: "关闭时间须晚于开放时间",
      notify_at: "通知时间须早于开奖时间",
    });
    const list = body<{ total: number }>(await t.call("GET", url)).data;
    expect(list.total).toBe(0);
  });

  it("accepts equal values for gte and lte, and says nothing while one side is empty", async () => {
    const row = await created({ ...ok, end_on: ok.start_on, quota: 5, used: 5, closes_at: "08:00" });
    expect(row).toMatchObject({ start_on: "2026-11-01", end_on: "2026-11-01", used: 5 });
  });

  it("compares numbers as numbers and date-times in their stored spelling", async () => {
    // As texts "9" > "10"; as numbers 9 ≤ 10.
    await created({ ...ok, name: "数字", quota: 10, used: 9 });
    // `T` and no seconds are stored as "2026-11-11 08:30:00", which is before 08:30:01.
    await created({ ...ok, name: "时间", draw_at: "2026-11-11 08:30:01", notify_at: "2026-11-11T08:30" });
    expect(
      await errors("POST", url, {
        ...ok,
        name: "时间2",
        draw_at: "2026-11-11 08:30:00",
        notify_at: "2026-11-11T08:30",
      }),
    ).toEqual({ notify_at: "通知时间须早于开奖时间" });
  });

  it("checks an update on the row it would store: changing one side alone is refused", async () => {
    const row = await created({ ...ok, name: "单边", quota: 10, used: 3, opens_at: "09:00", closes_at: "18:00" });
    const at = `${url}/${row.id}`;
    expect(await errors("PUT", at, { start_on: "2026-11-12" })).toEqual({ end_on: "结束日期不能早于开始日期" });
    expect(await errors("PUT", at, { end_on: "2026-10-01" })).toEqual({ end_on: "结束日期不能早于开始日期" });
    expect(await errors("PUT", at, { quota: 2 })).toEqual({ used: "已使用不能超过总名额" });
    expect(await errors("PUT", at, { opens_at: "18:00" })).toEqual({ closes_at: "关闭时间须晚于开放时间" });
    const stored = body<Record<string, unknown>>(await t.call("GET", at)).data;
    expect(stored).toMatchObject({ start_on: "2026-11-01", end_on: "2026-11-11", quota: 10, opens_at: "09:00" });
    // Both sides together, or one side cleared, is fine.
    const moved = await t.call("PUT", at, { start_on: "2026-12-01", end_on: "2026-12-01", quota: null });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(body(moved).data).toMatchObject({ start_on: "2026-12-01", end_on: "2026-12-01", quota: null, used: 3 });
  });
});

describe("record.compare in the seed validator", () => {
  it("stops the start on a sample row breaking a comparison, naming resource, row and field", async () => {
    const seed: ResourceSeed = () => [ok, { ...ok, name: "倒序", start_on: "2026-11-02", end_on: "2026-11-01" }];
    const configDir = tempConfig([promotion]);
    const dataDir = mkdtempSync(join(tmpdir(), "omo-test-"));
    try {
      const start = async () => {
        const app = await buildApp({ configDir, dataDir, uiDir: false, resourceSeeds: [["promotion", seed]] });
        await app.ready();
      };
      await expect(start()).rejects.toThrow('seed of resource "promotion", row 1: end_on: 结束日期不能早于开始日期');
    } finally {
      rmSync(configDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("record.compare at start", () => {
  const problems = (compare: unknown[]) =>
    checkResources(
      { promotion: { ...promotion, record: { ...promotion.record, compare } } as unknown as ResourceConfig },
      [],
      shippedParts.actions,
    ).map(problemLine);

  it("accepts the fixture's comparisons", () => {
    expect(problems(promotion.record.compare)).toEqual([]);
  });

  it("refuses an unknown field, fields of different kinds or of no comparable kind, and a field with itself", () => {
    expect(
      problems([
        { field: "finish_on", op: "gte", than: "start_on", message: "x" },
        { field: "end_on", op: "gte", than: "begin", message: "x" },
        { field: "end_on", op: "gte", than: "draw_at", message: "x" },
        { field: "used", op: "lte", than: "start_on", message: "x" },
        { field: "name", op: "gt", than: "name", message: "x" },
        { field: "quota", op: "gt", than: "quota", message: "x" },
      ]),
    ).toEqual([
      'resources/promotion.json#/record/compare/0/field: 未知的字段 "finish_on"（record.properties 中没有）',
      'resources/promotion.json#/record/compare/1/than: 未知的字段 "begin"（record.properties 中没有）',
      'resources/promotion.json#/record/compare/2/than: 字段 "draw_at"（日期时间）与 "end_on"（日期）不是同一类，不能比较',
      'resources/promotion.json#/record/compare/3/than: 字段 "start_on"（日期）与 "used"（数字）不是同一类，不能比较',
      'resources/promotion.json#/record/compare/4/field: 字段 "name" 不能比较（需要数字，或格式为 date、date-time、time 的文本）',
      'resources/promotion.json#/record/compare/4/than: 字段 "name" 不能比较（需要数字，或格式为 date、date-time、time 的文本）',
      'resources/promotion.json#/record/compare/5/than: 字段 "quota" 与自己比较',
    ]);
  });

  it("is a key of the resource schema: a wrong op stops the start too", async () => {
    const configDir = tempConfig([
      {
        ...promotion,
        record: { ...promotion.record, compare: [{ field: "end_on", op: "after", than: "start_on", message: "x" }] },
      },
    ]);
    try {
      expect(() => loadConfig(configDir, shippedParts)).toThrow(/resources\/promotion\.json#\/record\/compare\/0\/op/);
    } finally {
      rmSync(configDir, { recursive: true, force: true });
    }
  });
});

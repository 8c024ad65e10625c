import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { timeSlots } from "../../src/engine/fields/time-slots.js";
import { columnStates, moveColumn, toggleColumn } from "../../src/engine/list/column-settings.js";
import { cellRenderers } from "../../src/engine/columns/registry.js";
import { fieldWidgets } from "../../src/engine/fields/registry.js";
import { queryWidgets } from "../../src/engine/query/registry.js";
import { fileNameOf } from "../../src/engine/list/download.js";
import { paginationProps } from "../../src/engine/list/pagination-props.js";
import { defaultWidget } from "../../src/engine/fields/default-widget.js";
import type { RecordField } from "../../src/types/generated/resource.js";

const schema = JSON.parse(readFileSync("schemas/resource.schema.json", "utf8"));

describe("registries", () => {
  it("have exactly one entry per type the schema allows", () => {
    const { ColumnRender, FieldWidget, QueryWidget } = schema.definitions;
    expect(Object.keys(cellRenderers).sort()).toEqual([...ColumnRender.enum].sort());
    expect(Object.keys(fieldWidgets).sort()).toEqual([...FieldWidget.enum].sort());
    expect(Object.keys(queryWidgets).sort()).toEqual([...QueryWidget.enum].sort());
  });
});

describe("timeSlots", () => {
  it("runs from start to end inclusive in steps", () => {
    const slots = timeSlots({ start: "08:30", end: "18:30", step: 15 });
    expect(slots).toHaveLength(41);
    expect([slots[0], slots[1], slots.at(-1)]).toEqual(["08:30", "08:45", "18:30"]);
    expect(timeSlots({ start: "09:00", end: "10:00", step: 25 })).toEqual(["09:00", "09:25", "09:50"]);
  });
});

describe("column settings", () => {
  const config = [{ field: "a" }, { field: "b", hidden: true }, { field: "c" }];
  const visible = (prefs: Parameters<typeof columnStates>[1]) =>
    columnStates(config, prefs)
      .filter((s) => s.visible)
      .map((s) => s.field);

  it("derives from the config and stores only what differs", () => {
    expect(visible({})).toEqual(["a", "c"]);
    const shown = toggleColumn({}, "b");
    expect(shown).toEqual({ toggled: ["b"] });
    expect(visible(shown)).toEqual(["a", "b", "c"]);
    expect(toggleColumn(shown, "b")).toEqual({ toggled: undefined });
    const moved = moveColumn(config, {}, "c", -1);
    expect(moved.order).toEqual(["a", "c", "b"]);
    expect(moveColumn(config, moved, "c", 1).order).toBeUndefined();
  });

  it("shows a column added to the config after the user saved an order", () => {
    const states = columnStates([...config, { field: "d" }], { order: ["c", "a", "b"] });
    expect(states.map((s) => s.field)).toEqual(["c", "a", "b", "d"]);
  });
});

describe("export file name", () => {
  it("reads the UTF-8 name first, then the plain one", () => {
    expect(fileNameOf(`attachment; filename="x.csv"; filename*=UTF-8''%E6%A0%A1%E5%8C%BA-20240101.csv`)).toBe(
      "校区-20240101.csv",
    );
    expect(fileNameOf('attachment; filename="plain.csv"')).toBe("plain.csv");
    expect(fileNameOf(null)).toBeUndefined();
  });
});

describe("pagination layout", () => {
  const base = { current: 1, pageSize: 10, total: 30 };
  it("maps the layout's parts onto antd's props", () => {
    const all = paginationProps(undefined, base);
    expect(all && [all.showSizeChanger, all.showQuickJumper, all.showTotal?.(30, [1, 10])]).toEqual([
      true,
      true,
      "共 30 条",
    ]);
    const some = paginationProps({ layout: "prev, next", pageSizes: [5, 15] }, base);
    if (!some) throw new Error("pagination off");
    expect([some.showSizeChanger, some.showQuickJumper, some.showTotal, some.pageSizeOptions]).toEqual([
      false,
      false,
      undefined,
      [5, 15],
    ]);
    expect(some.itemRender?.(2, "page", null)).toBeNull();
    expect(some.itemRender?.(2, "next", "next")).toBe("next");
    expect(paginationProps(undefined, false)).toBe(false);
  });
});

describe("default widget", () => {
  it("follows the record field as the schema documents it", () => {
    const t = (f: Partial<RecordField>) => defaultWidget({ type: "string", title: "x", ...f } as RecordField);
    expect(t({ type: "array", items: { type: "integer" } })).toBe("multiSelect");
    expect(t({ options: [{ value: "a", label: "甲" }] })).toBe("select");
    expect(t({ type: "integer", relation: { resource: "campus" } })).toBe("select");
    expect(t({ type: "boolean" })).toBe("switch");
    expect(t({ format: "date" })).toBe("date");
    expect(t({ format: "date-time" })).toBe("datetime");
    expect(t({ format: "time" })).toBe("time");
    expect(t({ format: "password" })).toBe("password");
    expect(t({ format: "image" })).toBe("upload");
    expect(t({ type: "number" })).toBe("number");
    expect(t({ maxLength: 500 })).toBe("textarea");
    expect(t({ maxLength: 500, format: "url" })).toBe("input");
    expect(t({ maxLength: 50 })).toBe("input");
  });
});

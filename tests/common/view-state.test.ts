import { describe, expect, it } from "vitest";
import { fitViewState, unknownViewFields } from "../../src/common/view-state.js";
import { columnPrefsOf, viewColumns } from "../../src/engine/list/views/view-columns.js";

const campus = {
  list: {
    columns: [
      { field: "id", sortable: true },
      { field: "name", sortable: true },
      { field: "city" },
      { field: "email", hidden: true },
    ],
    query: [{ field: "name" }, { field: "city" }],
  },
};

describe("a view's state against the resource", () => {
  it("names every field the resource does not offer, by where it sits", () => {
    const state = {
      filters: [
        { field: "city", operator: "contains", value: "北京" },
        { field: "phone", operator: "eq", value: "1" },
      ],
      sorters: [{ field: "city", order: "asc" as const }],
      columns: { order: ["id", "name"], hidden: ["fax"] },
    };
    expect(unknownViewFields(campus, state)).toEqual({
      "state.filters.1": "phone",
      "state.sorters.0": "city",
      "state.columns": "fax",
    });
    // System columns sort without being listed.
    expect(unknownViewFields(campus, { sorters: [{ field: "created_at", order: "desc" }] })).toEqual({});
  });

  it("leaves out what a config change removed, and keeps the rest", () => {
    const old = {
      filters: [
        { field: "city", operator: "contains", value: "北京" },
        { field: "region", operator: "eq", value: 2 },
      ],
      sorters: [{ field: "rank", order: "asc" as const }],
      columns: { order: ["rank", "name", "id"], hidden: ["rank", "city"] },
      pageSize: 50,
    };
    expect(fitViewState(campus, old)).toEqual({
      filters: [{ field: "city", operator: "contains", value: "北京" }],
      sorters: [],
      columns: { order: ["name", "id"], hidden: ["city"] },
      pageSize: 50,
    });
    expect(fitViewState(campus, {})).toEqual({});
  });
});

describe("a view's columns and the column settings", () => {
  const config = campus.list.columns;

  it("keeps only the changes to the config's own columns", () => {
    expect(columnPrefsOf(config, { order: ["id", "name", "city", "email"], hidden: ["email"] })).toEqual({});
    expect(columnPrefsOf(config, { order: ["name", "id", "city", "email"], hidden: ["city"] })).toEqual({
      toggled: ["city", "email"],
      order: ["name", "id", "city", "email"],
    });
  });

  it("round-trips the column states a list shows", () => {
    const states = [
      { field: "name", visible: true },
      { field: "id", visible: false },
      { field: "city", visible: true },
      { field: "email", visible: true },
    ];
    expect(viewColumns(states)).toEqual({ order: ["name", "id", "city", "email"], hidden: ["id"] });
    expect(columnPrefsOf(config, viewColumns(states))).toEqual({
      toggled: ["id", "email"],
      order: ["name", "id", "city", "email"],
    });
  });
});

import { describe, expect, it } from "vitest";
import { entriesOf, rulesOf } from "../../../src/modules/authority/roles/rule-entries.js";

describe("数据权限 entries", () => {
  it("turn a role's rows and fields into one entry per resource, and back", () => {
    const role = {
      rows: { student: { campus_id: "$user.campus_ids", status: [1, 2] }, campus: { id: 3 } },
      fields: { student: { readOnly: ["hours_balance"] }, lecturer: { hidden: ["id_card"] } },
    };
    const entries = entriesOf(role);
    expect(entries.map((e) => e.resource)).toEqual(["student", "campus", "lecturer"]);
    expect(entries[0]!.conditions).toEqual([
      { field: "campus_id", values: ["$user.campus_ids"] },
      { field: "status", values: ["1", "2"] },
    ]);
    const types: Record<string, string> = { campus_id: "integer", status: "integer" };
    expect(rulesOf(entries, (_, field) => types[field])).toEqual(role);
  });

  it("types what was typed by its field: digits of a number field, true/false of a boolean; text stays text", () => {
    const types: Record<string, string> = { n: "integer", b: "boolean", code: "string" };
    const entries = [
      {
        resource: "a",
        conditions: [
          { field: "n", values: ["7"] },
          { field: "b", values: ["false"] },
        ],
      },
      { resource: "b", conditions: [{ field: "code", values: ["007", "true"] }] },
      { resource: "c", conditions: [{ field: "id", values: ["3", "4"] }] },
    ];
    expect(rulesOf(entries, (_, field) => types[field]).rows).toEqual({
      a: { n: 7, b: false },
      b: { code: ["007", "true"] },
      c: { id: [3, 4] },
    });
  });

  it("leaves out half-filled conditions, empty entries, and a read-only field that is hidden anyway", () => {
    expect(
      rulesOf([
        { resource: "a", conditions: [{ field: "x" }, { values: ["1"] }], hidden: [], readOnly: [] },
        { resource: "b", hidden: ["p"], readOnly: ["p", "q"] },
        { conditions: [{ field: "x", values: ["1"] }] },
      ]),
    ).toEqual({ rows: {}, fields: { b: { hidden: ["p"], readOnly: ["q"] } } });
  });
});

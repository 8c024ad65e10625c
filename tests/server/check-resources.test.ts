import { describe, expect, it } from "vitest";
import { checkResources } from "../../mock-server/resources/check-resources.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { RouteConfig } from "../../src/types/generated/routes.js";

/** A small valid resource to break one key at a time. */
function room(): ResourceConfig {
  return {
    name: "room",
    title: "教室",
    record: {
      type: "object",
      required: ["name"],
      properties: {
        name: { type: "string", title: "名称", maxLength: 20 },
        seats: { type: "integer", title: "座位数" },
        opened_on: { type: "string", title: "启用日期", format: "date" },
        campus_id: { type: "integer", title: "校区", relation: { resource: "campus" } },
        tags: { type: "array", title: "标签", items: { type: "string", options: [{ value: "a", label: "甲" }] } },
        status: { type: "integer", title: "状态", options: [{ value: 1, label: "可用" }] },
      },
    },
    list: {
      columns: [{ field: "name", sortable: true }, { field: "seats" }, { field: "created_at" }],
      query: [
        { field: "name", operator: "contains" },
        { field: "seats", operator: "between" },
        { field: "tags", operator: "in" },
        { field: "status", operator: "eq" },
        { field: "created_at", operator: "between" },
      ],
      defaultSort: { field: "name", order: "ascending" },
      rowSelection: true,
      actions: { create: true, edit: true, batchDelete: true },
    },
    form: {
      fields: [
        { field: "name" },
        { field: "campus_id" },
        { field: "opened_on", widget: "dateRange", endField: "opened_on" },
      ],
    },
  };
}

const campus: ResourceConfig = {
  name: "campus",
  title: "校区",
  record: { type: "object", properties: { name: { type: "string", title: "名称" } } },
  list: { columns: [{ field: "name" }] },
};

const check = (res: ResourceConfig, routes: RouteConfig[] = []) => checkResources({ room: res, campus }, routes);

describe("checkResources", () => {
  it("accepts a consistent resource", () => {
    expect(check(room())).toEqual([]);
  });

  it("names columns, queries, sorts and form fields that are not in the record", () => {
    const r = room();
    r.list.columns.push({ field: "colour" });
    r.list.query!.push({ field: "size", operator: "eq" });
    r.list.defaultSort = { field: "nope", order: "descending" };
    r.form!.fields.push({ field: "floor" });
    r.record.required = ["name", "ghost"];
    expect(check(r)).toEqual([
      'resources/room.json#/record/required/1: unknown field "ghost" (not in record.properties)',
      'resources/room.json#/list/columns/3/field: unknown field "colour" (not in record.properties)',
      'resources/room.json#/list/query/5/field: unknown field "size" (not in record.properties)',
      'resources/room.json#/list/defaultSort/field: unknown field "nope" (not in record.properties)',
      'resources/room.json#/form/fields/3/field: unknown field "floor" (not in record.properties)',
    ]);
  });

  it("needs the default sort on a sortable column or a system field", () => {
    const r = room();
    r.list.defaultSort = { field: "seats", order: "ascending" };
    expect(check(r)).toEqual([
      'resources/room.json#/list/defaultSort/field: "seats" is not a sortable column (add "sortable": true to its column)',
    ]);
    r.list.defaultSort = { field: "created_at", order: "descending" };
    expect(check(r)).toEqual([]);
  });

  it("refuses operators that do not fit the field", () => {
    const r = room();
    r.list.query = [
      { field: "seats", operator: "contains" },
      { field: "name", operator: "between" },
      { field: "name", operator: "in" },
    ];
    expect(check(r)).toEqual([
      'resources/room.json#/list/query/0/operator: operator "contains" does not fit field "seats"',
      'resources/room.json#/list/query/1/operator: operator "between" does not fit field "name"',
      'resources/room.json#/list/query/2/operator: operator "in" does not fit field "name"',
    ]);
  });

  it("names relations and option sources to resources that do not exist", () => {
    const r = room();
    r.record.properties.campus_id.relation = { resource: "campuz" };
    r.record.properties.tags.items!.relation = { resource: "campus", filter: { code: "xk" } };
    r.form!.fields[1].options = { resource: "hall" };
    expect(check(r)).toEqual([
      'resources/room.json#/record/properties/campus_id/relation/resource: unknown resource "campuz"',
      'resources/room.json#/record/properties/tags/items/relation/filter/code: unknown field "code" of resource "campus"',
      'resources/room.json#/form/fields/1/options/resource: unknown resource "hall"',
    ]);
  });

  it("checks shapes the schema cannot: arrays, formats, patterns, options' types", () => {
    const r = room();
    r.record.properties.tags = { type: "array", title: "标签" };
    r.record.properties.seats = { type: "integer", title: "座位数", format: "date", pattern: "(" };
    r.record.properties.status = { type: "integer", title: "状态", options: [{ value: "1", label: "可用" }] };
    r.list.columns[0] = { field: "tags", sortable: true };
    const lines = check(r);
    expect(lines).toContain('resources/room.json#/record/properties/tags: an array field needs "items"');
    expect(lines).toContain('resources/room.json#/record/properties/seats/format: format "date" needs type string');
    expect(
      lines.some((l) =>
        l.startsWith("resources/room.json#/record/properties/seats/pattern: not a valid regular expression"),
      ),
    ).toBe(true);
    expect(lines).toContain(
      'resources/room.json#/record/properties/status/options: option value "1" is not of type integer',
    );
    expect(lines).toContain("resources/room.json#/list/columns/0/sortable: an array field cannot be sorted");
  });

  it("needs a form for create and edit, rowSelection for batch delete, endField for a dateRange, a real dependsOn", () => {
    const r = room();
    r.list.rowSelection = false;
    r.form!.fields[2] = { field: "opened_on", widget: "dateRange" };
    r.form!.fields[1].dependsOn = "region";
    expect(check(r)).toEqual([
      'resources/room.json#/list/actions/batchDelete: needs "rowSelection": true',
      'resources/room.json#/form/fields/1/dependsOn: "region" is not a field of this form',
      'resources/room.json#/form/fields/2/endField: a dateRange needs "endField"',
    ]);
    const noForm = room();
    delete noForm.form;
    expect(check(noForm)).toEqual(['resources/room.json#/list/actions: create and edit need a "form"']);
  });

  it("checks that resource: and form: routes name a resource, with a form for form:", () => {
    const routes: RouteConfig[] = [
      {
        path: "/x",
        name: "X",
        component: "Layout",
        children: [
          { path: "a", name: "A", component: "resource:room" },
          { path: "b", name: "B", component: "resource:hall" },
          { path: "c", name: "C", component: "form:campus" },
        ],
      },
    ];
    expect(check(room(), routes)).toEqual([
      'routes.json#/routes/0/children/1/component: unknown resource "hall" (no resources/hall.json)',
      'routes.json#/routes/0/children/2/component: resource "campus" has no "form"',
    ]);
  });
});

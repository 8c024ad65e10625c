import { describe, expect, it } from "vitest";
import { checkResources } from "../../mock-server/resources/check-resources.js";
import { problemLine } from "../../mock-server/config/problems.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { RouteConfig } from "../../src/types/generated/routes.js";
import { shippedParts } from "../helpers/parts.js";

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

const check = (res: ResourceConfig, routes: RouteConfig[] = []) =>
  checkResources({ room: res, campus }, routes, shippedParts.actions).map(problemLine);

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
      'resources/room.json#/record/required/1: 未知的字段 "ghost"（record.properties 中没有）',
      'resources/room.json#/list/columns/3/field: 未知的字段 "colour"（record.properties 中没有）',
      'resources/room.json#/list/query/5/field: 未知的字段 "size"（record.properties 中没有）',
      'resources/room.json#/list/defaultSort/field: 未知的字段 "nope"（record.properties 中没有）',
      'resources/room.json#/form/fields/3/field: 未知的字段 "floor"（record.properties 中没有）',
    ]);
  });

  it("suggests the field meant when a name is misspelt, also a system field in a column", () => {
    const r = room();
    r.list.columns.push({ field: "seat" }, { field: "create_at" });
    r.form!.fields.push({ field: "campusid" });
    expect(check(r)).toEqual([
      'resources/room.json#/list/columns/3/field: 未知的字段 "seat"（record.properties 中没有），你是不是想写 “seats”？',
      'resources/room.json#/list/columns/4/field: 未知的字段 "create_at"（record.properties 中没有），你是不是想写 “created_at”？',
      'resources/room.json#/form/fields/3/field: 未知的字段 "campusid"（record.properties 中没有），你是不是想写 “campus_id”？',
    ]);
  });

  it("needs the default sort on a sortable column or a system field", () => {
    const r = room();
    r.list.defaultSort = { field: "seats", order: "ascending" };
    expect(check(r)).toEqual([
      'resources/room.json#/list/defaultSort/field: "seats" 不是可排序的列（在它的列上加 "sortable": true）',
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
      'resources/room.json#/list/query/0/operator: 操作符 "contains" 不适用于字段 "seats"',
      'resources/room.json#/list/query/1/operator: 操作符 "between" 不适用于字段 "name"',
      'resources/room.json#/list/query/2/operator: 操作符 "in" 不适用于字段 "name"',
      // Two query fields for one value: the form's second input would overwrite the first.
      'resources/room.json#/list/query/2/field: 字段 "name" 重复：/list/query/1 已有',
    ]);
  });

  it("names relations and option sources to resources that do not exist, suggesting the one meant", () => {
    const r = room();
    r.record.properties.campus_id.relation = { resource: "campuz" };
    r.record.properties.tags.items!.relation = { resource: "campus", filter: { nmae: "xk" } };
    r.form!.fields[1].options = { resource: "hall" };
    expect(check(r)).toEqual([
      'resources/room.json#/record/properties/campus_id/relation/resource: 未知的资源 "campuz"（没有 resources/campuz.json），你是不是想写 “campus”？',
      'resources/room.json#/record/properties/tags/items/relation/filter/nmae: 资源 "campus" 没有字段 "nmae"，你是不是想写 “name”？',
      'resources/room.json#/form/fields/1/options/resource: 未知的资源 "hall"（没有 resources/hall.json）',
    ]);
  });

  it("does not call a resource unknown when its file is there but refused by its own checks", () => {
    const r = room();
    r.record.properties.campus_id.relation = { resource: "hall" };
    const routes: RouteConfig[] = [{ path: "/h", name: "H", component: "resource:hall" }];
    expect(checkResources({ room: r, campus }, routes, shippedParts.actions, ["room", "campus", "hall"])).toEqual([]);
  });

  it("checks shapes the schema cannot: arrays, formats, patterns, options' types", () => {
    const r = room();
    r.record.properties.tags = { type: "array", title: "标签" };
    r.record.properties.seats = { type: "integer", title: "座位数", format: "date", pattern: "(" };
    r.record.properties.status = { type: "integer", title: "状态", options: [{ value: "1", label: "可用" }] };
    r.list.columns[0] = { field: "tags", sortable: true };
    const lines = check(r);
    expect(lines).toContain('resources/room.json#/record/properties/tags: 数组字段需要 "items"');
    expect(lines).toContain(
      'resources/room.json#/record/properties/seats/format: 格式 "date" 只用于 type 为 string 的字段',
    );
    expect(lines).toContain(
      "resources/room.json#/record/properties/seats/pattern: 不是有效的正则表达式：括号 ( 没有闭合",
    );
    expect(lines).toContain('resources/room.json#/record/properties/status/options: 选项的值 "1" 不是 integer 类型');
    expect(lines).toContain("resources/room.json#/list/columns/0/sortable: 数组字段不能排序");
  });

  it("needs a form for create and edit, rowSelection for batch delete, endField for a dateRange, a real dependsOn", () => {
    const r = room();
    r.list.rowSelection = false;
    r.form!.fields[2] = { field: "opened_on", widget: "dateRange" };
    r.form!.fields[1].dependsOn = "region";
    expect(check(r)).toEqual([
      'resources/room.json#/list/actions/batchDelete: 需要 "rowSelection": true',
      'resources/room.json#/form/fields/1/dependsOn: "region" 不是此表单的字段',
      'resources/room.json#/form/fields/2/endField: dateRange 需要 "endField"',
    ]);
    const noForm = room();
    delete noForm.form;
    expect(check(noForm)).toEqual(['resources/room.json#/list/actions: 新增和编辑需要 "form"']);
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
      'routes.json#/routes/0/children/1/component: 未知的资源 "hall"（没有 resources/hall.json）',
      'routes.json#/routes/0/children/2/component: 资源 "campus" 没有 "form"',
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { checkResources } from "../../mock-server/resources/check-resources.js";
import { problemLine } from "../../mock-server/config/problems.js";
import { pageGate } from "../../mock-server/plugins/page-gate.js";
import type { ResourceConfig, ShowConfig } from "../../src/types/generated/resource.js";
import type { RouteConfig } from "../../src/types/generated/routes.js";
import type { AppConfig } from "../../src/types/generated/app.js";
import { shippedParts } from "../helpers/parts.js";

/** A campus whose detail lists its rooms. */
function campus(show: ShowConfig): ResourceConfig {
  return {
    name: "campus",
    title: "校区",
    record: {
      type: "object",
      properties: { name: { type: "string", title: "名称" }, city: { type: "string", title: "城市" } },
    },
    list: { columns: [{ field: "name" }] },
    show,
  };
}

const room: ResourceConfig = {
  name: "room",
  title: "教室",
  record: {
    type: "object",
    properties: {
      name: { type: "string", title: "名称" },
      seats: { type: "integer", title: "座位数" },
      campus_id: { type: "integer", title: "校区", relation: { resource: "campus" } },
    },
  },
  list: {
    columns: [{ field: "name", sortable: true }, { field: "seats" }],
    query: [{ field: "name", operator: "contains" }],
  },
};

const valid: ShowConfig = {
  sections: [{ title: "基本信息", fields: [{ field: "name" }, { field: "city", span: 2 }, { field: "created_at" }] }],
  related: [
    {
      resource: "room",
      field: "campus_id",
      columns: [
        { field: "name", sortable: true },
        { field: "created_at", sortable: true },
      ],
      query: [
        { field: "name", operator: "contains" },
        { field: "seats", operator: "eq" },
      ],
    },
  ],
};

const routes = (component: string): RouteConfig[] => [{ path: "/campus-detail", name: "CampusDetail", component }];
const check = (show: ShowConfig, r: RouteConfig[] = []) =>
  checkResources({ campus: campus(show), room }, r, shippedParts.actions).map(problemLine);

describe("the show section of a resource", () => {
  it("accepts sections of the record's fields and a child list related to this resource", () => {
    expect(check(valid, routes("show:campus"))).toEqual([]);
  });

  it("refuses an unknown field in a section, suggesting the close one", () => {
    const show: ShowConfig = { sections: [{ title: "基本信息", fields: [{ field: "nmae" }] }] };
    expect(check(show)).toEqual([
      'resources/campus.json#/show/sections/0/fields/0/field: 未知的字段 "nmae"（record.properties 中没有），你是不是想写 “name”？',
    ]);
  });

  it("refuses a span wider than the section", () => {
    const show: ShowConfig = { sections: [{ title: "基本信息", columns: 2, fields: [{ field: "name", span: 3 }] }] };
    expect(check(show)).toEqual(["resources/campus.json#/show/sections/0/fields/0/span: span 不能大于本节的列数（2）"]);
  });

  it("refuses an unknown child resource, suggesting the close one", () => {
    expect(check({ ...valid, related: [{ resource: "rom", field: "campus_id" }] })).toEqual([
      'resources/campus.json#/show/related/0/resource: 未知的资源 "rom"（没有 resources/rom.json），你是不是想写 “room”？',
    ]);
  });

  it("refuses a child field that is missing or does not point to this resource", () => {
    expect(check({ ...valid, related: [{ resource: "room", field: "campus_ib" }] })).toEqual([
      'resources/campus.json#/show/related/0/field: 资源 "room" 没有字段 "campus_ib"，你是不是想写 “campus_id”？',
    ]);
    expect(check({ ...valid, related: [{ resource: "room", field: "seats" }] })).toEqual([
      'resources/campus.json#/show/related/0/field: 资源 "room" 的字段 "seats" 不是指向 "campus" 的关联字段',
    ]);
  });

  it("lets a child list sort and filter only as the child's own list API does", () => {
    const related = [
      {
        resource: "room",
        field: "campus_id",
        columns: [{ field: "seats", sortable: true }, { field: "nam" }],
        query: [
          { field: "name", operator: "eq" as const },
          { field: "campus_id", operator: "eq" as const },
        ],
      },
    ] as ShowConfig["related"];
    expect(check({ ...valid, related })).toEqual([
      'resources/campus.json#/show/related/0/columns/0/sortable: 资源 "room" 的列表不能按 "seats" 排序（在它的列上加 "sortable": true）',
      'resources/campus.json#/show/related/0/columns/1/field: 资源 "room" 没有字段 "nam"，你是不是想写 “name”？',
      'resources/campus.json#/show/related/0/query/0/operator: "name" 只能用资源 "room" 列表的操作符 "contains"',
      'resources/campus.json#/show/related/0/query/1/field: "campus_id" 已固定为本条记录，不能再作查询条件',
    ]);
  });

  it("refuses a show: route of a resource without a show section, or of no resource", () => {
    const plain = { ...campus(valid), show: undefined };
    expect(
      checkResources({ campus: plain, room }, routes("show:campus"), shippedParts.actions).map(problemLine),
    ).toEqual(['routes.json#/routes/0/component: 资源 "campus" 没有 "show"']);
    expect(check(valid, routes("show:campsu"))).toEqual([
      'routes.json#/routes/0/component: 未知的资源 "campsu"（没有 resources/campsu.json），你是不是想写 “campus”？',
    ]);
  });

  it("lets a show: page read its resource through the page gate", () => {
    const tree: RouteConfig[] = [
      { path: "/campus-list", name: "CampusList", component: "resource:campus" },
      { path: "/campus-detail", name: "CampusDetail", component: "show:campus" },
    ];
    const gate = pageGate(
      { app: {} as AppConfig, routes: { routes: tree }, resources: { campus: campus(valid), room } } as never,
      "/api",
    );
    expect(gate.pagesOf({ url: "/api/v1/resources/campus/3", method: "GET" })).toEqual(["CampusList", "CampusDetail"]);
  });
});

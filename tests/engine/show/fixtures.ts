import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { queryOf } from "../support/fake-resources.js";
import { reply } from "../support/boot.js";

/** A school with its sections and two child lists: its teachers and its rooms. */
export const schoolConfig: ResourceConfig = {
  name: "school",
  title: "学校",
  record: {
    type: "object",
    properties: {
      name: { type: "string", title: "学校名称" },
      city: { type: "string", title: "城市" },
      status: {
        type: "integer",
        title: "状态",
        options: [
          { value: 1, label: "开放", color: "green" },
          { value: 0, label: "关闭" },
        ],
      },
      capacity: { type: "integer", title: "容量" },
      intro: { type: "string", title: "简介", format: "html" },
    },
  },
  list: {
    columns: [{ field: "name" }, { field: "city" }, { field: "status" }, { field: "capacity", render: "number" }],
    actions: { edit: true, delete: { confirm: "确定删除学校「{label}」吗？" } },
  },
  form: { fields: [{ field: "name" }, { field: "city" }] },
  show: {
    sections: [
      { title: "基本信息", fields: [{ field: "name" }, { field: "status" }, { field: "capacity" }] },
      { title: "位置", columns: 2, fields: [{ field: "city", title: "所在城市" }, { field: "intro" }] },
    ],
    related: [
      { resource: "teacher", field: "school_id", title: "本校教师", pageSize: 2 },
      { resource: "room", field: "school_id" },
    ],
  },
};

export const teacherConfig: ResourceConfig = {
  name: "teacher",
  title: "教师",
  record: {
    type: "object",
    properties: {
      name: { type: "string", title: "姓名" },
      school_id: { type: "integer", title: "学校", relation: { resource: "school" } },
    },
  },
  list: {
    columns: [{ field: "name" }, { field: "school_id" }],
    query: [
      { field: "name", operator: "eq" },
      { field: "school_id", operator: "eq" },
    ],
    actions: { create: { label: "新增教师" } },
  },
  form: { fields: [{ field: "name" }, { field: "school_id" }] },
};

export const roomConfig: ResourceConfig = {
  name: "room",
  title: "教室",
  access: { read: { ability: ["ROOMS"] } },
  record: {
    type: "object",
    properties: {
      label: { type: "string", title: "教室" },
      school_id: { type: "integer", title: "学校", relation: { resource: "school" } },
    },
  },
  labelField: "label",
  list: { columns: [{ field: "label" }, { field: "school_id" }] },
};

const at = { created_at: "", updated_at: "" };
export const rows = {
  school: [
    {
      id: 1,
      name: "第一中学",
      city: "北京",
      status: 1,
      capacity: 1200,
      // As if a row had escaped the server's sanitising: the page must still not run or load anything.
      intro:
        '<h2>校史</h2><p><strong>百年</strong>名校</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">',
      ...at,
    },
    { id: 2, name: "第二中学", city: "上海", status: 0, capacity: 800, ...at },
  ],
  teacher: [
    { id: 11, name: "张老师", school_id: 1, ...at },
    { id: 12, name: "李老师", school_id: 1, ...at },
    { id: 13, name: "王老师", school_id: 1, ...at },
    { id: 14, name: "赵老师", school_id: 2, ...at },
  ],
  room: [{ id: 21, label: "101 教室", school_id: 1, ...at }],
};

/** The list API with its pages (the shared fake answers every row at once). */
export function paged(method: string, url: URL): Response | undefined {
  const m = /^\/api\/v1\/resources\/(teacher|room)$/.exec(url.pathname);
  if (method !== "GET" || !m) return undefined;
  const { pageNo = "1", pageSize = "10", ...filters } = queryOf(url);
  const found = (rows[m[1] as "teacher" | "room"] as Record<string, unknown>[]).filter((r) =>
    Object.entries(filters).every(([k, v]) => typeof v !== "string" || String(r[k]) === v),
  );
  const size = Number(pageSize);
  return reply({ list: found.slice((Number(pageNo) - 1) * size, Number(pageNo) * size), total: found.length });
}

export const server = {
  configs: { school: schoolConfig, teacher: teacherConfig, room: roomConfig },
  rows,
  handle: paged,
};

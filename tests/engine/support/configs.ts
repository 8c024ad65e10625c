import type { RecordField, ResourceConfig } from "../../../src/types/generated/resource.js";

/** A record field's `default`: any JSON value, though the generated type says object. */
export const defaultValue = (value: unknown) => value as RecordField["default"];

/** A resource with one field of each kind the engine renders. */
export const lessonConfig: ResourceConfig = {
  name: "lesson",
  title: "课程",
  record: {
    type: "object",
    required: ["name", "status"],
    properties: {
      name: { type: "string", title: "课程名称", maxLength: 10 },
      fee: { type: "number", title: "学费", format: "decimal2" },
      status: {
        type: "integer",
        title: "状态",
        options: [
          { value: 1, label: "上架", color: "green" },
          { value: 0, label: "下架", color: "red" },
        ],
      },
      levels: {
        type: "array",
        title: "年级",
        items: {
          type: "string",
          options: [
            { value: "g1", label: "一年级" },
            { value: "g2", label: "二年级" },
          ],
        },
      },
      online: { type: "boolean", title: "线上" },
      campus_id: { type: "integer", title: "校区", relation: { resource: "campus" } },
      opened_on: { type: "string", title: "开课日期", format: "date" },
      seats: { type: "integer", title: "座位" },
    },
  },
  list: {
    columns: [
      { field: "id", title: "ID", sortable: true },
      { field: "name", sortable: true },
      { field: "fee", render: "money" },
      { field: "status" },
      { field: "levels" },
      { field: "online" },
      { field: "campus_id" },
      { field: "opened_on", sortable: true },
      { field: "seats", hidden: true },
    ],
    query: [
      { field: "name", operator: "contains" },
      { field: "status", operator: "in" },
      { field: "online", operator: "eq", widget: "select" },
      { field: "opened_on", operator: "between" },
      { field: "seats", operator: "between" },
    ],
    defaultSort: { field: "id", order: "descending" },
    pagination: { pageSize: 20 },
    rowSelection: true,
    actions: {
      create: true,
      edit: true,
      delete: { confirm: "确定删除课程「{label}」吗？" },
      batchDelete: true,
      export: true,
    },
  },
};

export const lessonRows = [
  {
    id: 1,
    name: "奥数提高班",
    fee: 1234.5,
    status: 1,
    levels: ["g1", "g2"],
    online: true,
    campus_id: 7,
    opened_on: "2024-03-01",
    seats: 30,
    _labels: { campus_id: "北京朝阳校区" },
  },
  {
    id: 2,
    name: "英语启蒙",
    fee: 80,
    status: 0,
    levels: [],
    online: false,
    campus_id: null,
    opened_on: null,
    seats: 12,
  },
];

/** A resource whose create form exercises the record's rules. */
export const schoolConfig: ResourceConfig = {
  name: "school",
  title: "学校",
  record: {
    type: "object",
    required: ["name", "code"],
    properties: {
      name: { type: "string", title: "学校名称", maxLength: 10 },
      phone: { type: "string", title: "联系电话", format: "phone" },
      code: {
        type: "string",
        title: "学校编号",
        pattern: "^[A-Z]{2}\\d{3}$",
        errorMessage: { pattern: "学校编号为2个大写字母加3位数字，如 BJ001" },
      },
      kind: {
        type: "integer",
        title: "类型",
        default: defaultValue(2),
        options: [
          { value: 1, label: "公立" },
          { value: 2, label: "私立" },
        ],
      },
      starts_at: { type: "string", title: "上课时间", format: "time" },
    },
  },
  list: { columns: [{ field: "name" }] },
  form: {
    fields: [
      { field: "name" },
      { field: "phone" },
      { field: "code" },
      { field: "kind", widget: "radio" },
      { field: "starts_at", time: { start: "08:30", end: "18:30", step: 15 } },
    ],
  },
};

/** Campuses and their rooms: a room select that depends on the campus picked. */
export const campusConfig: ResourceConfig = {
  name: "campus",
  title: "校区",
  labelField: "title",
  record: { type: "object", properties: { title: { type: "string", title: "校区名称" } } },
  list: { columns: [{ field: "title" }] },
};
export const roomConfig: ResourceConfig = {
  name: "room",
  title: "教室",
  record: {
    type: "object",
    properties: {
      name: { type: "string", title: "教室名称" },
      campus_id: { type: "integer", title: "校区", relation: { resource: "campus" } },
    },
  },
  list: { columns: [{ field: "name" }] },
};
export const classConfig: ResourceConfig = {
  name: "klass",
  title: "班级",
  record: {
    type: "object",
    properties: {
      name: { type: "string", title: "班级名称" },
      campus_id: { type: "integer", title: "所在校区", relation: { resource: "campus" } },
      room_id: { type: "integer", title: "教室" },
    },
  },
  list: { columns: [{ field: "name" }, { field: "campus_id" }], actions: { edit: true } },
  form: {
    fields: [
      { field: "name" },
      { field: "campus_id" },
      {
        field: "room_id",
        widget: "select",
        dependsOn: "campus_id",
        options: { resource: "room", filterBy: "campus_id" },
      },
    ],
  },
};
/** The same form, the rule declared once in the record (`relation.matches`): the form follows it. */
export const classByRecordConfig: ResourceConfig = {
  ...classConfig,
  record: {
    type: "object",
    properties: {
      ...classConfig.record.properties,
      room_id: { type: "integer", title: "教室", relation: { resource: "room", matches: { campus_id: "campus_id" } } },
    },
  },
  form: { fields: [{ field: "name" }, { field: "campus_id" }, { field: "room_id" }] },
};
export const campusRoomRows = {
  campus: [
    { id: 1, title: "朝阳校区" },
    { id: 2, title: "海淀校区" },
  ],
  room: [
    { id: 11, name: "A101", campus_id: 1 },
    { id: 12, name: "A102", campus_id: 1 },
    { id: 21, name: "B201", campus_id: 2 },
  ],
  klass: [{ id: 5, name: "一班", campus_id: 1, room_id: 12, _labels: { campus_id: "朝阳校区" } }],
};

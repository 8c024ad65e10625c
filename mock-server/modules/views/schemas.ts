/**
 * Request schemas of saved views (`/v1/views`). The shape of a view's state is checked here; whether
 * its fields belong to the resource is the routes' business (src/common/view-state.ts).
 */

import { acknowledged, int, nullable, object, pageOf, str } from "../../openapi/answers.js";

const strict = { additionalProperties: false } as const;
const field = { type: "string", minLength: 1, maxLength: 64, errorMessage: "字段名应为1到64个字符" } as const;

export const resourceName = {
  type: "string",
  minLength: 1,
  maxLength: 64,
  pattern: "^[a-z][a-z0-9-]*$",
  description: "资源名（config/resources/<name>.json）",
  errorMessage: "请指定资源名",
} as const;

export const viewName = {
  type: "string",
  minLength: 1,
  maxLength: 30,
  pattern: "\\S",
  description: "视图名称（同一用户同一资源内唯一）",
  errorMessage: {
    type: "请输入视图名称",
    minLength: "请输入视图名称",
    pattern: "请输入视图名称",
    maxLength: "视图名称不能超过30个字符",
  },
} as const;

export const viewState = {
  type: "object",
  ...strict,
  description: "列表状态：筛选、排序、列与每页条数",
  properties: {
    filters: {
      type: "array",
      maxItems: 50,
      items: {
        type: "object",
        ...strict,
        required: ["field", "operator"],
        properties: { field, operator: { type: "string", maxLength: 20 }, value: {} },
      },
    },
    sorters: {
      type: "array",
      maxItems: 5,
      items: {
        type: "object",
        ...strict,
        required: ["field", "order"],
        properties: {
          field,
          order: { type: "string", enum: ["asc", "desc"], errorMessage: "排序方向应为 asc 或 desc" },
        },
      },
    },
    columns: {
      type: "object",
      ...strict,
      required: ["order", "hidden"],
      properties: {
        order: { type: "array", maxItems: 200, items: field },
        hidden: { type: "array", maxItems: 200, items: field },
      },
    },
    pageSize: { type: "integer", minimum: 1, maximum: 100, errorMessage: "每页条数应为1到100之间的整数" },
  },
  errorMessage: { type: "视图状态应为对象", additionalProperties: "不允许的字段" },
} as const;

export const listQuery = {
  type: "object",
  ...strict,
  required: ["resource"],
  properties: { resource: resourceName },
  errorMessage: { required: { resource: "请指定资源名" } },
} as const;

export const idParams = {
  type: "object",
  required: ["id"],
  properties: { id: { type: "integer", minimum: 1, errorMessage: "视图ID应为正整数" } },
} as const;

export const createBody = {
  type: "object",
  ...strict,
  required: ["resource", "name", "state"],
  properties: { resource: resourceName, name: viewName, state: viewState },
  errorMessage: { required: { resource: "请指定资源名", name: "请输入视图名称", state: "请提交视图状态" } },
} as const;

/** 重命名 (name), 更新为当前 (state), or both. */
export const updateBody = {
  type: "object",
  ...strict,
  minProperties: 1,
  properties: { name: viewName, state: viewState },
  errorMessage: { minProperties: "请提交名称或视图状态" },
} as const;

export const defaultBody = {
  type: "object",
  ...strict,
  required: ["resource", "view_id"],
  properties: {
    resource: resourceName,
    view_id: {
      type: ["integer", "null"],
      minimum: 1,
      description: "默认视图ID；null 回到页面配置的默认状态",
      errorMessage: "视图ID应为正整数或 null",
    },
  },
  errorMessage: { required: { resource: "请指定资源名", view_id: "请指定视图ID（或 null）" } },
} as const;

export const publishBody = {
  type: "object",
  ...strict,
  required: ["roles"],
  properties: {
    roles: {
      type: "array",
      maxItems: 50,
      uniqueItems: true,
      description: "发布到的角色；空数组为取消发布",
      items: { type: "string", minLength: 1, maxLength: 32 },
      errorMessage: "角色应为不重复的角色标识列表",
    },
  },
  errorMessage: { required: { roles: "请选择角色" } },
} as const;

/** A saved view as the routes answer it (src/common/view-state.ts `SavedView`). */
const savedView = object({
  id: int,
  resource: str,
  name: str,
  state: viewState,
  roles: { type: "array", items: str, description: "发布给的角色；空为仅自己可见" },
  owner: str,
  mine: { type: "boolean", description: "自己的视图（可编辑），而非发布给自己的" },
  updated_at: str,
});

/** `data` of each route's 200 answer, for the OpenAPI document alone (mock-server/openapi/answers.ts). */
export const responses = {
  "GET /v1/views": pageOf(savedView, { default_id: nullable(int) }),
  "GET /v1/views/:id": savedView,
  "POST /v1/views": savedView,
  "PUT /v1/views/:id": savedView,
  "DELETE /v1/views/:id": acknowledged,
  "PUT /v1/views/default": object({ default_id: nullable(int) }),
  "PUT /v1/views/:id/roles": savedView,
};

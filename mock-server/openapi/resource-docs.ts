import type { RecordField, ResourceConfig } from "../../src/types/generated/resource.js";
import { allowedValues, isRequired } from "../../src/common/record-rules.js";
import { localize } from "../../src/common/i18n.js";
import { columnTitle, relationFields } from "../resources/columns.js";
import { filtersOf } from "../resources/filters.js";
import { camel, pascal } from "./operation-id.js";
import { openapiTexts as t } from "./texts.js";

type Schema = Record<string, unknown>;

/** What a route of a config resource does (docs/resource-api.md's table). */
export type ResourceRouteKind =
  "config" | "list" | "export" | "options" | "get" | "create" | "update" | "delete" | "deleteMany" | "action";

export interface ResourceRoute {
  resource: string;
  kind: ResourceRouteKind;
  action?: string;
}

/**
 * Which resource route a method and path (under the API base) are, read from the paths resources/*-routes.ts
 * register; another route under a resource's prefix (a route another module adds) is none of them.
 */
export function resourceRoute(
  resources: Record<string, ResourceConfig>,
  method: string,
  path: string,
): ResourceRoute | undefined {
  const m = /^\/v1\/resources\/([^/]+)(?:\/(.*))?$/.exec(path);
  const res = m && resources[m[1]];
  if (!res) return undefined;
  const rest = m[2] ?? "";
  const verb = method.toUpperCase();
  const kinds: Record<string, ResourceRouteKind | undefined> = {
    "GET ": "list",
    "POST ": "create",
    "DELETE ": "deleteMany",
    "GET config": "config",
    "GET export": "export",
    "GET options": "options",
    "GET :id": "get",
    "PUT :id": "update",
    "DELETE :id": "delete",
  };
  const kind = kinds[`${verb} ${rest}`];
  if (kind) return { resource: res.name, kind };
  const action = /^(?::id\/)?actions\/([^/]+)$/.exec(rest);
  if (verb === "POST" && action && res.list.actions?.custom?.some((a) => a.name === action[1]))
    return { resource: res.name, kind: "action", action: action[1] };
  return undefined;
}

/** Readable operationIds of resource routes: `listCampus`, `getCampus`, `confirmPaymentCampusOrder`, … */
export function resourceOperationId({ resource, kind, action }: ResourceRoute): string {
  const name = pascal(resource);
  const ids: Record<Exclude<ResourceRouteKind, "action">, string> = {
    config: `get${name}Config`,
    list: `list${name}`,
    export: `export${name}`,
    options: `list${name}Options`,
    get: `get${name}`,
    create: `create${name}`,
    update: `update${name}`,
    delete: `delete${name}`,
    deleteMany: `deleteMany${name}`,
  };
  return kind === "action" ? `${camel(action!)}${name}` : ids[kind];
}

/** Component names of a resource's schemas. */
export const componentNames = (resource: string) => {
  const name = pascal(resource);
  return {
    record: `${name}Record`,
    page: `${name}Page`,
    create: `${name}Create`,
    update: `${name}Update`,
    input: (action: string) => `${name}${pascal(action)}Input`,
  };
};

/** One field as a row shows it: its type, title, format and allowed values; null unless required. */
function fieldSchema(field: RecordField, required: boolean): Schema {
  const schema: Schema = { title: localize(field.title, "zh-CN") };
  if (field.description) schema.description = localize(field.description, "zh-CN");
  if (field.type === "array") {
    const items: Schema = { type: field.items?.type ?? "string" };
    const values = field.items && allowedValues(field.items);
    if (values) items.enum = values;
    schema.type = "array";
    schema.items = items;
  } else {
    schema.type = field.type;
    if (field.format) schema.format = field.format;
    const values = allowedValues(field);
    if (values && field.type !== "boolean") schema.enum = required ? values : [...values, null];
  }
  if (!required) schema.nullable = true;
  if (field.readOnly) schema.readOnly = true;
  return schema;
}

/** A row of the resource as every read and write answers it (docs/resource-api.md, "Rows"). */
export function recordSchema(res: ResourceConfig): Schema {
  const properties: Schema = {
    id: { type: "integer", title: t.id, readOnly: true },
    created_at: { type: "string", description: t.createdAt, readOnly: true },
    updated_at: { type: "string", description: t.updatedAt, readOnly: true },
  };
  for (const [name, field] of Object.entries(res.record.properties)) {
    properties[name] = fieldSchema(field, isRequired(res.record, name));
  }
  const relations = relationFields(res);
  if (relations.length) {
    const labels = (many: boolean) =>
      many ? { type: "array", items: { type: "string" }, nullable: true } : { type: "string", nullable: true };
    properties._labels = {
      type: "object",
      description: t.labels,
      readOnly: true,
      properties: Object.fromEntries(relations.map((r) => [r.name, labels(r.many)])),
    };
  }
  // Every key is in every row (null when empty), so a client may read them all without a check.
  return {
    type: "object",
    title: localize(res.title, "zh-CN"),
    required: Object.keys(properties),
    properties,
  };
}

/** `data` of the list: a page of rows and the total. */
export const pageSchema = (recordRef: string): Schema => ({
  type: "object",
  required: ["list", "total"],
  properties: {
    list: { type: "array", items: { $ref: recordRef } },
    total: { type: "integer", description: t.total },
    totalExact: { type: "boolean", description: t.totalExact },
    next: { type: "string", description: t.next },
  },
});

const operatorText = (op: string) => (t as Record<string, string>)[op] ?? op;

/**
 * Words for the list's (or the options') query parameters: each filter with its field's title and operator (`name` 包含 …),
 * paging and sort. Read by the transform into the parameters' descriptions.
 */
export function queryDescriptions(res: ResourceConfig, equalityOnly: boolean): Record<string, string> {
  const out: Record<string, string> = {
    pageNo: t.pageNo,
    pageSize: t.pageSize,
    keyword: t.keyword,
    ids: t.ids,
    prop: t.prop,
    order: t.order,
    columns: t.columns,
    limit: t.limit,
    exactTotal: t.exactTotal,
    pageAfter: t.pageAfter,
  };
  for (const f of filtersOf(res)) {
    // The options route filters every field by equality, whatever operator the list uses.
    const op = equalityOnly ? "eq" : f.operator;
    out[f.field] = `${localize(columnTitle(res, f.field), "zh-CN")}：${operatorText(op)}（${op}）`;
  }
  return out;
}

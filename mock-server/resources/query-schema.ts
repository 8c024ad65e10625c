import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { ruleMessage } from "../../src/common/record-rules.js";
import type { ItemType } from "../plugins/record-ajv.js";
import { columnTitle, sortableColumns, systemColumns } from "./columns.js";
import { eqFilter, filtersOf, type Filter } from "./filters.js";
import type { SelectUse } from "./select-uses.js";

type Schema = Record<string, unknown>;

const scalar = (type: ItemType): Schema =>
  type === "boolean" ? { type: ["boolean", "integer"], enum: [true, false, 1, 0] } : { type };

/** Dates and times filter by their text: only well-formed values reach the comparison. */
function dateFormats(res: ResourceConfig, f: Filter): { valueFormats: string[]; message: string } | undefined {
  const field = res.record.properties[f.field];
  const title = columnTitle(res, f.field);
  if (!field)
    return f.dateTime ? { valueFormats: ["date", "date-time"], message: `${title}应为日期或日期时间` } : undefined;
  if (field.format === "date" || field.format === "time")
    return { valueFormats: [field.format], message: ruleMessage(field, "format") };
  if (field.format === "date-time")
    return { valueFormats: ["date", "date-time"], message: ruleMessage(field, "format") };
  return undefined;
}

/** The schema of one filter parameter, with the field's type message (and format message for dates). */
export function filterSchema(res: ResourceConfig, f: Filter): Schema {
  const field = res.record.properties[f.field];
  const title = columnTitle(res, f.field);
  const message = field ? ruleMessage(field, "type") : `${title}格式不正确`;
  if (f.operator === "contains") return { title, type: "string", maxLength: 200, errorMessage: message };
  const dates = dateFormats(res, f);
  const formats = dates ? { valueFormats: dates.valueFormats } : {};
  const formatMessage = dates ? { valueFormats: dates.message } : {};
  if (f.operator === "in" || f.operator === "between") {
    const nullable = f.operator === "between";
    return {
      title,
      type: "array",
      maxItems: nullable ? 2 : 100,
      itemType: { type: f.type, nullable },
      ...formats,
      errorMessage: { type: message, itemType: message, maxItems: `${title}的取值过多`, ...formatMessage },
    };
  }
  return { title, ...scalar(f.type), ...formats, errorMessage: { type: message, enum: message, ...formatMessage } };
}

const idList = (max: number) => ({
  type: "array",
  minItems: 1,
  maxItems: max,
  itemType: { type: "integer" },
  errorMessage: { type: "ids应为整数数组", itemType: "ids应为整数数组", maxItems: `一次最多${max}条` },
});

/** The parameters shared by the list and the export: filters, keyword, ids and sorting. */
function filterProperties(res: ResourceConfig): Schema {
  const props: Schema = {
    keyword: { type: "string", maxLength: 100, errorMessage: "关键词不能超过100个字符" },
    ids: idList(500),
    prop: { type: "string", enum: sortableColumns(res), errorMessage: "不支持按该列排序" },
    order: { type: "string", enum: ["ascending", "descending"], errorMessage: "排序方向应为 ascending 或 descending" },
  };
  for (const f of filtersOf(res)) props[f.field] = filterSchema(res, f);
  // A tree list (`list.tree`) asks for its top-level rows: those whose parent field is empty.
  if (res.list.tree) props.treeRoots = { type: "string", enum: ["1"], errorMessage: "treeRoots 只能为 1" };
  return props;
}

const strict = (properties: Schema, extra: Schema = {}) => ({
  type: "object",
  additionalProperties: false,
  properties,
  ...extra,
});

/**
 * `GET /v1/resources/<name>`: filters, sort and paging (pageSize 1–100); `exactTotal` counts every
 * matching row, `pageAfter` is the previous page's `next` (store.ts page()). Their names hold a capital
 * letter, which no field's name does.
 */
export const listQuerySchema = (res: ResourceConfig) =>
  strict({
    ...filterProperties(res),
    pageNo: { type: "integer", minimum: 1, maximum: 10_000_000, errorMessage: "页码应为不小于1的整数" },
    pageSize: { type: "integer", minimum: 1, maximum: 100, errorMessage: "每页条数应为1到100之间的整数" },
    exactTotal: { ...scalar("boolean"), errorMessage: "exactTotal 只能为 true 或 false" },
    pageAfter: { type: "string", minLength: 1, maxLength: 2000, errorMessage: "pageAfter 应为上一页返回的 next" },
  });

/** Fields an export may name in `columns[]`. */
export const exportableColumns = (res: ResourceConfig) => [...systemColumns, ...Object.keys(res.record.properties)];

/** `GET …/export`: the list's filters and sort, no paging, and the columns to write. */
export const exportQuerySchema = (res: ResourceConfig) =>
  strict({
    ...filterProperties(res),
    columns: {
      type: "array",
      minItems: 1,
      // Each column once at most (repeats are dropped): an export is never wider than the resource.
      maxItems: exportableColumns(res).length,
      itemType: { type: "string" },
      itemValues: exportableColumns(res),
      errorMessage: {
        type: "请选择要导出的列",
        minItems: "请选择要导出的列",
        maxItems: "导出的列过多",
        itemValues: "导出的列不存在",
      },
    },
  });

/**
 * `GET …/options`: keyword, ids, a limit (≤ 200), equality on the fields the config's selects filter it
 * by, and the label and value fields a select names (default the resource's label field and id). Not the
 * list's query fields: a role that only selects from a resource must not probe it (`student/options?phone=…`
 * would confirm a phone); a role with the list filters the list.
 */
export function optionsQuerySchema(res: ResourceConfig, use: SelectUse, label: string) {
  const props: Schema = {
    keyword: { type: "string", maxLength: 100, errorMessage: "关键词不能超过100个字符" },
    ids: idList(200),
    limit: { type: "integer", minimum: 1, maximum: 200, errorMessage: "limit应为1到200之间的整数" },
    labelField: { type: "string", enum: [...new Set([label, ...use.labels])], errorMessage: "labelField不可用" },
    valueField: { type: "string", enum: [...new Set(["id", ...use.values])], errorMessage: "valueField不可用" },
  };
  for (const name of optionFilters(res, use)) props[name] = filterSchema(res, eqFilter(res, name));
  return strict(props);
}

/** The fields the option list filters by: those the selects filter it by or store, that the record has. */
export const optionFilters = (res: ResourceConfig, use: SelectUse) =>
  [...new Set([...use.filters, ...use.values])].filter((name) => name in res.record.properties);

/** `DELETE /v1/resources/<name>?ids[]=…`: the rows to delete. */
export const batchDeleteSchema = () =>
  strict({ ids: idList(1000) }, { required: ["ids"], errorMessage: { required: { ids: "请选择要删除的记录" } } });

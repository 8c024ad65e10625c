/**
 * Request shapes of the statistics endpoints. A date is a real calendar date `YYYY-MM-DD`; that the
 * end is not before the start and the range is at most three years is checked by the route (10001 on
 * `to`), since ajv cannot compare two fields. Every aggregate takes `granularity` and `top`, so a
 * widget need not know what feeds it; each uses the one that applies to it.
 */
import type { Granularity } from "../../../src/common/stats.js";
import { arrayOf, localized, num, object, str } from "../../openapi/answers.js";
import type { Aggregate } from "./aggregate.js";

/** Statistics and dashboards are reading: the READ ability (the editor has it). */
export const READ = { ability: ["READ"] };

const date = (title: string) =>
  ({
    type: "string",
    format: "date",
    errorMessage: { type: `${title}应为日期`, format: `${title}应为YYYY-MM-DD格式的日期` },
  }) as const;

const granularity = {
  type: "string",
  enum: ["day", "month"],
  description: "按时间的统计：day 按日（默认），month 按月",
  errorMessage: "统计粒度应为 day（按日）或 month（按月）",
} as const;

const top = {
  type: "integer",
  minimum: 1,
  maximum: 50,
  default: 10,
  description: "按类别的统计：只列出最大的 N 项（默认10），其余合计为 others",
  errorMessage: "top 应为1到50的整数",
} as const;

/** The query of every aggregate. */
export const statsQuery = {
  type: "object",
  additionalProperties: false,
  required: ["from", "to"],
  properties: {
    from: { ...date("开始日期"), description: "开始日期（含），YYYY-MM-DD，上海时间" },
    to: { ...date("结束日期"), description: "结束日期（含），YYYY-MM-DD；距开始日期不超过3年" },
    granularity,
    top,
  },
  errorMessage: {
    additionalProperties: "不支持的查询参数",
    required: { from: "请指定开始日期", to: "请指定结束日期" },
  },
} as const;

export interface StatsQuery {
  from: string;
  to: string;
  granularity?: Granularity;
  top?: number;
}

const range = object({ from: str, to: str });
const format = { type: "string", enum: ["money", "number", "percent"] };

/** What an aggregate answers, by its kind (src/common/stats.ts `AggregateResult`). */
export const resultSchemas = {
  stats: object({
    kind: { type: "string", enum: ["stats"] },
    range,
    previous: range,
    items: arrayOf(
      object({
        key: str,
        label: str,
        value: num,
        previous: num,
        change: { type: ["number", "null"], description: "较上期的变化率；上期为 0 时为 null" },
        format,
      }),
    ),
  }),
  series: object({
    kind: { type: "string", enum: ["series"] },
    range,
    granularity: { type: "string", enum: ["day", "month"] },
    x: arrayOf(str),
    series: arrayOf(object({ key: str, name: str, format, data: arrayOf(num) })),
  }),
  category: object({
    kind: { type: "string", enum: ["category"] },
    range,
    name: str,
    format,
    items: arrayOf(object({ key: str, name: str, value: num })),
    others: num,
    total: num,
  }),
};

/** A dashboard's config (config/dashboards/<name>.json) as its page reads it. */
const dashboard = object({
  name: str,
  title: localized,
  widgets: arrayOf(
    object(
      {
        type: str,
        title: localized,
        aggregate: str,
        source: { type: "object", description: "按资源统计：resource、measure、by、date、where" },
      },
      ["aggregate", "source"],
    ),
  ),
});

/**
 * `data` of each route's 200 answer, for the OpenAPI document alone (mock-server/openapi/answers.ts): one
 * route per aggregate the app registers, one per dashboard of the config (`*`: any name), and one per
 * dashboard widget counting a source, whose kind its config decides.
 */
export const statsResponses = (aggregates: Readonly<Record<string, Aggregate>>) => ({
  ...Object.fromEntries(Object.values(aggregates).map((a) => [`GET /v1/stats/${a.name}`, resultSchemas[a.kind]])),
  "GET /v1/dashboards/*": dashboard,
  "GET /v1/dashboards/*/widgets/*": { oneOf: Object.values(resultSchemas) },
});

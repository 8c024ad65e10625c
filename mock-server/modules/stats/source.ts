import { sql, type RawBuilder } from "kysely";
import type { DashboardWidget, WidgetSource } from "../../../src/types/generated/dashboard.js";
import type { RecordField, ResourceConfig } from "../../../src/types/generated/resource.js";
import { groupOf, measureField, rangeFieldOf, type Measure, type ValueFormat } from "../../../src/common/stats.js";
import { localize } from "../../../src/common/i18n.js";
import { systemColumns, systemTitles } from "../../resources/columns.js";
import { encodeValue } from "../../resources/codec.js";
import type { Aggregate, AggregateContext } from "./aggregate.js";
import { bounds, bucketOf, optionLabels, yuan } from "./sql.js";
import { labelsById } from "../../resources/labels.js";
import { sourceTexts } from "./in-language.js";

type Resources = Record<string, ResourceConfig>;
/** A date-like field of a resource: a record field of format date or date-time, or a system stamp. */
export const isDateField = (res: ResourceConfig, name: string): boolean => {
  if (name === "created_at" || name === "updated_at") return true;
  const format = res.record.properties[name]?.format;
  return format === "date" || format === "date-time";
};

/** Fields a source reads, and the resources it reads them from (a relation's labels are that resource's). */
export function sourceReads(s: WidgetSource, resources: Resources): Record<string, string[]> {
  const res = resources[s.resource];
  const group = groupOf(s);
  const fields = [measureField(s.measure), group?.field, s.date, ...Object.keys(s.where ?? {})].filter(
    (f): f is string => f !== undefined && !(systemColumns as readonly string[]).includes(f),
  );
  const reads: Record<string, string[]> = { [s.resource]: [...new Set(fields)] };
  const related = group && !group.date ? res?.record.properties[group.field]?.relation?.resource : undefined;
  if (related && related !== s.resource && resources[related]) reads[related] = [];
  return reads;
}

/** The format of a measure's values: the widget's, else money for a field the list shows as money. */
function formatOf(w: DashboardWidget, res: ResourceConfig): ValueFormat {
  if (w.format) return w.format;
  const field = measureField(w.source!.measure);
  const shown = res.list?.columns?.find((c) => c.field === field);
  return field && shown?.render === "money" ? "money" : "number";
}

/** The conditions of a source: `where`, and the range on its date field when given. */
function conditions(resources: Resources, s: WidgetSource, range?: [string, string]): RawBuilder<unknown> {
  const fields = resources[s.resource].record.properties;
  const parts: RawBuilder<unknown>[] = [];
  for (const [name, value] of Object.entries(s.where ?? {})) {
    const encode = (v: unknown) => (fields[name] ? encodeValue(fields[name], v) : v);
    parts.push(
      Array.isArray(value)
        ? sql`${sql.ref(name)} IN (${sql.join(value.map(encode))})`
        : sql`${sql.ref(name)} = ${encode(value)}`,
    );
  }
  const dated = rangeFieldOf(s);
  if (dated && range) parts.push(sql`${sql.ref(dated)} >= ${range[0]} AND ${sql.ref(dated)} < ${range[1]}`);
  return parts.length ? sql`WHERE ${sql.join(parts, sql` AND `)}` : sql``;
}

/** The measure as SQL: a count, or a sum or average that is 0 over no rows. */
function measureSql(m: Measure): RawBuilder<number> {
  if (m === "count") return sql<number>`COUNT(*)`;
  return "sum" in m
    ? sql<number>`COALESCE(SUM(${sql.ref(m.sum)}), 0)`
    : sql<number>`COALESCE(AVG(${sql.ref(m.avg)}), 0)`;
}

/** Two places for money and averages, whole numbers for counts as they come. */
const rounded = (m: Measure, v: unknown): number => (m === "count" ? Number(v) : yuan(Number(v)));

/** The labels of a grouped field's values: its options, 是/否, the related rows' labels, else the value. */
async function labelsOf(
  ctx: AggregateContext,
  field: RecordField | undefined,
  keys: unknown[],
): Promise<(key: unknown) => string> {
  const named = (key: unknown, known?: string) => (key === null ? sourceTexts.none : (known ?? String(key)));
  if (field?.options) {
    const labels = optionLabels(field.options.map((o) => ({ ...o, label: localize(o.label) })));
    return (key) => named(key, labels.get(String(key)));
  }
  if (field?.type === "boolean") return (key) => named(key, Number(key) ? sourceTexts.yes : sourceTexts.no);
  if (!field?.relation) return (key) => named(key);
  const labels = await labelsById(
    ctx,
    field.relation.resource,
    keys.filter((k) => k !== null),
  );
  return (key) => named(key, labels.get(Number(key)) ?? (key === null ? undefined : `#${String(key)}`));
}

/**
 * The aggregate a widget's `source` describes, named `name`: one grouped query over the resource's rows
 * the caller reaches (its table, or its owner's with the slice's scope; its role's row rules). The config checks (check-dashboards.ts) have made
 * sure the resource and fields exist and the widget's type fits what it gives.
 */
export function sourceAggregate(name: string, w: DashboardWidget, resources: Resources): Aggregate {
  const s = w.source!;
  const res = resources[s.resource];
  const title = localize(w.title, "zh-CN");
  const from = (ctx: AggregateContext) => ctx.rows(s.resource, "r");
  const reads = sourceReads(s, resources);
  const format = formatOf(w, res);
  const group = groupOf(s);
  const base = { name, title: `仪表盘组件「${title}」：${s.resource}`, reads };
  const dated = rangeFieldOf(s) !== undefined;

  if (!group)
    return {
      ...base,
      kind: "stats",
      metrics: { value: { label: title, format } },
      undated: !dated,
      async compute(ctx, range) {
        const { rows } = await sql<{ v: number }>`SELECT ${measureSql(s.measure)} AS v FROM ${from(ctx)}
          ${conditions(resources, s, bounds(range))}`.execute(ctx.db);
        return { value: rounded(s.measure, rows[0]?.v ?? 0) };
      },
    };

  if (group.date)
    return {
      ...base,
      kind: "series",
      series: { value: { name: title, format } },
      async compute(ctx, range, granularity) {
        const { rows } = await sql<{ b: string; v: number }>`
          SELECT ${bucketOf(group.field, granularity)} AS b, ${measureSql(s.measure)} AS v FROM ${from(ctx)}
          ${conditions(resources, s, bounds(range))} GROUP BY 1`.execute(ctx.db);
        return { value: new Map(rows.map((r) => [r.b, rounded(s.measure, r.v)])) };
      },
    };

  const field = res.record.properties[group.field];
  return {
    ...base,
    kind: "category",
    category: localize(field?.title ?? systemTitles[group.field] ?? group.field, "zh-CN"),
    format,
    async compute(ctx, range) {
      const { rows } = await sql<{ k: unknown; v: number }>`
        SELECT ${sql.ref(group.field)} AS k, ${measureSql(s.measure)} AS v FROM ${from(ctx)}
        ${conditions(resources, s, bounds(range))} GROUP BY ${sql.ref(group.field)}`.execute(ctx.db);
      const label = await labelsOf(
        ctx,
        field,
        rows.map((r) => r.k),
      );
      return rows.map((r) => ({ key: String(r.k), name: label(r.k), value: rounded(s.measure, r.v) }));
    },
  };
}

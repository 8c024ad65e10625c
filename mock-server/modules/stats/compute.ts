import {
  buckets,
  previousPeriod,
  type AggregateResult,
  type DateRange,
  type Granularity,
  type StatItem,
} from "../../../src/common/stats.js";
import type { Aggregate, AggregateContext } from "./aggregate.js";

/** (value − previous) / previous to four places; null when there was nothing before. */
const changeOf = (value: number, previous: number): number | null =>
  previous === 0 ? null : Math.round(((value - previous) / previous) * 10_000) / 10_000;

/**
 * Runs an aggregate over a range and shapes its answer: a summary gets the previous period of equal
 * length and the change; a series gets every day or month of the range (zero where nothing happened);
 * categories are sorted, largest first, and cut to the top N with the rest summed.
 */
export async function runAggregate(
  a: Aggregate,
  ctx: AggregateContext,
  range: DateRange,
  options: { granularity?: Granularity; top?: number },
): Promise<AggregateResult> {
  switch (a.kind) {
    case "stats": {
      const previous = previousPeriod(range);
      // Numbers that do not depend on the range have no previous period to compare with.
      const [now, prior] = await Promise.all([a.compute(ctx, range), a.undated ? undefined : a.compute(ctx, previous)]);
      const before = prior ?? now;
      const items: StatItem[] = Object.entries(a.metrics).map(([key, m]) => ({
        key,
        label: m.label,
        value: now[key] ?? 0,
        previous: before[key] ?? 0,
        change: a.undated ? null : changeOf(now[key] ?? 0, before[key] ?? 0),
        format: m.format,
      }));
      return { kind: "stats", range, previous, items };
    }
    case "series": {
      const granularity = options.granularity ?? "day";
      const x = buckets(range, granularity);
      const values = await a.compute(ctx, range, granularity);
      const series = Object.entries(a.series).map(([key, s]) => ({
        key,
        name: s.name,
        format: s.format,
        data: x.map((b) => values[key]?.get(b) ?? 0),
      }));
      return { kind: "series", range, granularity, x, series };
    }
    case "category": {
      const rows = (await a.compute(ctx, range)).sort(
        (p, q) => q.value - p.value || p.name.localeCompare(q.name, "zh-CN"),
      );
      const top = options.top ?? 10;
      const sum = (list: { value: number }[]) => Math.round(list.reduce((s, r) => s + r.value, 0) * 100) / 100;
      return {
        kind: "category",
        range,
        name: a.category,
        format: a.format,
        items: rows.slice(0, top),
        others: sum(rows.slice(top)),
        total: sum(rows),
      };
    }
  }
}

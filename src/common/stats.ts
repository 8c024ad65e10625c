/**
 * What the statistics aggregates answer (`GET /api/v1/stats/<aggregate>`), shared by the server that
 * computes them and the dashboards that draw them. Dates are the business's calendar dates
 * (Asia/Shanghai), `YYYY-MM-DD`; a range includes both ends.
 */
import type { ValueFormat, WidgetSource, WidgetType } from "../types/generated/dashboard.js";
import { addDays, daysBetween } from "./calendar.js";

export type { ValueFormat, WidgetType };

export type Granularity = "day" | "month";

/** The three shapes of an aggregate's answer. */
export type AggregateKind = "stats" | "series" | "category";

/** Which widget types each shape can feed: the start-time check of config/dashboards/ uses it. */
export const FEEDS: Record<AggregateKind, readonly WidgetType[]> = {
  stats: ["stat"],
  series: ["line", "bar"],
  category: ["bar", "pie"],
};

export interface DateRange {
  from: string;
  to: string;
}

/** One number of a summary, with the same number over the previous period of equal length. */
export interface StatItem {
  key: string;
  label: string;
  value: number;
  previous: number;
  /** (value − previous) / previous; null when the previous period had nothing to compare with. */
  change: number | null;
  format: ValueFormat;
}

export interface StatsResult {
  kind: "stats";
  range: DateRange;
  previous: DateRange;
  items: StatItem[];
}

/** Values over time: one point per day or month of the range, zero where nothing happened. */
export interface SeriesResult {
  kind: "series";
  range: DateRange;
  granularity: Granularity;
  /** `2026-11-01` by day, `2026-11` by month. */
  x: string[];
  series: { key: string; name: string; format: ValueFormat; data: number[] }[];
}

/** Values per category, largest first; `others` sums the categories beyond the top N. */
export interface CategoryResult {
  kind: "category";
  range: DateRange;
  name: string;
  format: ValueFormat;
  items: { key: string; name: string; value: number }[];
  others: number;
  total: number;
}

export type AggregateResult = StatsResult | SeriesResult | CategoryResult;

/** The longest range an aggregate answers: three years. */
export const MAX_RANGE_YEARS = 3;

/** Ranges up to this many days are drawn by day unless a widget says otherwise; longer ones by month. */
export const DAILY_UP_TO_DAYS = 62;

/** The date `years` calendar years later; 29 February becomes 28 February in a common year. */
export function addYears(date: string, years: number): string {
  const y = Number(date.slice(0, 4)) + years;
  const md = date.slice(5);
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return `${String(y).padStart(4, "0")}-${md === "02-29" && !leap ? "02-28" : md}`;
}

/**
 * What is wrong with a range, as the field and message the server answers (10001): the end before
 * the start, or more than three years between them. Both dates must already be real dates.
 */
export function rangeProblem(range: DateRange): { field: "to"; message: string } | null {
  if (range.to < range.from) return { field: "to", message: "结束日期不能早于开始日期" };
  if (range.to >= addYears(range.from, MAX_RANGE_YEARS))
    return { field: "to", message: `日期范围不能超过${MAX_RANGE_YEARS}年` };
  return null;
}

/** The period of equal length just before a range: what a stat card compares with. */
export function previousPeriod(range: DateRange): DateRange {
  const days = daysBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** By day for short ranges, by month for long ones, unless a widget names one. */
export function autoGranularity(range: DateRange): Granularity {
  return daysBetween(range.from, range.to) + 1 <= DAILY_UP_TO_DAYS ? "day" : "month";
}

/** The points of a series over a range: every date, or every month (`YYYY-MM`) it touches. */
export function buckets(range: DateRange, granularity: Granularity): string[] {
  const out: string[] = [];
  if (granularity === "day") {
    for (let d = range.from; d <= range.to; d = addDays(d, 1)) out.push(d);
    return out;
  }
  let [y, m] = [Number(range.from.slice(0, 4)), Number(range.from.slice(5, 7))];
  const last = range.to.slice(0, 7);
  for (;;) {
    const month = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}`;
    if (month > last) return out;
    out.push(month);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}

/** What a dashboard source measures: a count, or the sum or average of a field (`WidgetSource.measure`). */
export type Measure = WidgetSource["measure"];

/** The number field a measure adds up or averages; undefined for a count. */
export const measureField = (m: Measure): string | undefined =>
  m === "count" ? undefined : "sum" in m ? m.sum : m.avg;

/** The field a source groups by, and whether it is a date bucketed by day or month. */
export const groupOf = (s: WidgetSource): { field: string; date: boolean } | undefined =>
  s.by === undefined
    ? undefined
    : typeof s.by === "string"
      ? { field: s.by, date: false }
      : { field: s.by.date, date: true };

/** The field the page's range filters on: `date`, else the `by` date; none means every row counts. */
export const rangeFieldOf = (s: WidgetSource): string | undefined => {
  const group = groupOf(s);
  return s.date ?? (group?.date ? group.field : undefined);
};

/**
 * The kind of values a source gives: one number, one per day or month, or one per value of a field. A
 * number without a range field counts rows as they stand (no previous period to compare with).
 */
export const sourceKind = (s: WidgetSource): AggregateKind => {
  const group = groupOf(s);
  return !group ? "stats" : group.date ? "series" : "category";
};

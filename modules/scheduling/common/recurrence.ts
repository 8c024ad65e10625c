/**
 * Batch scheduling: the dates of a repeating lesson plan ("Mondays and Fridays, every other week,
 * 20 lessons"). The form previews them in the browser and the server recomputes them before it books
 * anything, so both throw the same coded errors, with the catalogue's Chinese messages.
 */
import { addDays, isDate, weekRange } from "../../../src/common/calendar.js";

/** How a plan ends: after a number of lessons, or on a last date (inclusive). */
export type EndRule = { mode: "count"; count: number } | { mode: "date"; endDate: string };

/** A repeating plan as the batch form sends it; weekdays are 1 (Monday) … 7 (Sunday). */
export interface Recurrence {
  startDate: string;
  weekdays: number[];
  repeat: "weekly" | "biweekly";
  end: EndRule;
}

/**
 * A plan that cannot be scheduled. `code` is the error catalogue's, `field` the request field to mark,
 * so the server can answer with its envelope and the form can show the message under the right input.
 */
export class RecurrenceError extends Error {
  constructor(
    readonly code: number,
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "RecurrenceError";
  }
}

/** The most lessons one batch may create: a plan beyond this is almost always a mistyped end. */
export const MAX_LESSONS = 200;

const TOO_MANY = `排课数量超过上限（最多${MAX_LESSONS}节）`;

function fail(code: number, field: string, message: string): never {
  throw new RecurrenceError(code, field, message);
}

/** The chosen weekdays, once each and in week order. Inputs come from requests, so nothing is trusted. */
function checkWeekdays(weekdays: unknown): number[] {
  if (!Array.isArray(weekdays) || weekdays.length === 0) fail(15025, "weekdays", "上课星期不能为空");
  if (!weekdays.every((d) => Number.isInteger(d) && d >= 1 && d <= 7)) fail(15025, "weekdays", "上课星期无效");
  return [...new Set(weekdays as number[])].sort((a, b) => a - b);
}

/** The plan's limit: a lesson count, or a last date not before the start. */
function checkEnd(end: unknown, startDate: string): { count: number } | { endDate: string } {
  const rule = (end ?? {}) as Partial<Record<string, unknown>>;
  if (rule.mode === "count") {
    const count = rule.count;
    if (typeof count !== "number" || !Number.isInteger(count) || count <= 0) {
      fail(15007, "count", "课次数必须为正整数");
    }
    if (count > MAX_LESSONS) fail(15035, "count", TOO_MANY);
    return { count };
  }
  if (rule.mode === "date") {
    const endDate = rule.endDate;
    if (typeof endDate !== "string" || !isDate(endDate)) fail(15026, "end_date", "结束日期无效");
    if (endDate < startDate) fail(15026, "end_date", "结束日期不能早于开始日期");
    return { endDate };
  }
  return fail(15027, "end_mode", "结束方式无效");
}

/**
 * The lesson dates of a plan, in order: from the start date (inclusive) on the chosen weekdays, every
 * week or every other week, until the count is reached or past the end date. Every other week counts
 * Monday-start weeks from the start date's week, which is always on. Throws RecurrenceError.
 */
export function generateDates(r: Recurrence): string[] {
  const { startDate, weekdays, repeat, end } = (r ?? {}) as Partial<Recurrence>;
  if (typeof startDate !== "string" || !isDate(startDate)) fail(15001, "start_date", "开始日期无效或为空");
  if (repeat !== "weekly" && repeat !== "biweekly") fail(15002, "repeat", "重复方式无效");
  const days = checkWeekdays(weekdays);
  const limit = checkEnd(end, startDate);
  const stride = repeat === "weekly" ? 7 : 14;

  const dates: string[] = [];
  // Whole weeks at a time, so a far end date costs at most MAX_LESSONS dates before it is refused.
  for (let monday = weekRange(startDate).start; ; monday = addDays(monday, stride)) {
    for (const weekday of days) {
      const date = addDays(monday, weekday - 1);
      if (date < startDate) continue;
      if ("endDate" in limit && date > limit.endDate) {
        if (dates.length === 0) fail(15008, "weekdays", "课次数与每周上课规律不符");
        return dates;
      }
      if (dates.length === MAX_LESSONS) fail(15035, "end_date", TOO_MANY);
      dates.push(date);
      if ("count" in limit && dates.length === limit.count) return dates;
    }
  }
}

import { toMinutes } from "../../common/index.js";
import { dayWithWeekday } from "../shown-dates.js";

/** A day column's header: `周一 11/23`, the weekday first since staff plan by weekday. */
export function dayHeader(date: string): string {
  return dayWithWeekday(date);
}

/** Afternoon starts at noon: the split staff use when they offer a parent a time. */
const NOON = 12 * 60;

/** A day's free start times split into morning and afternoon. */
export interface HalfDays {
  morning: string[];
  afternoon: string[];
}

/**
 * Splits a day's free start times (`HH:mm`, up to about forty) into 上午 and 下午, each in time
 * order, so a day's column stays short enough to scan.
 */
export function splitHalfDays(times: readonly string[]): HalfDays {
  const sorted = [...times].sort((a, b) => toMinutes(a) - toMinutes(b));
  return {
    morning: sorted.filter((t) => toMinutes(t) < NOON),
    afternoon: sorted.filter((t) => toMinutes(t) >= NOON),
  };
}

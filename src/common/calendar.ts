/**
 * Calendar arithmetic on wall-clock text: a date is `YYYY-MM-DD`, a time of day `HH:mm`, a moment
 * `YYYY-MM-DD HH:mm`. The business runs in one time zone, so these are never read in the machine's
 * zone: every step is dayjs in UTC mode, where no daylight-saving change can shift a day or an hour.
 * The framework's (statistics' date buckets, list filters) and every module's.
 */
import dayjs, { type Dayjs } from "dayjs";
import utc from "dayjs/plugin/utc.js";
import { isDate, isTime } from "./record-rules.js";

dayjs.extend(utc);

/** A real calendar date written YYYY-MM-DD: the one definition shared with record fields. */
export { isDate };

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** Minutes since midnight, so times can be added and compared as numbers; throws on anything but `HH:mm`. */
export function toMinutes(time: string): number {
  if (!isTime(time)) throw new RangeError(`Not a time (HH:mm): ${JSON.stringify(time)}`);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * `HH:mm` of minutes since midnight. Whole days are dropped (1470 → "00:30"), as a clock shows them:
 * moving across days is the job of `addMinutes` on moments.
 */
export function fromMinutes(minutes: number): string {
  if (!Number.isInteger(minutes)) throw new RangeError(`Not a whole number of minutes: ${minutes}`);
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}
const MOMENT = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** A date as a day of the UTC calendar: checked first, so dayjs never guesses at a malformed one. */
function day(date: string): Dayjs {
  if (!isDate(date)) throw new RangeError(`Not a date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  return dayjs.utc(date);
}

const DATE = "YYYY-MM-DD";

/** Days in a month (1–12), by the Gregorian leap-year rule: the quick check of `momentMinutes`. */
function monthLength(year: number, month: number): number {
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
}

/** The date `n` days later (earlier when negative): the step of every calendar walk. */
export function addDays(date: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Not a whole number of days: ${n}`);
  return day(date).add(n, "day").format(DATE);
}

/** The day of the week, Monday 1 … Sunday 7: weeks start on Monday here, and forms send 1..7. */
export function weekdayOf(date: string): number {
  return day(date).day() || 7;
}

/** The Monday-to-Sunday week containing a date (a Sunday belongs to the week of the Monday before). */
export function weekRange(date: string): { start: string; end: string } {
  const start = addDays(date, 1 - weekdayOf(date));
  return { start, end: addDays(start, 6) };
}

/** The seven dates of the week containing a date, Monday first: the columns of the week view. */
export function weekDays(date: string): string[] {
  const { start } = weekRange(date);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** The first and last day of the month containing a date: the range the month view loads. */
export function monthRange(date: string): { start: string; end: string } {
  const d = day(date);
  return { start: d.startOf("month").format(DATE), end: d.endOf("month").format(DATE) };
}

/**
 * The rows of the month view: whole Monday-first weeks covering the month, with the neighbour months'
 * days that fill the first and last week (4 to 6 weeks of 7 dates).
 */
export function monthGrid(date: string): string[][] {
  const month = monthRange(date);
  const start = weekRange(month.start).start;
  const weeks = (daysBetween(start, weekRange(month.end).end) + 1) / 7;
  return Array.from({ length: weeks }, (_, w) => Array.from({ length: 7 }, (_, d) => addDays(start, w * 7 + d)));
}

/**
 * The date `step` weeks or months away, for the timetable's previous/next buttons. A month keeps the
 * day when it exists and otherwise takes the month's last day (31 January → 28 or 29 February), so
 * paging never skips a month.
 */
export function shift(date: string, mode: "week" | "month", step: number): string {
  if (mode === "week") return addDays(date, 7 * step);
  if (mode !== "month") throw new RangeError(`Not a shift mode: ${JSON.stringify(mode)}`);
  if (!Number.isInteger(step)) throw new RangeError(`Not a whole number of months: ${step}`);
  // dayjs keeps the day, or takes the month's last when it has none.
  return day(date).add(step, "month").format(DATE);
}

/** A date as the timetable's header writes it: spec §2's `YYYY年MM月DD日`, so `2027年01月05日`. */
export function headerDate(date: string): string {
  return day(date).format("YYYY年MM月DD日");
}

/** The moment a lesson starts, from the date and time fields of a form. */
export function moment(date: string, time: string): string {
  day(date);
  toMinutes(time);
  return `${date} ${time}`;
}

/**
 * Minutes since 1970-01-01 00:00 of the same wall clock: one number per moment, so moments can be
 * sorted, compared and swept as numbers. Seconds (`HH:mm:ss`, as date-times are stored) are dropped.
 * Conflict checks read thousands of moments, so this checks the date by arithmetic, in one pass,
 * rather than through `isDate` (a test holds the two to the same answers).
 */
export function momentMinutes(moment: string): number {
  const m = typeof moment === "string" ? MOMENT.exec(moment) : null;
  const [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
  // Date.UTC reads years 0–99 as 19xx, and isDate refuses them for that reason.
  if (!m || y < 100 || mo < 1 || mo > 12 || d < 1 || d > monthLength(y, mo)) {
    throw new RangeError(`Not a moment (YYYY-MM-DD HH:mm): ${JSON.stringify(moment)}`);
  }
  return Date.UTC(y, mo - 1, d) / MINUTE_MS + Number(m[4]) * 60 + Number(m[5]);
}

/** The moment `minutes` later (earlier when negative), crossing midnight and month ends as a calendar does. */
export function addMinutes(moment: string, minutes: number): string {
  if (!Number.isInteger(minutes)) throw new RangeError(`Not a whole number of minutes: ${minutes}`);
  return dayjs.utc((momentMinutes(moment) + minutes) * MINUTE_MS).format("YYYY-MM-DD HH:mm");
}

/** Minutes from moment `a` to moment `b` (b − a): negative when `b` comes first. */
export function minutesBetween(a: string, b: string): number {
  return momentMinutes(b) - momentMinutes(a);
}

/** Days from date `a` to date `b` (b − a): negative when `b` comes first. */
export function daysBetween(a: string, b: string): number {
  return day(b).diff(day(a), "day");
}

/**
 * Times of day for lessons, as `HH:mm` text and minutes since midnight: the school day, its
 * 15-minute grid and the lesson lengths. The server checks a lesson against these rules and the
 * browser builds its time selectors from them, so both read one definition of the day.
 */
import { isTime } from "../../../src/common/record-rules.js";
import { fromMinutes, toMinutes } from "../../../src/common/calendar.js";

/** `HH:mm`, 00:00 to 23:59: the one definition shared with record fields. */
export { isTime };

/** Times of day as minutes and back: the calendar's (src/common/calendar.ts). */
export { fromMinutes, toMinutes };

/** The first moment a lesson may start (spec: lessons run 08:30 to 18:30). */
export const DAY_START = "08:30";

/** The moment every lesson must have ended by. */
export const DAY_END = "18:30";

/** Lessons start on this grid, in minutes, counted from DAY_START. */
export const SLOT_STEP = 15;

/** The lesson lengths the business sells, in minutes (error 15014 for anything else). */
export const DURATIONS = [15, 30, 45, 60] as const;

/** One of the lesson lengths, for forms and rules that only accept those. */
export type Duration = (typeof DURATIONS)[number];

/** Every step of the school day, 08:30 to 18:30 inclusive (41 values), for a plain time selector. */
export function timeSteps(): string[] {
  return grid(toMinutes(DAY_END));
}

/**
 * The times a lesson of `duration` minutes may start so that it ends by DAY_END (08:30 … 17:30 for an
 * hour). Without a duration, every slot of the day (08:30 … 18:15): a start at 18:30 would end too late.
 */
export function startTimes(duration: number = SLOT_STEP): string[] {
  if (!Number.isInteger(duration) || duration <= 0) throw new RangeError(`Not a lesson length: ${duration}`);
  return grid(toMinutes(DAY_END) - duration);
}

function grid(last: number): string[] {
  const times: string[] = [];
  for (let m = toMinutes(DAY_START); m <= last; m += SLOT_STEP) times.push(fromMinutes(m));
  return times;
}

/**
 * Whether a lesson fits the school day: starts at 08:30 or later on the 15-minute grid and ends by
 * 18:30 (error 15013 otherwise). A predicate, so anything malformed is simply false.
 */
export function withinDay(time: string, duration: number): boolean {
  if (!isTime(time) || !Number.isInteger(duration) || duration <= 0) return false;
  const start = toMinutes(time);
  const first = toMinutes(DAY_START);
  return start >= first && (start - first) % SLOT_STEP === 0 && start + duration <= toMinutes(DAY_END);
}

/** How a lesson's time is shown in lists and on the timetable: `08:30-09:15`. */
export function timeRange(time: string, duration: number): string {
  return `${time}-${fromMinutes(toMinutes(time) + duration)}`;
}

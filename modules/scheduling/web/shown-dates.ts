import { dayjs } from "../../../src/app/locale/dayjs.js";
import { timetableTexts as tx, weekdayNames } from "./timetable/texts.js";
import { weekdayOf } from "../common/index.js";

/** A `YYYY-MM-DD` date in one of the texts' dayjs formats (`2026年11月23日` or `Nov 23, 2026`). */
export function shownDate(date: string, format: string = tx.dateFormat): string {
  return dayjs(date).format(format);
}

/** A date's month as a header writes it (`2026年11月` or `November 2026`). */
export function shownMonth(date: string): string {
  return shownDate(date, tx.monthFormat);
}

/** A day column's head, the weekday first since staff plan by weekday: `周一 11/23`. */
export function dayWithWeekday(date: string, weekdayName: string = weekdayNames[weekdayOf(date) - 1]): string {
  return `${weekdayName} ${shownDate(date, tx.dayFormat)}`;
}

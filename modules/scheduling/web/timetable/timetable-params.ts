import { isDate } from "../../common/index.js";
import type { TimetableQuery } from "../api.js";
import { wallClock } from "../../../../src/common/time-zone.js";

/** What the timetable shows: kept in the address, so a reload or a shared link shows the same view. */
export interface TimetableView {
  mode: "week" | "month";
  /** Any day of the week or month shown. */
  date: string;
  /** Whose rows the week view has. */
  by: "teacher" | "student";
  /**
   * One campus, or "all" of them. Absent: the campus the user chose last (kept per user in this
   * browser), else the server's default (its first campus), which the answer names.
   */
  campus_id?: number | typeof ALL_CAMPUSES;
  teacher_id?: number;
  student_id?: number;
}

/** The campus filter's value, and the address's, for every campus. */
export const ALL_CAMPUSES = "all";

const PEOPLE = ["teacher_id", "student_id"] as const;

/**
 * Today on the business's calendar, `YYYY-MM-DD` (app.json `timeZone`): what 今天 means to the server
 * that refuses past days, whatever zone the browser is in.
 */
export function todayText(zone: string, now: number = Date.now()): string {
  return wallClock(now, zone).slice(0, 10);
}

const positive = (text: string | null): number | undefined => {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The view an address asks for. Anything missing or malformed falls back to this week by teacher,
 * so a hand-edited link still opens a timetable rather than an error.
 */
export function readView(params: URLSearchParams, today: string): TimetableView {
  const date = params.get("date") ?? "";
  const view: TimetableView = {
    mode: params.get("mode") === "month" ? "month" : "week",
    date: isDate(date) ? date : today,
    by: params.get("by") === "student" ? "student" : "teacher",
  };
  const campus = params.get("campus_id");
  if (campus === ALL_CAMPUSES) view.campus_id = ALL_CAMPUSES;
  else if (positive(campus)) view.campus_id = positive(campus);
  for (const key of PEOPLE) {
    const id = positive(params.get(key));
    if (id) view[key] = id;
  }
  return view;
}

/** The address query of a view: mode and date always (a link shared later shows that week), the rest when set. */
export function writeView(view: TimetableView): Record<string, string> {
  const query: Record<string, string> = { mode: view.mode, date: view.date };
  if (view.by === "student") query.by = "student";
  if (view.campus_id) query.campus_id = String(view.campus_id);
  for (const key of PEOPLE) if (view[key]) query[key] = String(view[key]);
  return query;
}

/** What the timetable endpoint is asked for the view: the month view has no rows, so no `by`. */
export function toQuery(view: TimetableView): TimetableQuery {
  const q: TimetableQuery = { mode: view.mode, date: view.date };
  if (view.mode === "week") q.by = view.by;
  if (view.campus_id === ALL_CAMPUSES) q.all_campuses = true;
  else if (view.campus_id) q.campus_id = view.campus_id;
  for (const key of PEOPLE) if (view[key]) q[key] = view[key];
  return q;
}

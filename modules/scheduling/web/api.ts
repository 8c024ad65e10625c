import type { HttpClient } from "../../../src/app/http/client.js";
import type { Lesson, LessonStatus } from "../common/lesson.js";
import {
  decodeLesson,
  type LessonValues,
  type TimetableLesson,
  type TimetableNames,
} from "../common/timetable-wire.js";

export type { Lesson, LessonStatus, LessonValues, TimetableLesson, TimetableNames };

/** The timetable's answer as sent: lessons as values by id, names once (docs/schedule-api.md "Timetable"). */
interface TimetableAnswerHead {
  range: { start: string; end: string };
  total: number;
  /** The campus shown (the server's default when none was asked for); null: every campus. */
  campus_id: number | null;
  fields: readonly string[];
  names: TimetableNames;
}

export interface WeekAnswer extends TimetableAnswerHead {
  mode: "week";
  days: string[];
  rows: { id: number; lessons: LessonValues[] }[];
}

export interface MonthAnswer extends TimetableAnswerHead {
  mode: "month";
  days: { date: string; count: number; taught: number; scheduled: number; open: number; lessons: LessonValues[] }[];
}

/** A week as the page draws it: its lessons decoded, each row named. */
export interface WeekTimetable {
  mode: "week";
  range: { start: string; end: string };
  /** Monday to Sunday. */
  days: string[];
  total: number;
  campus_id: number | null;
  rows: { id: number; name: string; lessons: TimetableLesson[] }[];
}

export interface MonthTimetable {
  mode: "month";
  range: { start: string; end: string };
  total: number;
  campus_id: number | null;
  days: {
    date: string;
    count: number;
    taught: number;
    scheduled: number;
    open: number;
    lessons: TimetableLesson[];
  }[];
}

/** The answer turned into what the grids read: a few thousand small objects, made once per answer. */
export function decodeTimetable(answer: WeekAnswer, by: "teacher" | "student"): WeekTimetable;
export function decodeTimetable(answer: MonthAnswer): MonthTimetable;
export function decodeTimetable(
  answer: WeekAnswer | MonthAnswer,
  by?: "teacher" | "student",
): WeekTimetable | MonthTimetable;
export function decodeTimetable(
  answer: WeekAnswer | MonthAnswer,
  by: "teacher" | "student" = "teacher",
): WeekTimetable | MonthTimetable {
  const { range, total, campus_id, names } = answer;
  const decode = (values: LessonValues) => decodeLesson(values, names);
  if (answer.mode === "month") {
    const days = answer.days.map((d) => ({ ...d, lessons: d.lessons.map(decode) }));
    return { mode: "month", range, total, campus_id, days };
  }
  const rowNames = by === "student" ? names.students : names.teachers;
  const rows = answer.rows.map((r) => ({ id: r.id, name: rowNames[r.id] ?? "", lessons: r.lessons.map(decode) }));
  return { mode: "week", range, days: answer.days, total, campus_id, rows };
}

export interface TimetableQuery {
  mode: "week" | "month";
  date: string;
  by?: "teacher" | "student";
  campus_id?: number;
  /** Every campus (without it and without a campus, teacher or student, the server shows its first campus). */
  all_campuses?: boolean;
  teacher_id?: number;
  student_id?: number;
}

/** What single scheduling sends (单次排课). */
export interface SingleLesson {
  teacher_id?: number;
  student_id?: number;
  subject_id?: number;
  campus_id?: number;
  date?: string;
  time?: string;
  duration?: number;
  title?: string;
  remark?: string;
  /** The open slot the lesson takes the place of. */
  slot_id?: number;
  /** Save although it clashes (the scheduler saw the warning). */
  accept_conflicts?: boolean;
}

/** What batch scheduling sends (批量排课). */
export interface BatchLessons extends Omit<SingleLesson, "date"> {
  start_date?: string;
  end_mode?: "count" | "date";
  count?: number;
  end_date?: string;
  repeat?: "weekly" | "biweekly";
  /** 1 Monday … 7 Sunday. */
  weekdays?: number[];
}

/** A clash the server found, with its code (15031 leave, 15032 student, 15033 teacher) and reason. */
export interface Clash {
  index: number;
  kind: "teacher" | "student" | "leave";
  code: number;
  reason: string;
  other_lesson_id: number | null;
  leave_id: number | null;
  date?: string;
}

export interface BatchPreview {
  lessons: { date: string; time: string; range: string }[];
  count: number;
  conflicts: Clash[];
  conflict_count: number;
  /** The lesson hours the batch would take from its campus. */
  hours: number;
  campus_id: number;
  campus: string | null;
  /** What the campus has left; null when hours are not kept. */
  hours_balance: number | null;
}

/** A campus's lesson hours (课时余额), which every lesson scheduled there spends. */
export interface CampusHours {
  campus_id: number;
  campus: string;
  hours_balance: number | null;
}

export interface ConflictRow {
  id: number;
  lesson_id: number;
  kind: "teacher" | "student" | "leave";
  campus: string;
  student: string;
  teacher: string;
  subject: string;
  /** `2026-11-24 09:00-09:45` */
  conflict_time: string;
  detected_at: string;
  wait_minutes: number;
  /** `2天3小时` */
  wait: string;
  reason: string;
  resolved_at: string | null;
  resolution: string | null;
}

export interface ConflictDetail extends ConflictRow {
  grade: string;
  lesson: Lesson;
}

export interface FreeSlots {
  range: { start: string; end: string };
  days: string[];
  duration: number;
  teacher: { id: number; name: string; lessons: Lesson[] };
  student: { id: number; name: string; lessons: Lesson[] } | null;
  free: { date: string; times: string[] }[];
}

const BASE = "/v1/schedule";

/**
 * The scheduling endpoints (docs/schedule-api.md), typed. Writes are `silent`: the dialogs put the
 * server's 15xxx message on the field it names (`HttpError.errors`) instead of a generic toast.
 */
export function scheduleApi(http: HttpClient) {
  return {
    timetable: (q: TimetableQuery) => http<WeekAnswer | MonthAnswer>(`${BASE}/timetable`, { params: { ...q } }),
    lesson: (id: number) => http<Lesson>(`${BASE}/lessons/${id}`),
    createLesson: (body: SingleLesson) =>
      http<{ lesson: Lesson; conflicts: Clash[] }>(`${BASE}/lessons`, { method: "POST", data: body, silent: true }),
    updateLesson: (
      id: number,
      body: Pick<SingleLesson, "date" | "time" | "duration" | "title" | "remark" | "accept_conflicts">,
    ) => http<Lesson>(`${BASE}/lessons/${id}`, { method: "PUT", data: body, silent: true }),
    deleteLesson: (id: number) => http<{ id: number }>(`${BASE}/lessons/${id}`, { method: "DELETE", silent: true }),
    /** 课时更正 (admins): the minutes really taught in a lesson that has started, and why. */
    correctLesson: (id: number, body: { duration: number; reason: string }) =>
      http<{ lesson: Lesson | null; hours_change: number; hours_balance: number | null }>(
        `${BASE}/lessons/${id}/correction`,
        { method: "POST", data: body, silent: true },
      ),
    previewBatch: (body: BatchLessons) =>
      http<BatchPreview>(`${BASE}/batch/preview`, { method: "POST", data: body, silent: true }),
    saveBatch: (body: BatchLessons) =>
      http<{ batch_id: string; created: number; conflict_count: number }>(`${BASE}/batch`, {
        method: "POST",
        data: body,
        silent: true,
      }),
    /** The hours left at a campus, or at the teacher's campus when the dialog knows only the teacher. */
    campusHours: (q: { campus_id?: number; teacher_id?: number }) =>
      http<CampusHours>(`${BASE}/campus-hours`, { params: { ...q }, silent: true }),
    conflicts: (q: { status?: "open" | "resolved"; campus_id?: number; pageNo: number; pageSize: number }) =>
      http<{ list: ConflictRow[]; total: number }>(`${BASE}/conflicts`, { params: { ...q } }),
    conflict: (id: number) => http<ConflictDetail>(`${BASE}/conflicts/${id}`),
    freeSlots: (id: number, date?: string) =>
      http<FreeSlots>(`${BASE}/conflicts/${id}/slots`, { params: date ? { date } : {} }),
    reschedule: (id: number, date: string, time: string) =>
      http<Lesson>(`${BASE}/conflicts/${id}/reschedule`, { method: "POST", data: { date, time }, silent: true }),
    deleteAndNotify: (id: number) =>
      http<{ lesson_id: number }>(`${BASE}/conflicts/${id}/delete-notify`, { method: "POST", silent: true }),
  };
}

export type ScheduleApi = ReturnType<typeof scheduleApi>;

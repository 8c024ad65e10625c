import { addDays, monthRange, weekDays, weekRange } from "../common/index.js";
import { LESSON_FIELDS, type LessonValues } from "../common/timetable-wire.js";
import { lessonValues, statusOf } from "./dto.js";
import type { LessonRepository, LessonRow } from "./lessons.js";
import type { PeopleRepository } from "./people.js";
import type { TimetableQuery } from "./schemas.js";

/** A person's row of the week view: their lessons and open slots, by start (the name is in `names`). */
export interface WeekRow {
  id: number;
  lessons: LessonValues[];
}

/** A day of the month view: how many lessons of each status, and the first few. */
export interface MonthDay {
  date: string;
  count: number;
  taught: number;
  scheduled: number;
  open: number;
  lessons: LessonValues[];
}

const FIRST_FEW = 3;
const byName = new Intl.Collator("zh-CN");

/**
 * The campus a timetable shows: the one asked for; every campus when asked (`all_campuses`) or when
 * a teacher or student narrows it already; else the first open campus, so an answer without filters
 * stays one campus's size however many campuses the business has. Null: every campus.
 */
async function campusOf(
  people: PeopleRepository,
  q: TimetableQuery,
  campuses?: readonly number[],
): Promise<number | null> {
  if (q.campus_id) return q.campus_id;
  if (q.all_campuses || q.teacher_id || q.student_id) return null;
  return (await people.firstCampus(campuses)) ?? null;
}

/**
 * The timetable of a week (rows per teacher or per student, days Monday–Sunday) or of a month
 * (per day), of one campus by default, filtered by campus, teacher or student, and kept to the
 * campuses the caller reaches (`campuses`; undefined: every one). Lessons are sent as
 * values (`fields` names them) and their names once each in `names` (modules/scheduling/common/timetable-wire.ts).
 */
export async function timetable(
  lessons: LessonRepository,
  people: PeopleRepository,
  now: string,
  q: TimetableQuery,
  campuses?: readonly number[],
) {
  const date = q.date ?? now.slice(0, 10);
  const range = q.mode === "month" ? monthRange(date) : weekRange(date);
  const campus_id = await campusOf(people, q, campuses);
  const rows = await lessons.between(`${range.start} 00:00`, `${addDays(range.end, 1)} 00:00`, {
    campus_id: campus_id ?? undefined,
    campus_ids: campuses,
    teacher_id: q.teacher_id,
    student_id: q.student_id,
  });
  const head = { campus_id, fields: LESSON_FIELDS };
  if (q.mode === "month") {
    // Counts from the rows; values and names only for the few lessons a day shows.
    const days = new Map<string, Omit<MonthDay, "lessons"> & { shown: LessonRow[] }>();
    for (let d = range.start; d <= range.end; d = addDays(d, 1)) {
      days.set(d, { date: d, count: 0, taught: 0, scheduled: 0, open: 0, shown: [] });
    }
    for (const row of rows) {
      const day = days.get(row.start_at.slice(0, 10))!;
      day.count++;
      const status = statusOf(row, now);
      if (status === 0) day.taught++;
      else if (status === 1) day.scheduled++;
      else day.open++;
      if (day.shown.length < FIRST_FEW) day.shown.push(row);
    }
    const { values, names } = await lessonValues(
      [...days.values()].flatMap((d) => d.shown),
      people,
      now,
    );
    const list: MonthDay[] = [...days.values()].map(({ shown, ...day }) => ({
      ...day,
      lessons: shown.map((r) => values.get(r.id)!),
    }));
    return { mode: "month" as const, range, total: rows.length, ...head, days: list, names };
  }

  const byTeacher = q.by !== "student";
  // A person asked for by the filter has a row even in an empty week.
  const asked = byTeacher ? q.teacher_id : q.student_id;
  const { values, names } = await lessonValues(rows, people, now, {
    teachers: byTeacher && asked ? [asked] : [],
    students: !byTeacher && asked ? [asked] : [],
  });
  const people_ = new Map<number, WeekRow>();
  const rowFor = (id: number) => {
    let row = people_.get(id);
    if (!row) people_.set(id, (row = { id, lessons: [] }));
    return row;
  };
  if (asked) rowFor(asked);
  for (const r of rows) {
    // Open slots have no student: in the by-student view they have no row.
    if (byTeacher) rowFor(r.teacher_id).lessons.push(values.get(r.id)!);
    else if (r.student_id) rowFor(r.student_id).lessons.push(values.get(r.id)!);
  }
  const rowNames = byTeacher ? names.teachers : names.students;
  const nameOf = (id: number) => rowNames[id] ?? "";
  const list = [...people_.values()].sort((a, b) => byName.compare(nameOf(a.id), nameOf(b.id)) || a.id - b.id);
  return { mode: "week" as const, range, days: weekDays(date), total: rows.length, ...head, rows: list, names };
}

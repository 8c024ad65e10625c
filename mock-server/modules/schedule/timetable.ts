import { addDays, monthRange, weekDays, weekRange } from "../../../src/common/schedule/index.js";
import { lessonDtos, statusOf, type LessonDto } from "./dto.js";
import type { LessonRepository, LessonRow } from "./lessons.js";
import type { PeopleRepository } from "./people.js";
import type { TimetableQuery } from "./schemas.js";

/** A person's row of the week view: their lessons and open slots, by start. */
export interface WeekRow {
  id: number;
  name: string;
  lessons: LessonDto[];
}

/** A day of the month view: how many lessons of each status, and the first few. */
export interface MonthDay {
  date: string;
  count: number;
  taught: number;
  scheduled: number;
  open: number;
  lessons: LessonDto[];
}

const FIRST_FEW = 3;

/**
 * The timetable of a week (rows per teacher or per student, days Monday–Sunday) or of a month
 * (per day), filtered by campus, teacher or student.
 */
export async function timetable(lessons: LessonRepository, people: PeopleRepository, now: string, q: TimetableQuery) {
  const date = q.date ?? now.slice(0, 10);
  const range = q.mode === "month" ? monthRange(date) : weekRange(date);
  const rows = await lessons.between(`${range.start} 00:00`, `${addDays(range.end, 1)} 00:00`, {
    campus_id: q.campus_id,
    teacher_id: q.teacher_id,
    student_id: q.student_id,
  });
  if (q.mode === "month") {
    // Counts from the rows; names only for the few lessons a day shows.
    const days = new Map<string, MonthDay & { shown: LessonRow[] }>();
    for (let d = range.start; d <= range.end; d = addDays(d, 1)) {
      days.set(d, { date: d, count: 0, taught: 0, scheduled: 0, open: 0, lessons: [], shown: [] });
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
    const shown = await lessonDtos(
      [...days.values()].flatMap((d) => d.shown),
      people,
      now,
    );
    const byId = new Map(shown.map((l) => [l.id, l]));
    const list = [...days.values()].map(({ shown: few, ...day }) => ({
      ...day,
      lessons: few.map((r) => byId.get(r.id)!),
    }));
    return { mode: "month" as const, range, total: rows.length, days: list };
  }

  const dtos = await lessonDtos(rows, people, now);
  const byTeacher = q.by !== "student";
  const people_ = new Map<number, WeekRow>();
  const rowFor = (id: number, name: string) => {
    let row = people_.get(id);
    if (!row) people_.set(id, (row = { id, name, lessons: [] }));
    return row;
  };
  // A person asked for by the filter has a row even in an empty week.
  if (byTeacher && q.teacher_id) rowFor(q.teacher_id, (await people.teacher(q.teacher_id))?.name ?? "");
  if (!byTeacher && q.student_id) rowFor(q.student_id, (await people.student(q.student_id))?.name ?? "");
  for (const l of dtos) {
    // Open slots have no student: in the by-student view they have no row.
    if (byTeacher) rowFor(l.teacher_id, l.teacher).lessons.push(l);
    else if (l.student_id) rowFor(l.student_id, l.student).lessons.push(l);
  }
  const list = [...people_.values()].sort((a, b) => a.name.localeCompare(b.name, "zh-CN") || a.id - b.id);
  return { mode: "week" as const, range, days: weekDays(date), total: dtos.length, rows: list };
}

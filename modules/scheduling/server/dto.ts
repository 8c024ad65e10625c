import { timeRange } from "../common/index.js";
import type { Lesson, LessonStatus } from "../common/lesson.js";
import type { LessonValues, TimetableNames } from "../common/timetable-wire.js";

export type { LessonStatus };
import type { LessonRow } from "./lessons.js";
import type { PeopleRepository } from "./people.js";

export const statusOf = (l: LessonRow, now: string): LessonStatus => (l.open_slot ? 2 : l.end_at <= now ? 0 : 1);

/** A lesson as the screens show it. */
export type LessonDto = Lesson;

/** Names are looked up once per table for all rows. */
export async function lessonDtos(rows: LessonRow[], people: PeopleRepository, now: string): Promise<LessonDto[]> {
  const pick = <K extends keyof LessonRow>(k: K) =>
    rows.map((r) => r[k]).filter((v): v is NonNullable<LessonRow[K]> => v != null) as number[];
  const campuses = await people.names.campuses(pick("campus_id"));
  const teachers = await people.names.teachers(pick("teacher_id"));
  const students = await people.names.students(pick("student_id"));
  const subjects = await people.names.subjects(pick("subject_id"));
  return rows.map((r) => {
    const [date, time] = r.start_at.split(" ");
    return {
      id: r.id,
      status: statusOf(r, now),
      date,
      time,
      range: timeRange(time, r.duration),
      start_at: r.start_at,
      end_at: r.end_at,
      duration: r.duration,
      campus_id: r.campus_id,
      campus: campuses.get(r.campus_id) ?? "",
      teacher_id: r.teacher_id,
      teacher: teachers.get(r.teacher_id) ?? "",
      student_id: r.student_id,
      student: r.student_id ? (students.get(r.student_id) ?? "") : "",
      subject_id: r.subject_id,
      subject: r.subject_id ? (subjects.get(r.subject_id) ?? "") : "",
      title: r.title,
      remark: r.remark,
      batch_id: r.batch_id,
    };
  });
}

/** A timetable's lessons as values by id, and each name they need once (modules/scheduling/common/timetable-wire.ts). */
export async function lessonValues(
  rows: LessonRow[],
  people: PeopleRepository,
  now: string,
  extra: { teachers?: number[]; students?: number[] } = {},
): Promise<{ values: Map<number, LessonValues>; names: TimetableNames }> {
  const pick = <K extends keyof LessonRow>(k: K) =>
    rows.map((r) => r[k]).filter((v): v is NonNullable<LessonRow[K]> => v != null) as number[];
  const named = async (lookup: (ids: number[]) => Promise<Map<number, string>>, ids: number[]) =>
    Object.fromEntries(await lookup(ids)) as Record<string, string>;
  const names: TimetableNames = {
    campuses: await named(people.names.campuses, pick("campus_id")),
    teachers: await named(people.names.teachers, [...pick("teacher_id"), ...(extra.teachers ?? [])]),
    students: await named(people.names.students, [...pick("student_id"), ...(extra.students ?? [])]),
    subjects: await named(people.names.subjects, pick("subject_id")),
  };
  const values = new Map<number, LessonValues>(
    rows.map((r) => [
      r.id,
      [r.id, r.start_at, r.duration, statusOf(r, now), r.campus_id, r.teacher_id, r.student_id, r.subject_id],
    ]),
  );
  return { values, names };
}

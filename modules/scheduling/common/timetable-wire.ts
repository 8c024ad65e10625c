/**
 * The timetable's lessons as `GET /schedule/timetable` sends them (docs/schedule-api.md "Timetable"):
 * a week of a busy campus holds thousands, so each is a short array of values in `LESSON_FIELDS`
 * order, naming people and places by id, and the answer's `names` maps give each name once. The
 * browser turns them back into objects with `decodeLesson`. Title and remark are not sent: the chip
 * does not show them, and the lesson's popover reads the whole lesson (`GET /schedule/lessons/:id`).
 */
import type { Lesson, LessonStatus } from "./lesson.js";
import { timeRange } from "./time.js";

export const LESSON_FIELDS = [
  "id",
  "start_at",
  "duration",
  "status",
  "campus_id",
  "teacher_id",
  "student_id",
  "subject_id",
] as const;

export type LessonValues = [
  id: number,
  start_at: string,
  duration: number,
  status: LessonStatus,
  campus_id: number,
  teacher_id: number,
  student_id: number | null,
  subject_id: number | null,
];

/** Names by id (object keys are the ids as text), each once for the whole answer. */
export interface TimetableNames {
  campuses: Record<string, string>;
  teachers: Record<string, string>;
  students: Record<string, string>;
  subjects: Record<string, string>;
}

/**
 * A lesson of the timetable, its names looked up: what the grids, the popover and the slot menu read.
 * The lesson of every other endpoint without what the answer leaves out.
 */
export type TimetableLesson = Omit<Lesson, "end_at" | "title" | "remark" | "batch_id">;

const nameIn = (map: Record<string, string>, id: number | null) => (id == null ? "" : (map[id] ?? ""));

export function decodeLesson(values: LessonValues, names: TimetableNames): TimetableLesson {
  const [id, start_at, duration, status, campus_id, teacher_id, student_id, subject_id] = values;
  const [date, time] = start_at.split(" ");
  return {
    id,
    status,
    date,
    time,
    range: timeRange(time, duration),
    start_at,
    duration,
    campus_id,
    campus: nameIn(names.campuses, campus_id),
    teacher_id,
    teacher: nameIn(names.teachers, teacher_id),
    student_id,
    student: nameIn(names.students, student_id),
    subject_id,
    subject: nameIn(names.subjects, subject_id),
  };
}

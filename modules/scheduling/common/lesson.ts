/**
 * A lesson as every scheduling endpoint answers it: one definition for the server that builds it
 * and the screens that show it.
 */

/** Spec §3's course cell status (design.md §8): 0 taught, 1 scheduled, 2 open slot. */
export type LessonStatus = 0 | 1 | 2;

/** A lesson or open slot as every scheduling endpoint answers it. */
export interface Lesson {
  id: number;
  status: LessonStatus;
  date: string;
  time: string;
  /** `09:00-09:45` */
  range: string;
  start_at: string;
  end_at: string;
  duration: number;
  campus_id: number;
  campus: string;
  teacher_id: number;
  teacher: string;
  student_id: number | null;
  student: string;
  subject_id: number | null;
  subject: string;
  title: string;
  remark: string;
  batch_id: string | null;
}

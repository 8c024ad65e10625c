import type { DB } from "../../plugins/database.js";
import type { Booking, Leave } from "../../../src/common/schedule/index.js";

/** A lessons row. */
export interface LessonRow {
  id: number;
  campus_id: number;
  teacher_id: number;
  student_id: number | null;
  subject_id: number | null;
  start_at: string;
  end_at: string;
  duration: number;
  title: string;
  remark: string;
  open_slot: number;
  batch_id: string | null;
}

export type NewLesson = Omit<LessonRow, "id" | "end_at" | "open_slot" | "batch_id"> & {
  open_slot?: number;
  batch_id?: string | null;
};

export interface LeaveRow {
  id: number;
  teacher_id: number;
  start_at: string;
  end_at: string;
  reason: string;
}

/** The lesson as the overlap detector sees it. */
export const toBooking = (l: LessonRow): Booking => ({
  id: l.id,
  start: l.start_at,
  duration: l.duration,
  teacherId: l.teacher_id,
  studentId: l.student_id,
});
export const toLeave = (l: LeaveRow): Leave => ({ teacherId: l.teacher_id, start: l.start_at, end: l.end_at });

/** Lessons, open slots and leaves. Moments are 'YYYY-MM-DD HH:mm' text, so ranges are text comparisons. */
export function lessonRepository(db: DB, endOf: (start: string, minutes: number) => string) {
  const insert = db.prepare(
    `INSERT INTO lessons (campus_id, teacher_id, student_id, subject_id, start_at, end_at, duration, title, remark, open_slot, batch_id)
     VALUES (@campus_id, @teacher_id, @student_id, @subject_id, @start_at, @end_at, @duration, @title, @remark, @open_slot, @batch_id)`,
  );
  const byId = db.prepare<[number], LessonRow>("SELECT * FROM lessons WHERE id = ?");

  return {
    find: (id: number): LessonRow | undefined => byId.get(id),

    add(lesson: NewLesson): number {
      const row = { open_slot: 0, batch_id: null, ...lesson, end_at: endOf(lesson.start_at, lesson.duration) };
      return Number(insert.run(row).lastInsertRowid);
    },

    /** Moves a lesson (and changes its length, title or remark). */
    update(id: number, change: Pick<LessonRow, "start_at" | "duration" | "title" | "remark">): void {
      db.prepare(
        `UPDATE lessons SET start_at = ?, end_at = ?, duration = ?, title = ?, remark = ?,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`,
      ).run(change.start_at, endOf(change.start_at, change.duration), change.duration, change.title, change.remark, id);
    },

    /** Fills an open slot with a student and subject: it becomes a lesson. */
    fillSlot(id: number, fill: Pick<LessonRow, "student_id" | "subject_id" | "title" | "remark">): boolean {
      return (
        db
          .prepare(
            `UPDATE lessons SET student_id = ?, subject_id = ?, title = ?, remark = ?, open_slot = 0,
               updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND open_slot = 1`,
          )
          .run(fill.student_id, fill.subject_id, fill.title, fill.remark, id).changes > 0
      );
    },

    remove: (id: number): boolean => db.prepare("DELETE FROM lessons WHERE id = ?").run(id).changes > 0,

    /** Lessons and slots starting in [from, to), optionally of a campus, teacher or student, by start. */
    between(from: string, to: string, f: { campus_id?: number; teacher_id?: number; student_id?: number } = {}) {
      const parts = ["start_at >= ?", "start_at < ?"];
      const params: unknown[] = [from, to];
      for (const key of ["campus_id", "teacher_id", "student_id"] as const) {
        if (f[key] === undefined) continue;
        parts.push(`${key} = ?`);
        params.push(f[key]);
      }
      return db
        .prepare(`SELECT * FROM lessons WHERE ${parts.join(" AND ")} ORDER BY start_at, id`)
        .all(...params) as LessonRow[];
    },

    /**
     * Lessons that could clash with bookings of these teachers or students between two moments:
     * the rows the overlap detector needs, not the whole table. Open slots hold the teacher's time too.
     */
    around(from: string, to: string, teacherIds: number[], studentIds: number[]): LessonRow[] {
      const t = [...new Set(teacherIds)];
      const s = [...new Set(studentIds)];
      const marks = (xs: number[]) => xs.map(() => "?").join(",") || "NULL";
      return db
        .prepare(
          `SELECT * FROM lessons WHERE end_at > ? AND start_at < ?
             AND (teacher_id IN (${marks(t)}) OR student_id IN (${marks(s)}))`,
        )
        .all(from, to, ...t, ...s) as LessonRow[];
    },

    leaves(from: string, to: string, teacherIds: number[]): LeaveRow[] {
      const t = [...new Set(teacherIds)];
      if (!t.length) return [];
      return db
        .prepare(
          `SELECT * FROM teacher_leaves WHERE end_at > ? AND start_at < ? AND teacher_id IN (${t.map(() => "?").join(",")})`,
        )
        .all(from, to, ...t) as LeaveRow[];
    },

    addLeave(leave: Omit<LeaveRow, "id">): number {
      return Number(
        db
          .prepare("INSERT INTO teacher_leaves (teacher_id, start_at, end_at, reason) VALUES (?, ?, ?, ?)")
          .run(leave.teacher_id, leave.start_at, leave.end_at, leave.reason).lastInsertRowid,
      );
    },
  };
}

export type LessonRepository = ReturnType<typeof lessonRepository>;

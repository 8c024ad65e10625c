import type { DB } from "../../plugins/database.js";
import type { ConflictKind } from "../../../src/common/schedule/index.js";

export interface ConflictRow {
  id: number;
  lesson_id: number;
  other_lesson_id: number | null;
  leave_id: number | null;
  kind: ConflictKind;
  reason: string;
  detected_at: string;
  resolved_at: string | null;
  resolution: string | null;
}

export type NewConflict = Pick<ConflictRow, "lesson_id" | "other_lesson_id" | "leave_id" | "kind" | "reason">;

/** The conflict list's rows joined with their lesson (open ones first to wait longest). */
export interface ConflictListRow extends ConflictRow {
  campus_id: number;
  teacher_id: number;
  student_id: number | null;
  subject_id: number | null;
  start_at: string;
  duration: number;
  title: string;
}

/** Stored conflicts: recorded when lessons are saved over a clash, listed until resolved. */
export function conflictRepository(db: DB) {
  const insert = db.prepare(
    `INSERT INTO lesson_conflicts (lesson_id, other_lesson_id, leave_id, kind, reason, detected_at)
     VALUES (@lesson_id, @other_lesson_id, @leave_id, @kind, @reason, @detected_at)`,
  );
  const select = `SELECT c.*, l.campus_id, l.teacher_id, l.student_id, l.subject_id, l.start_at, l.duration, l.title
    FROM lesson_conflicts c JOIN lessons l ON l.id = c.lesson_id`;

  return {
    add: (c: NewConflict, detectedAt: string): number =>
      Number(insert.run({ ...c, detected_at: detectedAt }).lastInsertRowid),

    find: (id: number): ConflictListRow | undefined =>
      db.prepare(`${select} WHERE c.id = ?`).get(id) as ConflictListRow | undefined,

    /** One page of open (or resolved) conflicts, the longest waiting first; optionally of one campus. */
    list(q: { open: boolean; campus_id?: number; pageNo: number; pageSize: number }) {
      const where = [q.open ? "c.resolved_at IS NULL" : "c.resolved_at IS NOT NULL"];
      const params: unknown[] = [];
      if (q.campus_id) {
        where.push("l.campus_id = ?");
        params.push(q.campus_id);
      }
      const sql = `${select} WHERE ${where.join(" AND ")}`;
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM (${sql})`).get(...params) as { n: number }).n;
      const order = q.open ? "c.detected_at ASC, c.id ASC" : "c.resolved_at DESC, c.id DESC";
      const list = db
        .prepare(`${sql} ORDER BY ${order} LIMIT ? OFFSET ?`)
        .all(...params, q.pageSize, (q.pageNo - 1) * q.pageSize) as ConflictListRow[];
      return { list, total };
    },

    /** Marks every open conflict of a lesson resolved. */
    resolveLesson(lessonId: number, resolution: "rescheduled" | "deleted", at: string): number {
      return db
        .prepare(
          "UPDATE lesson_conflicts SET resolved_at = ?, resolution = ? WHERE lesson_id = ? AND resolved_at IS NULL",
        )
        .run(at, resolution, lessonId).changes;
    },

    /** Open conflicts of a lesson with another lesson that has gone: nothing is left to resolve. */
    clearOrphans(at: string): number {
      return db
        .prepare(
          `UPDATE lesson_conflicts SET resolved_at = ?, resolution = 'rescheduled'
           WHERE resolved_at IS NULL AND kind IN ('teacher', 'student') AND other_lesson_id IS NULL`,
        )
        .run(at).changes;
    },
  };
}

export type ConflictRepository = ReturnType<typeof conflictRepository>;

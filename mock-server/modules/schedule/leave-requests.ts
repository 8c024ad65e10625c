import type { DB } from "../../plugins/database.js";
import { tableName } from "../../resources/table-name.js";
import { conflictRepository } from "./conflicts.js";
import type { LeaveRow } from "./lessons.js";
import { peopleRepository } from "./people.js";

/** 审批状态 of a request (config/resources/teacher-leave.json): only an approved one is a leave. */
export const LEAVE_PENDING = 0;
export const LEAVE_APPROVED = 1;
export const LEAVE_REJECTED = 2;

/** A row of 教师请假 (the resource `teacher-leave`), as the hooks and the seed see it. */
export interface LeaveRequest {
  id: number;
  lecturer_id: number;
  /** `YYYY-MM-DD HH:mm:ss` */
  start_at: string;
  end_at: string;
  type: string;
  reason: string;
  status: number;
}

/** A request's moment as lessons keep moments: 'YYYY-MM-DD HH:mm'. */
export const toMoment = (dateTime: string) => dateTime.slice(0, 16);

/** The leave conflict's reason, worded as clashes.ts words it when a lesson is booked into a leave. */
export const leaveReason = (teacher: string, reason: string) =>
  `讲师「${teacher}」在该时段请假${reason ? `（${reason}）` : ""}`;

/**
 * Keeps teacher_leaves (what clash detection reads) in step with the requests of 教师请假. An approved
 * request has exactly one mirror (teacher_leaves.request_id), and each of the teacher's lessons that
 * overlap it and have not started gets an open `leave` conflict, as a lesson booked into the leave
 * would. A request that is not (or no longer) approved, or is deleted, has no mirror, and the open
 * conflicts of its leave are removed: they were never the scheduler's to resolve. Resolved ones stay as
 * history. `label` words a request's type (病假) for the mirror's reason.
 */
export function leaveRequests(db: DB, now: () => string, label: (type: string) => string) {
  const people = peopleRepository(db);
  const conflicts = conflictRepository(db);
  const mirrorOf = (requestId: number) =>
    db.prepare("SELECT * FROM teacher_leaves WHERE request_id = ?").get(requestId) as LeaveRow | undefined;
  const dropOpen = (leaveId: number, lessonIds?: number[]) => {
    const only = lessonIds ? ` AND lesson_id IN (SELECT value FROM json_each(?))` : "";
    const params: unknown[] = lessonIds ? [leaveId, JSON.stringify(lessonIds)] : [leaveId];
    db.prepare(`DELETE FROM lesson_conflicts WHERE leave_id = ? AND resolved_at IS NULL${only}`).run(...params);
  };

  /** The mirror of an approved request, written or rewritten; its id. */
  function mirror(r: LeaveRequest): LeaveRow {
    const leave = {
      teacher_id: r.lecturer_id,
      start_at: toMoment(r.start_at),
      end_at: toMoment(r.end_at),
      reason: label(r.type),
    };
    const found = mirrorOf(r.id);
    if (found) {
      db.prepare("UPDATE teacher_leaves SET teacher_id = ?, start_at = ?, end_at = ?, reason = ? WHERE id = ?").run(
        leave.teacher_id,
        leave.start_at,
        leave.end_at,
        leave.reason,
        found.id,
      );
      return { ...leave, id: found.id };
    }
    const id = db
      .prepare("INSERT INTO teacher_leaves (teacher_id, start_at, end_at, reason, request_id) VALUES (?, ?, ?, ?, ?)")
      .run(leave.teacher_id, leave.start_at, leave.end_at, leave.reason, r.id).lastInsertRowid;
    return { ...leave, id: Number(id) };
  }

  /** The leave's open conflicts follow it: gone where the lesson no longer overlaps, new for lessons to come. */
  function raise(leave: LeaveRow): number {
    const at = now();
    const open = db
      .prepare(
        `SELECT c.id, c.lesson_id, l.teacher_id, l.start_at, l.end_at FROM lesson_conflicts c
         JOIN lessons l ON l.id = c.lesson_id WHERE c.leave_id = ? AND c.resolved_at IS NULL`,
      )
      .all(leave.id) as { id: number; lesson_id: number; teacher_id: number; start_at: string; end_at: string }[];
    const stale = open.filter(
      (c) => c.teacher_id !== leave.teacher_id || !(c.end_at > leave.start_at && c.start_at < leave.end_at),
    );
    if (stale.length)
      dropOpen(
        leave.id,
        stale.map((c) => c.lesson_id),
      );
    const reason = leaveReason(people.teacher(leave.teacher_id)?.name ?? "", leave.reason);
    db.prepare("UPDATE lesson_conflicts SET reason = ? WHERE leave_id = ? AND resolved_at IS NULL").run(
      reason,
      leave.id,
    );
    const kept = new Set(open.filter((c) => !stale.includes(c)).map((c) => c.lesson_id));
    const lessons = db
      .prepare(
        `SELECT id FROM lessons WHERE teacher_id = ? AND open_slot = 0 AND start_at > ?
           AND end_at > ? AND start_at < ? ORDER BY start_at`,
      )
      .pluck()
      .all(leave.teacher_id, at, leave.start_at, leave.end_at) as number[];
    const fresh = lessons.filter((id) => !kept.has(id));
    for (const lessonId of fresh) {
      conflicts.add({ lesson_id: lessonId, other_lesson_id: null, leave_id: leave.id, kind: "leave", reason }, at);
    }
    return fresh.length;
  }

  /** No mirror and no open conflicts for this request. */
  function withdraw(requestId: number): void {
    const found = mirrorOf(requestId);
    if (!found) return;
    dropOpen(found.id);
    db.prepare("DELETE FROM teacher_leaves WHERE id = ?").run(found.id);
  }

  return {
    /** After a request was created or changed: mirrored and its conflicts raised when approved, else withdrawn. */
    apply(r: LeaveRequest): void {
      if (r.status === LEAVE_APPROVED) raise(mirror(r));
      else withdraw(r.id);
    },
    withdraw,
    /** Mirrors an approved request without raising conflicts (the seed books its lessons around it); the mirror. */
    mirror,
  };
}

export type LeaveRequests = ReturnType<typeof leaveRequests>;

/** The table of the requests. */
export const leaveRequestTable = () => tableName("teacher-leave");

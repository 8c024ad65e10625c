import type { Db } from "../../../mock-server/db/index.js";
import type { Helpers } from "../../../mock-server/db/helpers/types.js";
import { tableName } from "../../../mock-server/resources/table-name.js";
import { clashReason } from "../common/clash-reasons.js";
import { conflictRepository } from "./conflicts.js";
import type { LeaveRow } from "./lessons.js";
import { peopleRepository } from "./people.js";
import { tableColumns } from "./tables.js";

/** 审批状态 of a request (the module's config/resources/teacher-leave.json): only an approved one is a leave. */
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

/**
 * Keeps teacher_leaves (what clash detection reads) in step with the requests of 教师请假. An approved
 * request has exactly one mirror (teacher_leaves.request_id), and each of the teacher's lessons that
 * overlap it and have not started gets an open `leave` conflict, as a lesson booked into the leave
 * would. A request that is not (or no longer) approved, or is deleted, has no mirror, and the open
 * conflicts of its leave are removed: they were never the scheduler's to resolve. Resolved ones stay as
 * history. `label` words a request's type (病假) for the mirror's reason.
 *
 * `on.db` is the request's write transaction (a resource hook's), or the store; `on.sql` the store's
 * dialect helpers (the store itself is such an `on`).
 */
export function leaveRequests(on: { db: Db; sql: Helpers }, now: () => string, label: (type: string) => string) {
  const { db } = on;
  const people = peopleRepository(db, tableColumns(on.sql));
  const conflicts = conflictRepository(db);
  const mirrorOf = (requestId: number) =>
    db.selectFrom("teacher_leaves").selectAll().where("request_id", "=", requestId).executeTakeFirst() as Promise<
      LeaveRow | undefined
    >;
  const dropOpen = async (leaveId: number, lessonIds?: number[]) => {
    let query = db.deleteFrom("lesson_conflicts").where("leave_id", "=", leaveId).where("resolved_at", "is", null);
    if (lessonIds) query = query.where("lesson_id", "in", lessonIds);
    await query.execute();
  };

  /** The mirror of an approved request, written or rewritten; its id. */
  async function mirror(r: LeaveRequest): Promise<LeaveRow> {
    const leave = {
      teacher_id: r.lecturer_id,
      start_at: toMoment(r.start_at),
      end_at: toMoment(r.end_at),
      reason: label(r.type),
    };
    const found = await mirrorOf(r.id);
    if (found) {
      await db.updateTable("teacher_leaves").set(leave).where("id", "=", found.id).execute();
      return { ...leave, id: found.id };
    }
    const { id } = await db
      .insertInto("teacher_leaves")
      .values({ ...leave, request_id: r.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ...leave, id: Number(id) };
  }

  /** The leave's open conflicts follow it: gone where the lesson no longer overlaps, new for lessons to come. */
  async function raise(leave: LeaveRow): Promise<number> {
    const at = now();
    const open = (await db
      .selectFrom("lesson_conflicts as c")
      .innerJoin("lessons as l", "l.id", "c.lesson_id")
      .select(["c.id", "c.lesson_id", "l.teacher_id", "l.start_at", "l.end_at"])
      .where("c.leave_id", "=", leave.id)
      .where("c.resolved_at", "is", null)
      .execute()) as { id: number; lesson_id: number; teacher_id: number; start_at: string; end_at: string }[];
    const stale = open.filter(
      (c) => c.teacher_id !== leave.teacher_id || !(c.end_at > leave.start_at && c.start_at < leave.end_at),
    );
    if (stale.length)
      await dropOpen(
        leave.id,
        stale.map((c) => c.lesson_id),
      );
    // Worded as clashes.ts words it when a lesson is booked into a leave.
    const reason = clashReason.leave((await people.teacher(leave.teacher_id))?.name ?? "", leave.reason);
    await db
      .updateTable("lesson_conflicts")
      .set({ reason })
      .where("leave_id", "=", leave.id)
      .where("resolved_at", "is", null)
      .execute();
    const kept = new Set(open.filter((c) => !stale.includes(c)).map((c) => c.lesson_id));
    const lessons = await db
      .selectFrom("lessons")
      .select("id")
      .where("teacher_id", "=", leave.teacher_id)
      .where("open_slot", "=", 0)
      .where("start_at", ">", at)
      .where("end_at", ">", leave.start_at)
      .where("start_at", "<", leave.end_at)
      .orderBy("start_at")
      .execute();
    const fresh = lessons.map((l) => Number(l.id)).filter((id) => !kept.has(id));
    for (const lessonId of fresh) {
      await conflicts.add(
        { lesson_id: lessonId, other_lesson_id: null, leave_id: leave.id, kind: "leave", reason },
        at,
      );
    }
    return fresh.length;
  }

  /** No mirror and no open conflicts for this request. */
  async function withdraw(requestId: number): Promise<void> {
    const found = await mirrorOf(requestId);
    if (!found) return;
    await dropOpen(found.id);
    await db.deleteFrom("teacher_leaves").where("id", "=", found.id).execute();
  }

  return {
    /** After a request was created or changed: mirrored and its conflicts raised when approved, else withdrawn. */
    async apply(r: LeaveRequest): Promise<void> {
      if (r.status === LEAVE_APPROVED) await raise(await mirror(r));
      else await withdraw(r.id);
    },
    withdraw,
    /** Mirrors an approved request without raising conflicts (the seed books its lessons around it); the mirror. */
    mirror,
  };
}

export type LeaveRequests = ReturnType<typeof leaveRequests>;

/** The table of the requests. */
export const leaveRequestTable = () => tableName("teacher-leave");

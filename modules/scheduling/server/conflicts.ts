import type { Db } from "../../../mock-server/db/index.js";
import type { ConflictKind } from "../common/index.js";

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
export function conflictRepository(db: Db) {
  const joined = () =>
    db
      .selectFrom("lesson_conflicts as c")
      .innerJoin("lessons as l", "l.id", "c.lesson_id")
      .selectAll("c")
      .select(["l.campus_id", "l.teacher_id", "l.student_id", "l.subject_id", "l.start_at", "l.duration", "l.title"]);

  return {
    async add(c: NewConflict, detectedAt: string): Promise<number> {
      const { id } = await db
        .insertInto("lesson_conflicts")
        .values({ ...c, detected_at: detectedAt })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(id);
    },

    find: (id: number) => joined().where("c.id", "=", id).executeTakeFirst() as Promise<ConflictListRow | undefined>,

    /**
     * One page of open (or resolved) conflicts, the longest waiting first; optionally of one campus, and
     * only of `campus_ids` when given (the campuses a caller reaches).
     */
    async list(q: {
      open: boolean;
      campus_id?: number;
      campus_ids?: readonly number[];
      pageNo: number;
      pageSize: number;
    }) {
      if (q.campus_ids && !q.campus_ids.length) return { list: [] as ConflictListRow[], total: 0 };
      let where = joined().where("c.resolved_at", q.open ? "is" : "is not", null);
      if (q.campus_id) where = where.where("l.campus_id", "=", q.campus_id);
      if (q.campus_ids) where = where.where("l.campus_id", "in", q.campus_ids);
      const { n } = await where
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      const ordered = q.open
        ? where.orderBy("c.detected_at", "asc").orderBy("c.id", "asc")
        : where.orderBy("c.resolved_at", "desc").orderBy("c.id", "desc");
      const list = (await ordered
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize)
        .execute()) as ConflictListRow[];
      return { list, total: Number(n) };
    },

    /** Marks every open conflict of a lesson resolved. */
    async resolveLesson(lessonId: number, resolution: "rescheduled" | "deleted", at: string): Promise<number> {
      const { numUpdatedRows } = await db
        .updateTable("lesson_conflicts")
        .set({ resolved_at: at, resolution })
        .where("lesson_id", "=", lessonId)
        .where("resolved_at", "is", null)
        .executeTakeFirst();
      return Number(numUpdatedRows);
    },

    /** Open conflicts of a lesson with another lesson that has gone: nothing is left to resolve. */
    async clearOrphans(at: string): Promise<number> {
      const { numUpdatedRows } = await db
        .updateTable("lesson_conflicts")
        .set({ resolved_at: at, resolution: "rescheduled" })
        .where("resolved_at", "is", null)
        .where("kind", "in", ["teacher", "student"])
        .where("other_lesson_id", "is", null)
        .executeTakeFirst();
      return Number(numUpdatedRows);
    },
  };
}

export type ConflictRepository = ReturnType<typeof conflictRepository>;

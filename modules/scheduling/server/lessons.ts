import type { SelectQueryBuilder } from "kysely";
import type { Db } from "../../../mock-server/db/index.js";
import type { Booking, Leave } from "../common/index.js";

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
export function lessonRepository(db: Db, endOf: (start: string, minutes: number) => string) {
  const row = (lesson: NewLesson) => ({
    open_slot: 0,
    batch_id: null,
    ...lesson,
    end_at: endOf(lesson.start_at, lesson.duration),
  });

  return {
    find: (id: number) =>
      db.selectFrom("lessons").selectAll().where("id", "=", id).executeTakeFirst() as Promise<LessonRow | undefined>,

    async add(lesson: NewLesson): Promise<number> {
      const { id } = await db.insertInto("lessons").values(row(lesson)).returning("id").executeTakeFirstOrThrow();
      return Number(id);
    },

    /** Inserts many lessons in one statement; their ids, in the order given (ids grow in insertion order). */
    async addMany(lessons: NewLesson[]): Promise<number[]> {
      if (!lessons.length) return [];
      const rows = await db.insertInto("lessons").values(lessons.map(row)).returning("id").execute();
      return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    },

    /** Moves a lesson (and changes its length, title or remark). */
    async update(id: number, change: Pick<LessonRow, "start_at" | "duration" | "title" | "remark">): Promise<void> {
      await db
        .updateTable("lessons")
        .set({
          ...change,
          end_at: endOf(change.start_at, change.duration),
          updated_at: new Date().toISOString(),
        })
        .where("id", "=", id)
        .execute();
    },

    async remove(id: number): Promise<boolean> {
      const { numDeletedRows } = await db.deleteFrom("lessons").where("id", "=", id).executeTakeFirst();
      return Number(numDeletedRows) > 0;
    },

    /**
     * The lesson, its row locked until the transaction ends (the store's `forUpdate`): what decides about
     * its hours (moving, deleting, correcting it) decides once, and a second decision waits and reads it anew.
     */
    locked: (id: number, forUpdate: <Q extends LessonQuery>(query: Q) => Q) =>
      forUpdate(db.selectFrom("lessons").selectAll().where("id", "=", id)).executeTakeFirst() as Promise<
        LessonRow | undefined
      >,

    /**
     * Lessons and slots starting in [from, to), optionally of a campus, teacher or student, and only of
     * `campus_ids` when given, by start.
     */
    async between(
      from: string,
      to: string,
      f: { campus_id?: number; campus_ids?: readonly number[]; teacher_id?: number; student_id?: number } = {},
    ): Promise<LessonRow[]> {
      if (f.campus_ids && !f.campus_ids.length) return [];
      let query = db.selectFrom("lessons").selectAll().where("start_at", ">=", from).where("start_at", "<", to);
      if (f.campus_ids) query = query.where("campus_id", "in", f.campus_ids);
      for (const key of ["campus_id", "teacher_id", "student_id"] as const) {
        if (f[key] !== undefined) query = query.where(key, "=", f[key]);
      }
      return (await query.orderBy("start_at").orderBy("id").execute()) as LessonRow[];
    },

    /**
     * Lessons that could clash with bookings of these teachers or students between two moments:
     * the rows the overlap detector needs, not the whole table. Open slots hold the teacher's time too.
     */
    async around(from: string, to: string, teacherIds: number[], studentIds: number[]): Promise<LessonRow[]> {
      const t = [...new Set(teacherIds)];
      const s = [...new Set(studentIds)];
      if (!t.length && !s.length) return [];
      return (await db
        .selectFrom("lessons")
        .selectAll()
        .where("end_at", ">", from)
        .where("start_at", "<", to)
        .where((eb) =>
          eb.or([...(t.length ? [eb("teacher_id", "in", t)] : []), ...(s.length ? [eb("student_id", "in", s)] : [])]),
        )
        .execute()) as LessonRow[];
    },

    async leaves(from: string, to: string, teacherIds: number[]): Promise<LeaveRow[]> {
      const t = [...new Set(teacherIds)];
      if (!t.length) return [];
      return (await db
        .selectFrom("teacher_leaves")
        .selectAll()
        .where("end_at", ">", from)
        .where("start_at", "<", to)
        .where("teacher_id", "in", t)
        .execute()) as LeaveRow[];
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LessonQuery = SelectQueryBuilder<any, any, any>;

export type LessonRepository = ReturnType<typeof lessonRepository>;

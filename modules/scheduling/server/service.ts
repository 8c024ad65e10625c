import { randomBytes } from "node:crypto";
import type { Store, Trx } from "../../../mock-server/db/index.js";
import { AppError } from "../../../mock-server/plugins/errors.js";
import { addDays, isDate, moment, timeRange, weekdayOf, type Booking } from "../common/index.js";
import { clashChecker, type ClashReport } from "./clashes.js";
import { lessonDtos, type LessonDto } from "./dto.js";
import { hoursOf, round2 } from "./hours.js";
import type { LessonRow } from "./lessons.js";
import { scheduleRepositories, type ScheduleRepositories, type ScheduleStore } from "./repositories.js";
import { planProblem, type RuleFields, type Span } from "./rule-checks.js";
import { batchDates, checkParties, checkStart, checkTexts, checkTime, refuse, type Parties } from "./rules.js";
import type { BatchBody, RescheduleBody, SingleBody } from "./schemas.js";

export interface ScheduleDeps extends ScheduleStore {
  /** The business's wall clock now, as 'YYYY-MM-DD HH:mm'. */
  now: () => string;
}

/**
 * The past is read-only: a lesson that has started (taught, or under way) spent its hours, so the normal
 * endpoints may not move, re-time, shorten or delete it; only an admin correction (correction.ts) may.
 */
export const hasStarted = (row: LessonRow, now: string): boolean => !row.open_slot && row.start_at <= now;

/** Refuses clashing lessons unless the scheduler accepted them: the first clash's own code (15031–15033). */
function refuseClash(first: ClashReport, all: ClashReport[]): AppError {
  return new AppError(first.code, 409, { errors: { time: first.reason }, conflicts: all }, first.reason);
}

/**
 * Takes the database's locks on the teacher and the student of a booking, held until `trx` ends: two
 * bookings of one person, in any process, pass the clash check one after the other. In the order of the
 * keys, as every booking takes them, so no transaction waits for one that waits for it.
 */
export async function lockPeople(store: Store, trx: Trx, teacherId: number, studentId: number | null): Promise<void> {
  const keys = [`teacher:${teacherId}`, ...(studentId ? [`student:${studentId}`] : [])].sort();
  for (const key of keys) await store.lock(trx, key);
}

/**
 * What one unit of scheduling work does on its repositories (the store's for a preview, a transaction's
 * for a write): rule and clash checks, recording accepted clashes, the lessons as the screens show them.
 */
function scheduling(r: ScheduleRepositories, deps: ScheduleDeps, writing: boolean) {
  const clashes = clashChecker(r.lessons, r.people);
  /** The lesson, its row locked when writing (the store's `forUpdate`), else simply read. */
  const locked = (id: number) => (writing ? r.lessons.locked(id, deps.store.forUpdate) : r.lessons.find(id));

  /**
   * Refuses a plan the campus's rule does not allow (15017, 15046–15048), on its field. `skip` are the
   * teacher's rows the plan replaces (the open slot it fills, the lesson being moved).
   */
  async function keepRule(
    campusId: number,
    teacher: { id: number; name: string },
    plan: { dates: string[]; weekdays: number[]; time: string; duration: number },
    fields: RuleFields,
    skip: (number | undefined)[] = [],
  ): Promise<void> {
    const rule = await r.rules.forCampus(campusId);
    const candidates: Span[] = plan.dates.map((d) => ({ start: moment(d, plan.time), duration: plan.duration }));
    const days = new Set(plan.dates);
    const existing = plan.dates.length
      ? (
          await r.lessons.between(`${plan.dates[0]} 00:00`, `${addDays(plan.dates[plan.dates.length - 1], 1)} 00:00`, {
            teacher_id: teacher.id,
          })
        )
          .filter((l) => days.has(l.start_at.slice(0, 10)) && !skip.includes(l.id))
          .map((l) => ({ start: l.start_at, duration: l.duration }))
      : [];
    const problem = planProblem(rule, { ...plan, candidates }, existing, teacher.name, fields);
    if (problem) throw refuse(problem.code, problem.field, problem.message);
  }

  /** The open slot a lesson or batch takes the place of: it must still be open (15020) and exist (15009). */
  async function openSlot(id: number | undefined): Promise<LessonRow | undefined> {
    if (id === undefined) return undefined;
    const slot = await locked(id);
    if (!slot) throw refuse(15009, "slot_id", "预留时段不存在", 404);
    if (!slot.open_slot) throw refuse(15020, "slot_id", "该时段已被其他课程占用");
    return slot;
  }

  /**
   * Everything a batch would create, with its clashes; nothing is written. `lock` runs once the people
   * are known, before anything is judged (a save takes their locks there).
   */
  async function planBatch(b: BatchBody, lock: (p: Parties) => Promise<void> = async () => {}) {
    const parties = await checkParties(r.people, b);
    const { time, duration } = checkTime(b.time, b.duration);
    const texts = checkTexts(b.title, b.remark);
    const now = deps.now();
    const dates = batchDates(b, now.slice(0, 10)).filter((d) => moment(d, time) >= now);
    if (!dates.length) throw refuse(15001, "start_date", "所选日期的上课时间均已过");
    await lock(parties);
    const slot = await openSlot(b.slot_id);
    const fields = { day: "weekdays", end: b.end_mode === "date" ? "end_date" : "count" };
    const plan = { dates, weekdays: b.weekdays ?? [], time, duration };
    await keepRule(parties.campus_id, teacherOf(parties), plan, fields, [slot?.id]);
    const candidates: Booking[] = dates.map((d) => ({
      start: moment(d, time),
      duration,
      teacherId: parties.teacher_id,
      studentId: parties.student_id,
    }));
    // The slot this batch replaces is no clash: it goes when the batch is saved.
    const reports = (await clashes(candidates, parties)).filter((c) => !slot || c.other_lesson_id !== slot.id);
    return { parties, time, duration, texts, dates, candidates, reports, slot };
  }

  return {
    ...r,
    clashes,
    locked,
    keepRule,
    openSlot,
    planBatch,
    dto: async (row: LessonRow) => (await lessonDtos([row], r.people, deps.now()))[0],

    /** Stores the accepted clashes of newly saved lessons (`ids[i]` is candidate i). */
    async record(reports: ClashReport[], ids: number[]): Promise<void> {
      for (const c of reports) {
        const { other_lesson_id, leave_id, kind, reason } = c;
        await r.conflicts.add({ lesson_id: ids[c.index], other_lesson_id, leave_id, kind, reason }, deps.now());
      }
    },
  };
}

type Scheduling = ReturnType<typeof scheduling>;

const teacherOf = (p: Parties) => ({ id: p.teacher_id, name: p.teacher });

/**
 * Scheduling (design.md §8): single lessons, batches (previewed, then saved all or nothing),
 * rescheduling and deleting; clashes are refused, or saved as conflicts when the scheduler accepts them.
 * Every write is one transaction that takes the database's locks on what it decides about first: the
 * people booked (before the clash check), the lesson's row, the campus's row (before its balance is read).
 */
export function scheduleService(deps: ScheduleDeps) {
  const { store } = deps;
  const reading = scheduling(scheduleRepositories(store.db, deps), deps, false);
  const transaction = <T>(work: (u: Scheduling, trx: Trx) => Promise<T>): Promise<T> =>
    store.db.transaction().execute((trx) => work(scheduling(scheduleRepositories(trx, deps), deps, true), trx));

  return {
    /** 单次排课: one lesson (in place of an open slot when `slot_id` is given). */
    async createSingle(b: SingleBody): Promise<{ lesson: LessonDto; conflicts: ClashReport[] }> {
      const parties: Parties = await checkParties(reading.people, b);
      const { time, duration } = checkTime(b.time, b.duration);
      const texts = checkTexts(b.title, b.remark);
      const start = checkStart(b.date, time, deps.now());
      return transaction(async (u, trx) => {
        await lockPeople(store, trx, parties.teacher_id, parties.student_id);
        const slot = await u.openSlot(b.slot_id);
        const date = start.slice(0, 10);
        const plan = { dates: [date], weekdays: [weekdayOf(date)], time, duration };
        await u.keepRule(parties.campus_id, teacherOf(parties), plan, { day: "date" }, [slot?.id]);
        const candidate = {
          id: slot?.id,
          start,
          duration,
          teacherId: parties.teacher_id,
          studentId: parties.student_id,
        };
        const reports = await u.clashes([candidate], parties);
        if (reports.length && !b.accept_conflicts) throw refuseClash(reports[0], reports);
        await u.hours.spend(parties.campus_id, hoursOf(duration));
        if (slot) await u.lessons.remove(slot.id);
        const id = await u.lessons.add({ ...pick(parties), start_at: start, duration, ...texts });
        await u.record(reports, [id]);
        return { lesson: await u.dto((await u.lessons.find(id))!), conflicts: reports };
      });
    },

    /** 批量排课 preview: the lessons a batch would create and how many clash, without saving. */
    async previewBatch(b: BatchBody) {
      const plan = await reading.planBatch(b);
      const campus = await reading.hours.balance(plan.parties.campus_id);
      return {
        lessons: plan.dates.map((date) => ({ date, time: plan.time, range: timeRange(plan.time, plan.duration) })),
        count: plan.dates.length,
        conflicts: plan.reports.map((r) => ({ ...r, date: plan.dates[r.index] })),
        conflict_count: new Set(plan.reports.map((r) => r.index)).size,
        /** The hours the batch would take from its campus, and what the campus has left (null: not metered). */
        hours: round2(plan.dates.length * hoursOf(plan.duration)),
        campus_id: plan.parties.campus_id,
        campus: campus?.campus ?? null,
        hours_balance: campus?.hours_balance ?? null,
      };
    },

    /** 批量排课: every lesson of the batch or none (15015 when they clash and were not accepted). */
    saveBatch(b: BatchBody) {
      return transaction(async (u, trx) => {
        const plan = await u.planBatch(b, (p) => lockPeople(store, trx, p.teacher_id, p.student_id));
        const clashing = new Set(plan.reports.map((r) => r.index)).size;
        if (clashing && !b.accept_conflicts) {
          const message = `排课冲突，请查看冲突反馈：${plan.dates.length}节中有${clashing}节冲突`;
          throw new AppError(15015, 409, { conflicts: plan.reports, conflict_count: clashing }, message);
        }
        const cost = plan.candidates.length * hoursOf(plan.duration);
        await u.hours.spend(plan.parties.campus_id, cost);
        if (plan.slot) await u.lessons.remove(plan.slot.id);
        const batchId = randomBytes(8).toString("hex");
        const ids = await u.lessons.addMany(
          plan.candidates.map((c) => ({
            ...pick(plan.parties),
            start_at: c.start,
            duration: plan.duration,
            ...plan.texts,
            batch_id: batchId,
          })),
        );
        await u.record(plan.reports, ids);
        return { batch_id: batchId, created: ids.length, conflict_count: clashing, ids, hours: round2(cost) };
      });
    },

    /**
     * Moves a lesson (辅助排课 uses this too): not an open slot (15019), not into the past (15022). A 调课
     * that changes nothing is refused (10100) before anything is written, so it is not logged either;
     * 辅助排课 (`resolving`) may keep a lesson whose clash has gone at its own time: that resolves it.
     */
    reschedule(id: number, b: RescheduleBody, { resolving = false } = {}): Promise<LessonDto> {
      return transaction(async (u, trx) => {
        const found = await u.lessons.find(id);
        if (!found) throw refuse(15009, "id", "课程不存在", 404);
        // Its people's locks first (the order every booking takes them in), then its row, read anew.
        await lockPeople(store, trx, found.teacher_id, found.student_id);
        const row = await u.locked(id);
        if (!row) throw refuse(15009, "id", "课程不存在", 404);
        if (row.open_slot) throw refuse(15019, "id", "预留时段不能编辑，请删除或重新排课");
        if (hasStarted(row, deps.now()))
          throw refuse(15037, "id", "课程已开始或已上课，不能调课或修改；课时如有出入，请由管理员更正", 409);
        const { time, duration } = checkTime(b.time ?? row.start_at.slice(11), b.duration ?? row.duration);
        const date = b.date ?? row.start_at.slice(0, 10);
        if (!isDate(date)) throw refuse(15001, "date", "开始日期无效或为空");
        const start = moment(date, time);
        if (start < deps.now()) throw refuse(15022, "date", "调课时间不能早于服务器时间");
        const texts = checkTexts(b.title ?? row.title, b.remark ?? row.remark);
        // The people and subject are not the body's to change: the same time, length and texts are no change.
        const same =
          start === row.start_at &&
          duration === row.duration &&
          texts.title === row.title &&
          texts.remark === row.remark;
        if (same && !resolving) throw new AppError(10100, 400, null, "与原数据一致，无需修改");
        const names = {
          teacher: (await u.people.teacher(row.teacher_id))?.name ?? "",
          student: row.student_id ? ((await u.people.student(row.student_id))?.name ?? "") : "",
        };
        // A new time must keep the campus's rule; a lesson left where it is (a new title) is not judged again.
        if (start !== row.start_at || duration !== row.duration) {
          const plan = { dates: [date], weekdays: [weekdayOf(date)], time, duration };
          await u.keepRule(row.campus_id, { id: row.teacher_id, name: names.teacher }, plan, { day: "date" }, [id]);
        }
        const candidate = { id, start, duration, teacherId: row.teacher_id, studentId: row.student_id };
        const reports = await u.clashes([candidate], names);
        if (reports.length && !b.accept_conflicts) throw refuseClash(reports[0], reports);
        // A longer lesson takes the difference from the campus, a shorter one gives it back.
        const change = hoursOf(duration) - hoursOf(row.duration);
        if (change > 0) await u.hours.spend(row.campus_id, change);
        else await u.hours.refund(row.campus_id, -change);
        await u.lessons.update(id, { start_at: start, duration, ...texts });
        // The old clashes are gone with the old time; new ones (accepted) are recorded.
        await u.conflicts.resolveLesson(id, "rescheduled", deps.now());
        await u.record(reports, [id]);
        return u.dto((await u.lessons.find(id))!);
      });
    },

    /**
     * Deletes a lesson that has not started (its hours go back to its campus) or an open slot; conflicts
     * with it elsewhere are cleared. A lesson that has started is refused (15066): its hours were spent.
     * `then` writes what goes with the deletion in its transaction (the notices of 删除并通知).
     */
    remove(id: number, then?: (trx: Trx, row: LessonRow) => Promise<void>): Promise<LessonRow> {
      return transaction(async (u, trx) => {
        const row = await u.locked(id);
        if (!row) throw refuse(15009, "id", "课程不存在", 404);
        if (hasStarted(row, deps.now()))
          throw refuse(15066, "id", "课程已开始或已上课，不能删除；课时如有出入，请由管理员更正", 409);
        if (!row.open_slot) await u.hours.refund(row.campus_id, hoursOf(row.duration));
        await u.lessons.remove(id);
        await u.conflicts.clearOrphans(deps.now());
        await then?.(trx, row);
        return row;
      });
    },
  };
}

const pick = (p: Parties) => ({
  campus_id: p.campus_id,
  teacher_id: p.teacher_id,
  student_id: p.student_id,
  subject_id: p.subject_id,
});

export type ScheduleService = ReturnType<typeof scheduleService>;

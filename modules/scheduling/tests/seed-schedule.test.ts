import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../mock-server/app.js";
import type { ConflictRow } from "../server/conflicts.js";
import type { LeaveRequest } from "../server/leave-requests.js";
import { toBooking, toLeave, type LeaveRow, type LessonRow } from "../server/lessons.js";
import { resourceContext } from "../../../mock-server/resources/context.js";
import { seedSchedule } from "../server/seed/schedule.js";
import {
  DURATIONS,
  addDays,
  addMinutes,
  findClashes,
  minutesBetween,
  overlaps,
  timeRange,
  toMinutes,
  weekRange,
  weekdayOf,
  withinDay,
  type Leave,
} from "../common/index.js";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import { shippedParts } from "../../../tests/helpers/parts.js";

// Wednesday 2026-11-25 14:00 in the business's time zone: the seed's today.
const NOW = Date.parse("2026-11-25T06:00:00Z");
const NOW_AT = "2026-11-25 14:00";
const TODAY = NOW_AT.slice(0, 10);

interface Person {
  id: number;
  name: string;
  campus_id: number;
  working_state?: number;
  subject_ids?: string;
}

let t: TestApp;
let lessons: LessonRow[];
let leaves: (LeaveRow & { request_id: number | null })[];
let requests: (LeaveRequest & { approver: string | null; created_at: string; updated_at: string })[];
let conflicts: ConflictRow[];
let teachers: Map<number, Person>;
let students: Map<number, Person>;

const all = <T>(sql: string) => t.sql.all<T>(sql);
const byId = (rows: Person[]) => new Map(rows.map((r) => [r.id, r]));
const counts = async () =>
  (
    await all<{ n: number }>(
      "SELECT COUNT(*) AS n FROM lessons UNION ALL SELECT COUNT(*) FROM teacher_leaves UNION ALL SELECT COUNT(*) FROM lesson_conflicts",
    )
  ).map((r) => r.n);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  lessons = await all<LessonRow>("SELECT * FROM lessons ORDER BY id");
  leaves = await all("SELECT * FROM teacher_leaves ORDER BY id");
  requests = await all("SELECT * FROM res_teacher_leave ORDER BY id");
  conflicts = await all<ConflictRow>("SELECT * FROM lesson_conflicts ORDER BY id");
  teachers = byId(await all<Person>("SELECT id, name, campus_id, working_state, subject_ids FROM res_lecturer"));
  students = byId(await all<Person>("SELECT id, name, campus_id FROM res_student"));
});
afterAll(() => t.close());

const booked = () => lessons.filter((l) => !l.open_slot);
const lesson = (id: number) => lessons.find((l) => l.id === id)!;
const pair = (a: number, b: number) => [a, b].sort((x, y) => x - y).join("-");
/** A conflict as a key: the two lessons (either order) or the lesson and the leave. */
const key = (kind: string, lessonId: number, other: number | null, leaveId: number | null) =>
  kind === "leave" ? `leave ${lessonId} ${leaveId}` : `${kind} ${pair(lessonId, other!)}`;

describe("seedSchedule", () => {
  it("books a term of 2 500–4 000 lessons from 8 weeks before today to 8 weeks after", () => {
    const term = booked();
    expect(term.length).toBeGreaterThanOrEqual(2500);
    expect(term.length).toBeLessThanOrEqual(4000);
    const [first, last] = [addDays(TODAY, -56), addDays(TODAY, 56)];
    expect(term.filter((l) => l.start_at.slice(0, 10) < first || l.start_at.slice(0, 10) > last)).toEqual([]);
    expect(term.some((l) => l.start_at < addDays(first, 7)) && term.some((l) => l.start_at > addDays(last, -7))).toBe(
      true,
    );
    expect(term.filter((l) => l.end_at <= NOW_AT).length).toBeGreaterThan(500);
    expect(term.filter((l) => l.end_at > NOW_AT).length).toBeGreaterThan(500);
    // Around today both statuses show: 0 taught (ended) and 1 scheduled.
    const week = weekRange(TODAY);
    const thisWeek = term.filter((l) => l.start_at >= week.start && l.start_at < addDays(week.end, 1));
    expect(thisWeek.some((l) => l.end_at <= NOW_AT)).toBe(true);
    expect(thisWeek.some((l) => l.end_at > NOW_AT)).toBe(true);
  });

  it("keeps each weekly plan on one weekday and time, titled in numbered lectures, remarks mostly empty", () => {
    const plans = new Map<string, LessonRow[]>();
    for (const l of booked().filter((x) => x.batch_id)) plans.set(l.batch_id!, [...(plans.get(l.batch_id!) ?? []), l]);
    expect(plans.size).toBeGreaterThan(300);
    const strays = [...plans.values()].flatMap(([first, ...rest]) =>
      rest.filter(
        (l) =>
          [l.teacher_id, l.student_id, l.subject_id, l.duration].join() !==
            [first.teacher_id, first.student_id, first.subject_id, first.duration].join() ||
          minutesBetween(first.start_at, l.start_at) % (7 * 1440) !== 0,
      ),
    );
    expect(strays).toEqual([]);
    expect(booked().filter((l) => !/^(\S+ )?第\d+讲 \S/.test(l.title))).toEqual([]);
    expect(booked().filter((l) => l.remark).length).toBeLessThan(booked().length * 0.1);
  });

  it("books everything within 08:30–18:30 on the 15-minute grid, with an allowed length", () => {
    const lengths: readonly number[] = DURATIONS;
    const off = lessons.filter(
      (l) =>
        !withinDay(l.start_at.slice(11), l.duration) ||
        !lengths.includes(l.duration) ||
        l.end_at !== addMinutes(l.start_at, l.duration),
    );
    expect(off).toEqual([]);
    expect(new Set(lessons.map((l) => l.duration))).toEqual(new Set([30, 45, 60]));
  });

  it("pairs in-post teachers with students and subjects of the lesson's campus", async () => {
    const subjects = new Set(
      (await all<{ id: number }>("SELECT id FROM res_category WHERE code = 'xk'")).map((s) => s.id),
    );
    const misfits = booked().filter((l) => {
      const teacher = teachers.get(l.teacher_id)!;
      return (
        teacher.working_state !== 1 ||
        teacher.campus_id !== l.campus_id ||
        students.get(l.student_id!)!.campus_id !== l.campus_id ||
        !subjects.has(l.subject_id!) ||
        !(JSON.parse(teacher.subject_ids!) as number[]).includes(l.subject_id!)
      );
    });
    expect(misfits).toEqual([]);
  });

  it("reserves 2–4 open slots for each in-post lecturer in the next three weeks, and for nobody else", () => {
    const slots = lessons.filter((l) => l.open_slot);
    const inPost = [...teachers.values()].filter((l) => l.working_state === 1);
    for (const s of slots) {
      expect(s).toMatchObject({ student_id: null, subject_id: null, title: "预留时段" });
      expect(teachers.get(s.teacher_id)).toMatchObject({ working_state: 1, campus_id: s.campus_id });
      expect(s.start_at > NOW_AT && s.start_at < addDays(TODAY, 22)).toBe(true);
    }
    for (const l of inPost) {
      const n = slots.filter((s) => s.teacher_id === l.id).length;
      expect(n, l.name).toBeGreaterThanOrEqual(2);
      expect(n, l.name).toBeLessThanOrEqual(4);
    }
  });

  it("files dozens of leave requests over the term in every status, none overlapping another of its teacher", () => {
    expect(requests.length).toBeGreaterThanOrEqual(24);
    const coming = requests.filter((r) => r.start_at > NOW_AT);
    const past = requests.filter((r) => r.end_at < NOW_AT);
    expect(coming.length + past.length).toBe(requests.length);
    expect(new Set(past.map((r) => r.status))).toEqual(new Set([1, 2]));
    expect(new Set(coming.map((r) => r.status))).toEqual(new Set([0, 1, 2]));
    expect(new Set(requests.map((r) => r.type)).size).toBeGreaterThanOrEqual(4);
    for (const r of requests) {
      const teacher = teachers.get(r.lecturer_id)!;
      expect(teacher.working_state).toBe(1);
      expect(r.end_at > r.start_at).toBe(true);
      expect(r.start_at >= `${addDays(TODAY, -56)} 00:00` && r.end_at <= `${addDays(TODAY, 24)} 00:00`).toBe(true);
      // Filed before it starts and before now; decided (by someone) after it was filed.
      expect(r.created_at < r.start_at && r.created_at <= `${NOW_AT}:00`).toBe(true);
      expect(r.updated_at >= r.created_at && r.updated_at <= `${NOW_AT}:00`).toBe(true);
      expect(r.approver ? r.status !== 0 : r.status === 0).toBe(true);
      const same = requests.filter((o) => o.id !== r.id && o.lecturer_id === r.lecturer_id);
      expect(same.filter((o) => o.start_at < r.end_at && r.start_at < o.end_at)).toEqual([]);
    }
  });

  it("mirrors exactly the approved requests as leaves, worded by their type", () => {
    const approved = requests.filter((r) => r.status === 1);
    expect(leaves.map((l) => l.request_id).sort()).toEqual(approved.map((r) => r.id).sort());
    const types: Record<string, string> = {
      personal: "事假",
      sick: "病假",
      annual: "年假",
      compensatory: "调休",
      other: "其他",
    };
    for (const r of approved) {
      expect(leaves.find((l) => l.request_id === r.id)).toMatchObject({
        teacher_id: r.lecturer_id,
        start_at: r.start_at.slice(0, 16),
        end_at: r.end_at.slice(0, 16),
        reason: types[r.type],
      });
    }
    // Leaves granted for whole days in the coming weeks: the lessons booked into them are the leave conflicts.
    expect(leaves.filter((l) => l.start_at > NOW_AT && l.start_at < addDays(TODAY, 22)).length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it("keeps each campus's schedule rule: the default and the two campuses with their own", async () => {
    const rules = await all<{
      campus_id: number | null;
      max_daily_lessons: number;
      min_gap_minutes: number;
      start_time: string;
      end_time: string;
      weekdays: string;
      allow_cross_month: number;
    }>("SELECT * FROM res_schedule_rule WHERE enabled = 1");
    expect(rules.filter((r) => r.campus_id === null)).toHaveLength(1);
    expect(rules.filter((r) => r.campus_id !== null)).toHaveLength(2);
    const ruleOf = (campus: number) => rules.find((r) => r.campus_id === campus) ?? rules.find((r) => !r.campus_id)!;
    // The campus rows differ from the default in what they ask, so keeping them is not a matter of course.
    expect(rules.some((r) => r.min_gap_minutes > 0)).toBe(true);
    expect(rules.some((r) => !r.allow_cross_month)).toBe(true);
    expect(rules.some((r) => r.start_time !== "08:30" || r.end_time !== "18:30")).toBe(true);
    const own = new Set(rules.map((r) => r.campus_id));
    expect(lessons.filter((l) => own.has(l.campus_id)).length).toBeGreaterThan(100);

    const byDay = new Map<string, LessonRow[]>();
    for (const l of lessons) {
      const k = `${l.teacher_id}|${l.start_at.slice(0, 10)}`;
      byDay.set(k, [...(byDay.get(k) ?? []), l]);
    }
    const broken: string[] = [];
    for (const day of byDay.values()) {
      const rule = ruleOf(day[0].campus_id);
      if (day.length > rule.max_daily_lessons) broken.push(`${day.length} lessons on ${day[0].start_at}`);
      const sorted = [...day].sort((a, b) => a.start_at.localeCompare(b.start_at));
      for (const [i, a] of sorted.entries()) {
        const time = toMinutes(a.start_at.slice(11));
        if (time < toMinutes(rule.start_time) || time + a.duration > toMinutes(rule.end_time))
          broken.push(`hours ${a.id}`);
        if (!(JSON.parse(rule.weekdays) as number[]).includes(weekdayOf(a.start_at.slice(0, 10))))
          broken.push(`weekday ${a.id}`);
        for (const b of sorted.slice(i + 1)) {
          const span = (l: LessonRow) => ({ start: l.start_at, duration: l.duration });
          // Overlapping lessons are the recorded clashes (above), not breaks.
          if (!overlaps(span(a), span(b)) && minutesBetween(a.end_at, b.start_at) < rule.min_gap_minutes)
            broken.push(`gap ${a.id} ${b.id}`);
        }
      }
    }
    expect(broken).toEqual([]);
    const batches = new Map<string, LessonRow[]>();
    for (const l of booked().filter((x) => x.batch_id))
      batches.set(l.batch_id!, [...(batches.get(l.batch_id!) ?? []), l]);
    const crossing = [...batches.values()].filter(
      (b) => !ruleOf(b[0].campus_id).allow_cross_month && new Set(b.map((l) => l.start_at.slice(0, 7))).size > 1,
    );
    expect(crossing).toEqual([]);
  });

  it("double-books nobody except the lessons recorded as open conflicts", () => {
    const leaveId = (v: Leave) =>
      leaves.find((l) => l.teacher_id === v.teacherId && l.start_at === v.start && l.end_at === v.end)!.id;
    const found = findClashes(lessons.map(toBooking), [], leaves.map(toLeave)).map((c) =>
      key(c.kind, lessons[c.index].id, c.with?.id ?? null, c.leave ? leaveId(c.leave) : null),
    );
    const open = conflicts.filter((c) => !c.resolved_at);
    expect(found.sort()).toEqual(open.map((c) => key(c.kind, c.lesson_id, c.other_lesson_id, c.leave_id)).sort());
    const clashing = new Set(open.map((c) => c.lesson_id));
    expect(clashing.size).toBeGreaterThanOrEqual(6);
    expect(clashing.size).toBeLessThanOrEqual(10);
    expect(new Set(open.map((c) => c.kind))).toEqual(new Set(["teacher", "student", "leave"]));
    for (const c of open) expect(lesson(c.lesson_id).start_at > NOW_AT).toBe(true);
  });

  it("keeps 2–3 conflicts resolved by rescheduling, their lessons clear of the old clash", () => {
    const resolved = conflicts.filter((c) => c.resolved_at);
    const moved = new Set(resolved.map((c) => c.lesson_id));
    expect(moved.size).toBeGreaterThanOrEqual(2);
    expect(moved.size).toBeLessThanOrEqual(3);
    for (const c of resolved) {
      expect(c.resolution).toBe("rescheduled");
      expect(c.detected_at < c.resolved_at! && c.resolved_at! <= NOW_AT).toBe(true);
      const span = (l: LessonRow) => ({ start: l.start_at, duration: l.duration });
      expect(overlaps(span(lesson(c.lesson_id)), span(lesson(c.other_lesson_id!)))).toBe(false);
    }
  });

  it("words each open conflict as the service does, naming the right teacher, student and leave", () => {
    const when = (l: LessonRow) => {
      const [date, time] = l.start_at.split(" ");
      return `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日 ${timeRange(time, l.duration)}`;
    };
    const open = conflicts.filter((c) => !c.resolved_at);
    for (const c of open) {
      const l = lesson(c.lesson_id);
      const teacher = teachers.get(l.teacher_id)!.name;
      if (c.kind === "leave") {
        const leave = leaves.find((v) => v.id === c.leave_id)!;
        expect(leave.teacher_id).toBe(l.teacher_id);
        expect(c.reason).toBe(`讲师「${teacher}」在该时段请假（${leave.reason}）`);
        continue;
      }
      const other = lesson(c.other_lesson_id!);
      if (c.kind === "teacher") {
        const whom = other.open_slot ? "预留时段" : `学生「${students.get(other.student_id!)!.name}」`;
        expect(c.reason).toBe(`讲师「${teacher}」在该时段已有课程（${when(other)} ${whom}）`);
      } else {
        const student = students.get(l.student_id!)!.name;
        const otherTeacher = teachers.get(other.teacher_id)!.name;
        expect(c.reason).toBe(`学生「${student}」在该时段已有课程（${when(other)} 讲师「${otherTeacher}」）`);
      }
    }
    expect(open.some((c) => c.reason.includes("预留时段"))).toBe(true);
    // Detected over the last days, so the list's 等待时长 varies.
    for (const c of open) expect(c.detected_at <= NOW_AT && c.detected_at >= addDays(TODAY, -7)).toBe(true);
    expect(new Set(open.map((c) => c.detected_at.slice(0, 10))).size).toBeGreaterThanOrEqual(3);
  });

  it("does not seed again when the app starts on the same data folder", async () => {
    const before = await counts();
    const again = await buildApp({ dataDir: t.dataDir, uiDir: false });
    try {
      expect(await counts()).toEqual(before);
      expect(await seedSchedule(again.store, () => NOW)).toEqual({ lessons: 0, slots: 0, leaves: 0, conflicts: 0 });
    } finally {
      await again.close();
    }
  });

  // How long it takes is the bench's to say, not a test's: under coverage on a busy machine it took 1.03 s.
  it("seeds the same term again for the same today", async () => {
    const snapshot = async () => ({
      lessons: await all(
        "SELECT campus_id, teacher_id, student_id, subject_id, start_at, duration, title FROM lessons ORDER BY id",
      ),
      conflicts: await all("SELECT kind, reason, detected_at, resolved_at FROM lesson_conflicts ORDER BY id"),
    });
    const before = await snapshot();
    for (const table of ["lesson_conflicts", "lessons", "teacher_leaves"]) await t.sql.run(`DELETE FROM ${table}`);
    const seeded = await seedSchedule(
      t.app.store,
      () => NOW,
      resourceContext(t.app.store, t.app.omoConfig.resources, shippedParts),
    );
    expect(seeded.lessons + seeded.slots).toBe(lessons.length);
    expect(await snapshot()).toEqual(before);
  });

  it("turns leaves kept before 教师请假 existed into approved requests, once, and books nothing", async () => {
    await t.sql.run("DELETE FROM res_teacher_leave");
    await t.sql.run("UPDATE teacher_leaves SET request_id = NULL");
    const kept = await all<LeaveRow>("SELECT id, teacher_id, start_at, end_at, reason FROM teacher_leaves ORDER BY id");
    const before = await counts();
    const ctx = resourceContext(t.app.store, t.app.omoConfig.resources, shippedParts);
    expect(await seedSchedule(t.app.store, () => NOW, ctx)).toEqual({ lessons: 0, slots: 0, leaves: 0, conflicts: 0 });
    expect(await counts()).toEqual(before);
    const adopted = await all<LeaveRequest & { remark: string }>("SELECT * FROM res_teacher_leave ORDER BY id");
    expect(adopted).toHaveLength(kept.length);
    for (const leave of kept) {
      const link = await t.sql.value("SELECT request_id FROM teacher_leaves WHERE id = ?", leave.id);
      expect(adopted.find((r) => r.id === link)).toMatchObject({
        lecturer_id: leave.teacher_id,
        start_at: `${leave.start_at}:00`,
        end_at: `${leave.end_at}:00`,
        status: 1,
      });
    }
    await seedSchedule(t.app.store, () => NOW, ctx);
    expect(await all("SELECT id FROM res_teacher_leave")).toHaveLength(kept.length);
  });
});

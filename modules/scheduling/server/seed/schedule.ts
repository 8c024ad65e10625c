import { sql } from "kysely";
import type { Db, Store } from "../../../../mock-server/db/index.js";
import type { ResourceContext } from "../../../../mock-server/resources/context.js";
import { SEED, seedValidator } from "../../../../mock-server/resources/seed.js";
import { resourceStore } from "../../../../mock-server/resources/store.js";
import { tableName } from "../../../../mock-server/resources/table-name.js";
import {
  addDays,
  addMinutes,
  overlaps,
  startTimes,
  weekRange,
  weekdayOf,
  withinDay,
  toMinutes,
} from "../../common/index.js";
import { localMoment } from "../../../../mock-server/clock.js";
import { clashChecker } from "../clashes.js";
import { conflictRepository } from "../conflicts.js";
import { LEAVE_APPROVED, leaveRequests, type LeaveRequest } from "../leave-requests.js";
import { lessonRepository, type LeaveRow, type LessonRow } from "../lessons.js";
import { peopleRepository } from "../people.js";
import { dayProblem, withinHours } from "../rule-checks.js";
import { scheduleRuleRepository, type ScheduleRule } from "../schedule-rules.js";
import { tableColumns, type TableColumns } from "../tables.js";
import { leaveRequestRows } from "./leave-requests.js";
import { gradeLabel } from "../../../school/server/seed/grades.js";
import { numbersOf } from "../../../school/server/seed/seed-rows.js";
import { CHAPTERS } from "../../../school/server/seed/video-chapters.js";
import { localize } from "../../../../src/common/i18n.js";

/** What the schedule seed wrote (all zero when it had already run or there is nobody to schedule). */
export interface ScheduleSeedCounts {
  lessons: number;
  slots: number;
  leaves: number;
  conflicts: number;
}

/** The term runs this many weeks either side of today, so the timetable always has past and future. */
const TERM_WEEKS = 8;
/** Open slots and the deliberate conflicts fall within this many days after today. */
const AHEAD_DAYS = 21;
/** Share of a campus's students taking one-to-one lessons this term: sets the scale (≈3 000 lessons). */
const ENROLLED = 0.6;
/** Weekly lessons per student, lesson lengths, and weekdays (1 Monday … 7 Sunday) with their weights. */
const PLAN_COUNTS: [number, number][] = [
  [1, 50],
  [2, 35],
  [3, 15],
];
const LENGTHS: [number, number][] = [
  [45, 45],
  [60, 45],
  [30, 10],
];
const WEEKDAYS: [number, number][] = [1, 2, 3, 4, 5, 6, 7].map((d) => [d, d >= 6 ? 3 : 1]);
/** On school days lessons start after class; weekends use the whole day. */
const AFTER_SCHOOL = "15:30";
/** Physics starts in 初二 and chemistry in 初三: younger students are not booked in them. */
const FIRST_GRADE: Record<string, number> = { 物理: 8, 化学: 9 };
/** Middle-school topics (初一 to 初三); senior grades use the textbook chapters of the video seed. */
const MIDDLE_TOPICS: Record<string, string[]> = {
  语文: ["现代文阅读", "古诗文赏析", "文言文阅读", "记叙文写作", "名著导读"],
  数学: ["有理数", "一元一次方程", "全等三角形", "一次函数", "二次函数", "相似三角形", "圆"],
  英语: ["一般现在时", "现在完成时", "完形填空", "阅读理解", "书面表达"],
  物理: ["机械运动", "光现象", "压强", "浮力", "欧姆定律", "电功率"],
  化学: ["物质构成的奥秘", "化学方程式", "碳和碳的氧化物", "酸和碱", "盐 化肥"],
  生物: ["细胞是生命活动的基本单位", "生物圈中的绿色植物", "人体的营养", "生物的遗传和变异"],
  历史: ["中国古代史", "中国近代史", "世界古代史", "世界近代史"],
  地理: ["地球和地图", "世界的气候", "中国的地形", "中国的自然资源"],
  政治: ["成长的节拍", "友谊的天空", "走进法治天地", "维护宪法权威"],
};
const REMARKS = ["带上错题本", "本节课做阶段测验", "家长希望课后反馈学习情况", "补上周缺的课"];
const SLOT_REMARKS = ["试听课预留", "新生首课预留", "期末加课预留"];

interface Lecturer {
  id: number;
  name: string;
  campus_id: number;
  subjects: number[];
}
interface Student {
  id: number;
  name: string;
  campus_id: number;
  grade: number | null;
  lecturer_id: number | null;
}
/** A booked lesson or open slot, as the later steps need it. */
type Placed = Pick<
  LessonRow,
  "id" | "campus_id" | "teacher_id" | "student_id" | "subject_id" | "start_at" | "duration"
>;
type Draft = Omit<Placed, "id" | "student_id" | "subject_id"> & { student_id: number; subject_id: number };
/** A lesson or slot to insert. */
type Planned = Omit<Placed, "id"> &
  Pick<LessonRow, "title" | "remark"> &
  Partial<Pick<LessonRow, "open_slot" | "batch_id">>;

/** mulberry32: a small seeded generator, so a fresh database gets the same term for the same today. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T | undefined => items[Math.floor(next() * items.length)],
    weighted<T>(choices: readonly [T, number][]): T {
      let roll = next() * choices.reduce((sum, [, w]) => sum + w, 0);
      for (const [value, w] of choices) if ((roll -= w) < 0) return value;
      return choices[choices.length - 1][0];
    },
    hex: (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join(""),
  };
}

/** A function remembering its answer per argument. */
function memo<K, V>(f: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    if (!known.has(key)) known.set(key, f(key));
    return known.get(key)!;
  };
}

/** Who is busy when: each teacher's (`t12`) and student's (`s7`) day as 96 quarter-hours, and leave days. */
function calendar() {
  const days = new Map<string, Uint8Array>();
  const away = new Set<string>();
  const dayOf = (who: string, start: string) => {
    const key = `${who}|${start.slice(0, 10)}`;
    if (!days.has(key)) days.set(key, new Uint8Array(96));
    return days.get(key)!;
  };
  const quarters = (start: string, duration: number) => [toMinutes(start.slice(11)) / 15, duration / 15];
  return {
    free(who: string[], start: string, duration: number): boolean {
      const [first, count] = quarters(start, duration);
      const busy = (w: string) =>
        dayOf(w, start)
          .subarray(first, first + count)
          .includes(1);
      return !who.some(busy);
    },
    take(who: string[], start: string, duration: number): void {
      const [first, count] = quarters(start, duration);
      for (const w of who) dayOf(w, start).fill(1, first, first + count);
    },
    leave: (teacherId: number, date: string) => away.add(`${teacherId}|${date}`),
    away: (teacherId: number, date: string) => away.has(`${teacherId}|${date}`),
  };
}

/** In-post lecturers with a campus, enabled students with a campus, and the subjects (code xk) by id. */
async function loadPeople(db: Db) {
  const [lecturer, student, category] = ["lecturer", "student", "category"].map(tableName);
  const subjectRows = (await db.selectFrom(category).select(["id", "name"]).where("code", "=", "xk").execute()) as {
    id: number;
    name: string;
  }[];
  const subjects = new Map(subjectRows.map((s) => [s.id, s.name]));
  const lecturerRows = (await db
    .selectFrom(lecturer)
    .select(["id", "name", "campus_id", "subject_ids"])
    .where("working_state", "=", 1)
    .where("campus_id", "is not", null)
    .orderBy("id")
    .execute()) as (Omit<Lecturer, "subjects"> & { subject_ids: unknown })[];
  const lecturers = lecturerRows.map(({ subject_ids, ...l }) => ({
    ...l,
    subjects: numbersOf(subject_ids).filter((id) => subjects.has(id)),
  }));
  const students = (await db
    .selectFrom(student)
    .select(["id", "name", "campus_id", "grade", "lecturer_id"])
    .where("campus_id", "is not", null)
    .where(sql`COALESCE(disabled, 0)`, "=", 0)
    .orderBy("id")
    .execute()) as Student[];
  return { subjects, lecturers, students };
}
type People = Awaited<ReturnType<typeof loadPeople>>;

/**
 * Seeds a term of one-to-one lessons around the clock's today: the term's leave requests (教师请假; the
 * approved ones mirrored as leaves), weekly lessons from 8 weeks before to 8 weeks after (a fixed weekday
 * and time per student and subject, nobody double-booked, each campus's schedule rule kept), open slots
 * in the next 3 weeks, and a handful of accepted clashes recorded as conflicts exactly as the scheduling
 * service records them (some already rescheduled). Deterministic for a given today; only when no lesson
 * or leave exists yet, so a restart never seeds twice. `resources` (the config-driven resources) lets it
 * file the leave requests, which it does first, through the resources' own store; everything else is one
 * transaction. Requests already filed (a seed that stopped half way) are mirrored again.
 */
export async function seedSchedule(
  store: Store,
  now: () => number,
  resources?: ResourceContext,
): Promise<ScheduleSeedCounts> {
  const none = { lessons: 0, slots: 0, leaves: 0, conflicts: 0 };
  const columns = tableColumns(store.sql);
  for (const r of ["lecturer", "student", "category"]) if (!(await columns(store.db, tableName(r))).size) return none;
  const count = async (db: Db, table: string) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const at = localMoment(now());
  await adoptLeaves(store.db, at, resources);
  if ((await count(store.db, "lessons")) > 0 || (await count(store.db, "teacher_leaves")) > 0) return none;

  const people = await loadPeople(store.db);
  await fileLeaveRequests(store.db, columns, at, people, resources);
  return store.db.transaction().execute(async (trx) => {
    const t = await termContext(trx, store, columns, at, people);
    const leaves = await mirrorLeaves(t, resources);
    const lessons = await seedLessons(t);
    const slots = await seedSlots(t);
    await seedConflicts(t, lessons, slots, leaves);
    return {
      lessons: (await count(trx, "lessons")) - slots.length,
      slots: slots.length,
      leaves: leaves.length,
      conflicts: await count(trx, "lesson_conflicts"),
    };
  });
}

/** What every step shares: the people, the random source, who is busy when, and the repositories. */
async function termContext(db: Db, store: Store, columns: TableColumns, now: string, people: People) {
  const { subjects, lecturers, students } = people;
  const rng = randomSource(SEED);
  const cal = calendar();
  const lessons = lessonRepository(db, addMinutes);
  const who = (teacherId: number, studentId: number | null) =>
    studentId ? [`t${teacherId}`, `s${studentId}`] : [`t${teacherId}`];
  // Each campus's rule, read once: the steps below ask for it for every lesson they place.
  const rules = scheduleRuleRepository(db, columns);
  const campusRules = new Map<number, ScheduleRule>();
  for (const campusId of new Set([0, ...lecturers.map((l) => l.campus_id)]))
    campusRules.set(campusId, await rules.forCampus(campusId));
  const ruleOf = (campusId: number) => campusRules.get(campusId) ?? campusRules.get(0)!;
  const campusOf = memo((teacherId: number) => lecturers.find((l) => l.id === teacherId)?.campus_id ?? 0);
  /** Lessons and open slots of a teacher on a day (`12|2026-11-25`), for the rule's daily limit. */
  const perDay = new Map<string, number>();
  const dayKey = (teacherId: number, start: string) => `${teacherId}|${start.slice(0, 10)}`;
  /** The rule of the teacher's campus allows the day and the hours, one more lesson, and the break around it. */
  const fits = (teacherId: number, start: string, duration: number): boolean => {
    const rule = ruleOf(campusOf(teacherId));
    const gap = rule.min_gap_minutes;
    return (
      rule.weekdays.includes(weekdayOf(start.slice(0, 10))) &&
      withinHours(rule, start.slice(11), duration) &&
      (rule.max_daily_lessons === null || (perDay.get(dayKey(teacherId, start)) ?? 0) < rule.max_daily_lessons) &&
      (gap <= 0 || cal.free([`t${teacherId}`], addMinutes(start, -gap), duration + 2 * gap))
    );
  };
  /** Marks a lesson's or slot's people busy and counts it in its teacher's day. */
  const take = (row: Omit<Placed, "id">) => {
    cal.take(who(row.teacher_id, row.student_id), row.start_at, row.duration);
    perDay.set(dayKey(row.teacher_id, row.start_at), (perDay.get(dayKey(row.teacher_id, row.start_at)) ?? 0) + 1);
  };
  /** Inserts lessons or slots (already taken) in one statement. */
  const insert = async (rows: Planned[]): Promise<Placed[]> => {
    const ids = await lessons.addMany(rows);
    return rows.map(({ campus_id, teacher_id, student_id, subject_id, start_at, duration }, i) => ({
      id: ids[i],
      campus_id,
      teacher_id,
      student_id,
      subject_id,
      start_at,
      duration,
    }));
  };
  return {
    db,
    store,
    columns,
    now,
    today: now.slice(0, 10),
    rng,
    cal,
    lessons,
    conflicts: conflictRepository(db),
    check: clashChecker(lessons, peopleRepository(db, columns)),
    ruleOf,
    /**
     * A deliberate clash keeps its campus's rule as the service would judge it: the day, the hours, the
     * teacher's lessons that day and the breaks between them (the lesson it overlaps is the clash, no break).
     */
    async keeps(d: Draft): Promise<boolean> {
      const rule = ruleOf(d.campus_id);
      const date = d.start_at.slice(0, 10);
      const existing = (
        await lessons.between(`${date} 00:00`, `${addDays(date, 1)} 00:00`, { teacher_id: d.teacher_id })
      ).map((l) => ({ start: l.start_at, duration: l.duration }));
      const lesson = { start: d.start_at, duration: d.duration };
      return (
        rule.weekdays.includes(weekdayOf(date)) &&
        withinHours(rule, d.start_at.slice(11), d.duration) &&
        !dayProblem(rule, [lesson], existing, "", "date")
      );
    },
    subjects,
    lecturers,
    /** In-post lecturers who teach a subject: the ones lessons are booked with. */
    teachers: lecturers.filter((l) => l.subjects.length),
    lecturer: (id: number) => lecturers.find((l) => l.id === id)!,
    student: (id: number) => students.find((s) => s.id === id)!,
    students,
    studentsOf: (campusId: number) => students.filter((s) => s.campus_id === campusId),
    teachable: (s: Student, subject: number) => (s.grade ?? 99) >= (FIRST_GRADE[subjects.get(subject)!] ?? 0),
    /** Neither the teacher (on leave or teaching) nor the student is busy then, and the campus's rule allows it. */
    free: (teacherId: number, studentId: number | null, start: string, duration: number) =>
      !cal.away(teacherId, start.slice(0, 10)) &&
      cal.free(who(teacherId, studentId), start, duration) &&
      fits(teacherId, start, duration),
    /** A start on a date: after school on weekdays, mostly on the hour or half hour. */
    startOn(date: string, duration: number): string {
      const weekend = weekdayOf(date) >= 6;
      const times = startTimes(duration).filter((time) => weekend || time >= AFTER_SCHOOL);
      const round = times.filter((time) => time.endsWith(":00") || time.endsWith(":30"));
      return `${date} ${rng.pick(rng.chance(0.85) ? round : times)}`;
    },
    /** Titles of a plan's lessons: `高一数学 第3讲 函数的概念与性质`, a new topic every three lessons. */
    titler(student: Student, subject: number): (k: number) => string {
      const name = subjects.get(subject)!;
      const grade = student.grade;
      const senior = grade === 10 || grade === 11 || grade === 12 ? CHAPTERS[name]?.grades[grade] : undefined;
      const topics = senior ?? MIDDLE_TOPICS[name] ?? ["同步精讲"];
      const first = rng.int(0, topics.length - 1);
      const prefix = rng.chance(0.7) ? `${grade ? gradeLabel(grade) : ""}${name} ` : "";
      return (k) => `${prefix}第${k}讲 ${topics[(first + Math.floor((k - 1) / 3)) % topics.length]}`;
    },
    take,
    insert,
    /** Marks the people of lessons or slots busy and inserts them. */
    add(rows: Planned[]): Promise<Placed[]> {
      rows.forEach(take);
      return insert(rows);
    },
    /** Marks a moved lesson's new time busy (its old time stays marked: the calendar only errs on the safe side). */
    occupy(teacherId: number, studentId: number, start: string, duration: number): void {
      cal.take(who(teacherId, studentId), start, duration);
      perDay.set(dayKey(teacherId, start), (perDay.get(dayKey(teacherId, start)) ?? 0) + 1);
    },
  };
}
type Term = Awaited<ReturnType<typeof termContext>>;

/**
 * The term's requests on 教师请假, filed through the resources' store (a random source of their own, so
 * the lessons are the same whether they are filed now or were before); only while it is empty.
 */
async function fileLeaveRequests(
  db: Db,
  columns: TableColumns,
  now: string,
  people: People,
  resources: ResourceContext | undefined,
): Promise<void> {
  const res = resources?.resources["teacher-leave"];
  if (!resources || !res || !(await columns(db, tableName("teacher-leave"))).size) return;
  const store = resourceStore(resources, res);
  if ((await store.count()) > 0) return;
  const campuses = (await db.selectFrom(tableName("campus")).select(["id", "director"]).execute()) as {
    id: number;
    director: string;
  }[];
  const directors = new Map(campuses.map((c) => [c.id, c.director]));
  const teachers = people.lecturers
    .filter((l) => l.subjects.length && people.students.some((s) => s.campus_id === l.campus_id))
    .map((l) => ({ id: l.id, director: directors.get(l.campus_id) ?? "" }));
  const check = seedValidator(resources, res);
  const rows = leaveRequestRows(randomSource(SEED + 1), now, teachers);
  for (const [i, row] of rows.entries()) {
    const { created_at, updated_at, ...values } = row as Record<string, unknown> & {
      created_at: string;
      updated_at: string;
    };
    await check(values, i);
    await store.insert(values, { created_at, updated_at });
  }
}

/**
 * Leaves come first: the term's lessons skip the days of approved ones, as if called off when the leave
 * was granted. Each approved request is mirrored as the hooks mirror it.
 */
async function mirrorLeaves(t: Term, resources: ResourceContext | undefined): Promise<LeaveRow[]> {
  const res = resources?.resources["teacher-leave"];
  const table = tableName("teacher-leave");
  if (!(await t.columns(t.db, table)).size) return [];
  const options = res?.record.properties.type?.options ?? [];
  const label = (type: string) => {
    const option = options.find((o) => o.value === type);
    return option ? localize(option.label) : type;
  };
  const sync = leaveRequests({ db: t.db, sql: t.store.sql }, () => t.now, label);
  const approved = (await t.db
    .selectFrom(table)
    .selectAll()
    .where("status", "=", LEAVE_APPROVED)
    .orderBy("id")
    .execute()) as LeaveRequest[];
  const leaves: LeaveRow[] = [];
  for (const r of approved) leaves.push(await sync.mirror(r));
  for (const leave of leaves) {
    for (let d = leave.start_at.slice(0, 10); d < leave.end_at; d = addDays(d, 1)) t.cal.leave(leave.teacher_id, d);
  }
  return leaves;
}

/** How a leave kept before 教师请假 existed reads as a request type. */
const ADOPTED_TYPES: Record<string, string> = { 病假: "sick", 事假: "personal", 年假: "annual", 调休: "compensatory" };

/**
 * A database scheduled before 教师请假 existed holds leaves no request stands for: each becomes an
 * approved request (its type read from its reason), linked as its mirror, so the page shows every
 * leave clash detection knows. Only while 教师请假 is still empty.
 */
async function adoptLeaves(db: Db, now: string, resources: ResourceContext | undefined): Promise<void> {
  const res = resources?.resources["teacher-leave"];
  if (!resources || !res) return;
  const store = resourceStore(resources, res);
  if ((await store.count()) > 0) return;
  const orphans = (await db
    .selectFrom("teacher_leaves")
    .selectAll()
    .where("request_id", "is", null)
    .orderBy("id")
    .execute()) as LeaveRow[];
  const stamp = `${now}:00`;
  // Each request, then its link: the resources' store writes outside this module's transactions.
  for (const leave of orphans) {
    const id = await store.insert(
      {
        lecturer_id: leave.teacher_id,
        start_at: `${leave.start_at}:00`,
        end_at: `${leave.end_at}:00`,
        type: ADOPTED_TYPES[leave.reason] ?? "other",
        reason: leave.reason.length >= 2 ? leave.reason : `${leave.reason || "其他"}请假`,
        status: LEAVE_APPROVED,
        remark: "由原有请假记录导入",
      },
      { created_at: stamp, updated_at: stamp },
    );
    await db.updateTable("teacher_leaves").set({ request_id: id }).where("id", "=", leave.id).execute();
  }
}

/** Each enrolled student takes 1–3 subjects, the first with the head teacher (班主任) when possible. */
async function seedLessons(t: Term): Promise<Placed[]> {
  const placed: Placed[] = [];
  for (const student of t.students) {
    if (!t.rng.chance(ENROLLED)) continue;
    const pairs = t.teachers
      .filter((l) => l.campus_id === student.campus_id)
      .flatMap((teacher) => teacher.subjects.map((subject) => ({ teacher, subject })));
    const taken = new Set<number>();
    for (let n = t.rng.weighted(PLAN_COUNTS); n > 0; n--) {
      const options = pairs.filter((p) => !taken.has(p.subject) && t.teachable(student, p.subject));
      const own = options.filter((p) => p.teacher.id === student.lecturer_id);
      const pair = t.rng.pick(!taken.size && own.length ? own : options);
      if (!pair) break;
      taken.add(pair.subject);
      placed.push(...(await weeklyPlan(t, pair.teacher, pair.subject, student)));
    }
  }
  return placed;
}

/**
 * One student's weekly lesson with one teacher, saved as one batch: a run of 6–14 weeks inside the
 * term, on a weekday and time both are free every week (none when 30 tries find no such time).
 */
async function weeklyPlan(t: Term, teacher: Lecturer, subject: number, student: Student): Promise<Placed[]> {
  const monday = weekRange(t.today).start;
  const [first, last] = [addDays(t.today, -7 * TERM_WEEKS), addDays(t.today, 7 * TERM_WEEKS)];
  const from = t.rng.int(-TERM_WEEKS, TERM_WEEKS - 2);
  const until = Math.min(TERM_WEEKS, from + t.rng.int(5, 13));
  const duration = t.rng.weighted(LENGTHS);
  for (let attempt = 0; attempt < 30; attempt++) {
    const weekday = t.rng.weighted(WEEKDAYS);
    const time = t.startOn(addDays(monday, weekday - 1), duration).slice(11);
    const starts: string[] = [];
    for (let w = from; w <= until; w++) {
      const date = addDays(monday, 7 * w + weekday - 1);
      if (date >= first && date <= last && !t.cal.away(teacher.id, date)) starts.push(`${date} ${time}`);
    }
    if (!starts.every((s) => t.free(teacher.id, student.id, s, duration))) continue;
    const title = t.titler(student, subject);
    // Where a batch may not run across months, the scheduler booked the plan month by month.
    const oneBatch = t.ruleOf(teacher.campus_id).allow_cross_month;
    const batches = new Map<string, string>();
    const batchOf = (start: string) => {
      const key = oneBatch ? "" : start.slice(0, 7);
      if (!batches.has(key)) batches.set(key, t.rng.hex(16));
      return batches.get(key)!;
    };
    const row = { campus_id: teacher.campus_id, teacher_id: teacher.id, student_id: student.id, subject_id: subject };
    return t.add(
      starts.map((start_at, i) => {
        const remark = t.rng.chance(0.05) ? t.rng.pick(REMARKS)! : "";
        return { ...row, start_at, duration, title: title(i + 1), remark, batch_id: batchOf(start_at) };
      }),
    );
  }
  return [];
}

/** 2–4 open slots per in-post lecturer in the next three weeks, clear of their lessons and leave. */
async function seedSlots(t: Term): Promise<Placed[]> {
  const slots: Planned[] = [];
  for (const teacher of t.lecturers) {
    for (let made = 0, attempt = 0, want = t.rng.int(2, 4); made < want && attempt < 40; attempt++) {
      const duration = t.rng.pick([60, 60, 45, 30])!;
      const start_at = t.startOn(addDays(t.today, t.rng.int(1, AHEAD_DAYS)), duration);
      if (!t.free(teacher.id, null, start_at, duration)) continue;
      const row = { campus_id: teacher.campus_id, teacher_id: teacher.id, student_id: null, subject_id: null };
      const remark = t.rng.chance(0.3) ? t.rng.pick(SLOT_REMARKS)! : "";
      const slot = { ...row, start_at, duration, title: "预留时段", remark, open_slot: 1 };
      // Taken at once (the next slot must miss it); all are inserted together below.
      t.take(slot);
      slots.push(slot);
      made++;
    }
  }
  return t.insert(slots);
}

/**
 * Accepted clashes in the coming weeks, as schedulers leave them: a teacher double-booked (one of them
 * over an open slot), a student double-booked, lessons inside a leave; each detected in the last days.
 * Three more were detected earlier and have since been moved to a free time (辅助排课), so resolved.
 */
async function seedConflicts(t: Term, term: Placed[], slots: Placed[], leaves: LeaveRow[]): Promise<void> {
  const tomorrow = addDays(t.today, 1);
  const upcoming = term.filter((l) => l.start_at >= tomorrow && l.start_at < addDays(t.today, AHEAD_DAYS + 1));
  if (!upcoming.length) return;
  const someLesson = () => t.rng.pick(upcoming)!;
  // Lessons booked into leaves granted for whole days still to come, as when a leave is approved late.
  const granted = leaves.filter(
    (l) =>
      l.start_at > t.now &&
      l.start_at.endsWith("08:30") &&
      l.end_at.endsWith("18:30") &&
      t.lecturers.some((x) => x.id === l.teacher_id),
  );
  // One after another: each draws from the random source in turn.
  const makers = [
    ...[1, 2, 3].map(() => () => teacherClash(t, someLesson())),
    () => (slots.length ? teacherClash(t, t.rng.pick(slots)!) : undefined),
    ...[1, 2, 3].map(() => () => studentClash(t, someLesson())),
    ...granted.slice(0, 2).map((leave) => () => leaveClash(t, leave)),
  ];
  const drafts: (Draft | undefined)[] = [];
  for (const make of makers) drafts.push(await retry(t, make));
  for (const draft of drafts) if (draft) await book(t, draft, detectedAt(t, 0, 6));

  for (const clash of [teacherClash, studentClash, teacherClash]) {
    const draft = await retry(t, () => clash(t, someLesson()));
    if (!draft) continue;
    const detected = detectedAt(t, 2, 7);
    const lesson = await book(t, draft, detected);
    for (let attempt = 0; attempt < 40; attempt++) {
      const date = addDays(draft.start_at.slice(0, 10), t.rng.int(-3, 6));
      const start_at = t.startOn(date, draft.duration);
      if (date < tomorrow || !t.free(draft.teacher_id, draft.student_id, start_at, draft.duration)) continue;
      const { title, remark } = (await t.lessons.find(lesson.id))!;
      await t.lessons.update(lesson.id, { start_at, duration: draft.duration, title, remark });
      t.occupy(draft.teacher_id, draft.student_id, start_at, draft.duration);
      await t.conflicts.resolveLesson(lesson.id, "rescheduled", addMinutes(detected, t.rng.int(20, 180)));
      break;
    }
  }
}

/** The first of 30 drafts that could be made and keeps its campus's rule. */
async function retry(t: Term, make: () => Draft | undefined): Promise<Draft | undefined> {
  for (let i = 0; i < 30; i++) {
    const draft = make();
    if (draft && (await t.keeps(draft))) return draft;
  }
  return undefined;
}

/** When a scheduler saved it: office hours of a day `min`–`max` days back, never after now. */
function detectedAt(t: Term, min: number, max: number): string {
  const hour = String(t.rng.int(9, 20)).padStart(2, "0");
  const at = `${addDays(t.today, -t.rng.int(min, max))} ${hour}:${t.rng.pick(["05", "18", "32", "47"])}`;
  return at < t.now ? at : addMinutes(at, -1440);
}

/** A start the same day overlapping `other`, on the grid and within the school day. */
function overlapping(t: Term, other: Placed, duration: number): string | undefined {
  const day = other.start_at.slice(0, 10);
  return t.rng.pick(
    [-30, -15, 0, 0, 15, 30]
      .map((offset) => addMinutes(other.start_at, offset))
      .filter(
        (s) =>
          s.startsWith(day) &&
          withinDay(s.slice(11), duration) &&
          overlaps({ start: s, duration }, { start: other.start_at, duration: other.duration }),
      ),
  );
}

/** Another student of the campus booked with `other`'s teacher (a lesson or an open slot) at an overlapping time. */
function teacherClash(t: Term, other: Placed): Draft | undefined {
  const duration = t.rng.weighted(LENGTHS);
  const start_at = overlapping(t, other, duration);
  const subject = other.subject_id ?? t.rng.pick(t.lecturer(other.teacher_id).subjects)!;
  if (!start_at) return undefined;
  const student = t.rng.pick(
    t
      .studentsOf(other.campus_id)
      .filter(
        (s) => s.id !== other.student_id && t.teachable(s, subject) && t.cal.free([`s${s.id}`], start_at, duration),
      ),
  );
  return draftOf(t.lecturer(other.teacher_id), student, subject, start_at, duration);
}

/** `other`'s student booked with another free teacher of the campus at an overlapping time. */
function studentClash(t: Term, other: Placed): Draft | undefined {
  const duration = t.rng.weighted(LENGTHS);
  const start_at = overlapping(t, other, duration);
  if (!start_at || !other.student_id) return undefined;
  const student = t.student(other.student_id);
  const pair = t.rng.pick(
    t.teachers
      .filter(
        (l) => l.campus_id === other.campus_id && l.id !== other.teacher_id && t.free(l.id, null, start_at, duration),
      )
      .flatMap((teacher) =>
        teacher.subjects.filter((s) => t.teachable(student, s)).map((subject) => ({ teacher, subject })),
      ),
  );
  return pair && draftOf(pair.teacher, student, pair.subject, start_at, duration);
}

/** A lesson of the teacher on leave, on one of the leave's days, with a student free then. */
function leaveClash(t: Term, leave: LeaveRow): Draft | undefined {
  const teacher = t.lecturer(leave.teacher_id);
  const duration = t.rng.weighted(LENGTHS);
  const start_at = t.startOn(addDays(leave.start_at.slice(0, 10), t.rng.int(0, 2)), duration);
  const subject = t.rng.pick(teacher.subjects)!;
  if (start_at < leave.start_at || start_at >= leave.end_at) return undefined;
  const student = t.rng.pick(
    t
      .studentsOf(teacher.campus_id)
      .filter((s) => t.teachable(s, subject) && t.cal.free([`s${s.id}`], start_at, duration)),
  );
  return draftOf(teacher, student, subject, start_at, duration);
}

/** A lesson to book at the teacher's campus; none when nobody was free. */
function draftOf(
  teacher: Lecturer,
  student: Student | undefined,
  subject: number,
  start_at: string,
  duration: number,
): Draft | undefined {
  if (!student) return undefined;
  return {
    campus_id: teacher.campus_id,
    teacher_id: teacher.id,
    student_id: student.id,
    subject_id: subject,
    start_at,
    duration,
  };
}

/** Saves a clashing lesson as the service saves an accepted one: its clashes found and worded by the service's checker. */
async function book(t: Term, draft: Draft, detected: string): Promise<Placed> {
  const teacher = t.lecturer(draft.teacher_id);
  const student = t.student(draft.student_id);
  const candidate = { start: draft.start_at, duration: draft.duration, teacherId: teacher.id, studentId: student.id };
  const reports = await t.check([candidate], { teacher: teacher.name, student: student.name });
  const title = t.titler(student, draft.subject_id)(t.rng.int(1, 12));
  const [lesson] = await t.add([{ ...draft, title, remark: "" }]);
  for (const { kind, reason, other_lesson_id, leave_id } of reports)
    await t.conflicts.add({ lesson_id: lesson.id, kind, reason, other_lesson_id, leave_id }, detected);
  return lesson;
}

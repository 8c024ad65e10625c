import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";

// 2026-11-23 10:00 in the business's time zone: lessons before it are taught, after it scheduled.
const NOW = Date.parse("2026-11-23T02:00:00Z");

let t: TestApp;
let admin: string;
let editor: string;
/** A teacher in post, two students and a subject of one campus; a student of another campus. */
let teacher: { id: number; name: string; campus_id: number };
let students: { id: number; name: string }[];
let subject: number;
let otherCampusStudent: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = await t.login();
  editor = await t.login("editor");
  // Far from the seeded term, so the seed's lessons never get in the way.
  await t.sql.run("DELETE FROM lessons WHERE start_at >= '2027-03-01'");
  // These tests check scheduling by the built-in rule (08:30–18:30, any day, no daily limit, no break);
  // the seeded schedule rules are the business of schedule-rules.test.ts.
  await t.sql.run("DELETE FROM res_schedule_rule");
  const row = (await t.sql.get<{ id: number; name: string; campus_id: number; subject_ids: string }>(
    "SELECT id, name, campus_id, subject_ids FROM res_lecturer WHERE working_state = 1 ORDER BY id LIMIT 1",
  ))!;
  teacher = row;
  subject = (JSON.parse(row.subject_ids) as number[])[0];
  students = await t.sql.all<{ id: number; name: string }>(
    "SELECT id, name FROM res_student WHERE campus_id = ? ORDER BY id LIMIT 3",
    row.campus_id,
  );
  otherCampusStudent = await t.sql.value<number>(
    "SELECT id FROM res_student WHERE campus_id <> ? LIMIT 1",
    row.campus_id,
  );
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/api/v1/schedule${url}`, payload, headers: { code: token } });

let day = 0;
/** A fresh Monday-or-later date for each test: 2027-03-01 onwards, one week apart. */
const freshWeek = () => {
  const d = new Date(Date.UTC(2027, 2, 1 + 7 * day++));
  return d.toISOString().slice(0, 10);
};
const single = (over: object = {}) => ({
  teacher_id: teacher.id,
  student_id: students[0].id,
  subject_id: subject,
  date: "2027-03-01",
  time: "09:00",
  duration: 45,
  title: "函数的单调性",
  ...over,
});
const batch = (over: object = {}) => ({
  teacher_id: teacher.id,
  student_id: students[1].id,
  subject_id: subject,
  start_date: "2027-03-01",
  end_mode: "count",
  count: 4,
  repeat: "weekly",
  weekdays: [1, 3],
  time: "14:00",
  duration: 60,
  title: "寒假提高班",
  ...over,
});
const lessonsIn = (week: string) =>
  t.sql.value<number>(
    "SELECT COUNT(*) AS n FROM lessons WHERE start_at >= ? AND start_at < ?",
    week,
    addDaysText(week, 7),
  );

describe("POST /api/v1/schedule/lessons (单次排课)", () => {
  it("creates a lesson with names, range and status 1, audited", async () => {
    const date = freshWeek();
    const res = await call("POST", "/lessons", single({ date }));
    expect(res.statusCode).toBe(200);
    const lesson = body<{ lesson: Record<string, unknown> }>(res).data.lesson;
    expect(lesson).toMatchObject({
      date,
      time: "09:00",
      range: "09:00-09:45",
      status: 1,
      teacher: teacher.name,
      student: students[0].name,
      campus_id: teacher.campus_id,
    });
    const log = await t.sql.get("SELECT action FROM operation_log WHERE target = ?", `lesson:${lesson.id}`);
    expect(log).toEqual({ action: "单次排课" });
  });

  it.each([
    [{ teacher_id: undefined }, 15005, "teacher_id"],
    [{ teacher_id: 999999 }, 15005, "teacher_id"],
    [{ student_id: undefined }, 15024, "student_id"],
    [{ subject_id: undefined }, 15006, "subject_id"],
    [{ date: "" }, 15001, "date"],
    [{ date: "2027-02-30" }, 15001, "date"],
    [{ date: "2026-11-20" }, 15001, "date"],
    [{ time: "" }, 15012, "time"],
    [{ time: "08:15" }, 15013, "time"],
    [{ time: "09:10" }, 15013, "time"],
    [{ time: "18:00", duration: 45 }, 15013, "time"],
    [{ duration: 50 }, 15014, "duration"],
    [{ title: "  " }, 15028, "title"],
    [{ title: "题".repeat(51) }, 15029, "title"],
    [{ remark: "备".repeat(201) }, 15030, "remark"],
    [{ campus_id: 999999 }, 15011, "campus_id"],
  ])("refuses %j with %i on %s, saving nothing", async (over, code, field) => {
    const before = await t.sql.get("SELECT COUNT(*) AS n FROM lessons");
    const res = await call("POST", "/lessons", single({ date: "2027-09-06", ...over }));
    expect(res.statusCode).toBeLessThan(500);
    const b = body<{ errors: Record<string, string> }>(res);
    expect(b.code).toBe(code);
    expect(Object.keys(b.data.errors)).toEqual([field]);
    expect(await t.sql.get("SELECT COUNT(*) AS n FROM lessons")).toEqual(before);
  });

  it("refuses a student of another campus (11005) and a teacher not in post (11009)", async () => {
    expect(
      body(await call("POST", "/lessons", single({ date: "2027-09-06", student_id: otherCampusStudent }))).code,
    ).toBe(11005);
    const away = await t.sql.get<{ id: number }>("SELECT id FROM res_lecturer WHERE working_state <> 1 LIMIT 1");
    if (away)
      expect(body(await call("POST", "/lessons", single({ date: "2027-09-06", teacher_id: away.id }))).code).toBe(
        11009,
      );
  });

  it("refuses a teacher's or a student's double booking with 15033 / 15032, unless accepted", async () => {
    const date = freshWeek();
    expect((await call("POST", "/lessons", single({ date }))).statusCode).toBe(200);
    const teacherClash = await call("POST", "/lessons", single({ date, time: "09:30", student_id: students[1].id }));
    expect([teacherClash.statusCode, body(teacherClash).code]).toEqual([409, 15033]);
    expect(body<{ errors: { time: string } }>(teacherClash).data.errors.time).toContain(`讲师「${teacher.name}」`);
    const other = await t.sql.get<{ id: number; subject_ids: string }>(
      "SELECT id, subject_ids FROM res_lecturer WHERE working_state = 1 AND campus_id = ? AND id <> ? LIMIT 1",
      teacher.campus_id,
      teacher.id,
    );
    if (other) {
      const studentClash = await call(
        "POST",
        "/lessons",
        single({
          date,
          time: "09:15",
          teacher_id: other.id,
          subject_id: (JSON.parse(other.subject_ids) as number[])[0],
        }),
      );
      expect(body(studentClash).code).toBe(15032);
    }
    // Touching end to start is no clash.
    expect(
      (await call("POST", "/lessons", single({ date, time: "09:45", student_id: students[1].id }))).statusCode,
    ).toBe(200);
    const accepted = await call(
      "POST",
      "/lessons",
      single({ date, time: "09:30", student_id: students[2].id, accept_conflicts: true }),
    );
    expect(accepted.statusCode).toBe(200);
    const id = body<{ lesson: { id: number } }>(accepted).data.lesson.id;
    const stored = await t.sql.all("SELECT kind FROM lesson_conflicts WHERE lesson_id = ? ORDER BY kind", id);
    expect(stored).toEqual([{ kind: "teacher" }, { kind: "teacher" }]);
  });

  it("refuses a lesson in the teacher's leave with 15031", async () => {
    const date = freshWeek();
    await t.sql.run(
      "INSERT INTO teacher_leaves (teacher_id, start_at, end_at, reason) VALUES (?, ?, ?, '外出培训')",
      teacher.id,
      `${date} 08:00`,
      `${date} 12:00`,
    );
    const res = await call("POST", "/lessons", single({ date, time: "11:30" }));
    expect(body(res).code).toBe(15031);
    expect(body(res).message).toContain("外出培训");
    expect((await call("POST", "/lessons", single({ date, time: "12:00" }))).statusCode).toBe(200);
  });

  it("fills an open slot in its place, and refuses a slot already taken (15020) or missing (15009)", async () => {
    const date = freshWeek();
    const slot = await t.sql.value<number>(
      "INSERT INTO lessons (campus_id, teacher_id, start_at, end_at, duration, title, open_slot) VALUES (?, ?, ?, ?, 60, '预留时段', 1) RETURNING id",
      teacher.campus_id,
      teacher.id,
      `${date} 10:00`,
      `${date} 11:00`,
    );
    const filled = await call("POST", "/lessons", single({ date, time: "10:00", duration: 60, slot_id: slot }));
    expect(filled.statusCode).toBe(200);
    expect(await t.sql.get("SELECT 1 FROM lessons WHERE id = ?", slot)).toBeUndefined();
    expect(body(await call("POST", "/lessons", single({ date, time: "15:00", slot_id: slot }))).code).toBe(15009);
    const lessonId = body<{ lesson: { id: number } }>(filled).data.lesson.id;
    expect(body(await call("POST", "/lessons", single({ date, time: "15:00", slot_id: lessonId }))).code).toBe(15020);
  });

  it("answers 10001 for wrong types and unknown keys, never 500", async () => {
    for (const payload of [{ teacher_id: "x" }, { weekdays: [1] }, { duration: "四十五" }, { date: { year: 2027 } }]) {
      const res = await call("POST", "/lessons", { ...single(), ...payload });
      expect([res.statusCode, body(res).code], JSON.stringify(payload)).toEqual([400, 10001]);
    }
  });
});

describe("PUT and DELETE /api/v1/schedule/lessons/:id", () => {
  it("reschedules, refusing the past (15022), a clash, an open slot (15019) and an unknown id (15009)", async () => {
    const date = freshWeek();
    const a = body<{ lesson: { id: number } }>(await call("POST", "/lessons", single({ date }))).data.lesson.id;
    await call("POST", "/lessons", single({ date, time: "11:00", student_id: students[1].id }));
    expect(body(await call("PUT", `/lessons/${a}`, { date: "2026-11-22" })).code).toBe(15022);
    expect(body(await call("PUT", `/lessons/${a}`, { time: "10:30" })).code).toBe(15033);
    const moved = await call("PUT", `/lessons/${a}`, { time: "13:00", remark: "家长要求调到下午" });
    expect(body<{ range: string; remark: string }>(moved).data).toMatchObject({
      range: "13:00-13:45",
      remark: "家长要求调到下午",
    });
    // Moving within its own old time is no clash with itself.
    expect((await call("PUT", `/lessons/${a}`, { time: "13:15" })).statusCode).toBe(200);
    const slot = await t.sql.value<number>(
      "INSERT INTO lessons (campus_id, teacher_id, start_at, end_at, duration, open_slot) VALUES (?, ?, ?, ?, 30, 1) RETURNING id",
      teacher.campus_id,
      teacher.id,
      `${date} 16:00`,
      `${date} 16:30`,
    );
    expect(body(await call("PUT", `/lessons/${slot}`, { time: "17:00" })).code).toBe(15019);
    expect((await call("PUT", "/lessons/999999", { time: "17:00" })).statusCode).toBe(404);
  });

  it("answers 10100 to a 调课 that changes nothing, writing and logging nothing", async () => {
    const date = freshWeek();
    const id = body<{ lesson: { id: number } }>(await call("POST", "/lessons", single({ date, remark: "家长陪同" })))
      .data.lesson.id;
    const row = () => t.sql.get("SELECT * FROM lessons WHERE id = ?", id);
    const logged = () => t.sql.value<number>("SELECT COUNT(*) FROM operation_log WHERE target = ?", `lesson:${id}`);
    const before = { row: await row(), logged: await logged() };
    // The form sends what it shows, unchanged; the title and remark spelled as stored (or padded) too.
    for (const same of [
      { date, time: "09:00", duration: 45 },
      { date, time: "09:00", duration: 45, title: " 函数的单调性 ", remark: "家长陪同" },
      {},
    ]) {
      const res = await call("PUT", `/lessons/${id}`, same);
      expect([res.statusCode, body(res).code, body(res).message]).toEqual([400, 10100, "与原数据一致，无需修改"]);
    }
    expect({ row: await row(), logged: await logged() }).toEqual(before);
    // A real change still saves and is logged.
    expect((await call("PUT", `/lessons/${id}`, { date, time: "09:00", duration: 30 })).statusCode).toBe(200);
    expect(await logged()).toBe(Number(before.logged) + 1);
  });

  it("deletes with DELETE only: the editor gets 403 and the lesson stays", async () => {
    const id = body<{ lesson: { id: number } }>(await call("POST", "/lessons", single({ date: freshWeek() }))).data
      .lesson.id;
    expect((await call("DELETE", `/lessons/${id}`, undefined, editor)).statusCode).toBe(403);
    expect((await call("DELETE", `/lessons/${id}`)).statusCode).toBe(200);
    expect(await t.sql.get("SELECT 1 FROM lessons WHERE id = ?", id)).toBeUndefined();
    expect((await call("DELETE", `/lessons/${id}`)).statusCode).toBe(404);
  });
});

describe("batch scheduling", () => {
  it("previews the dates and the clashes, saving nothing", async () => {
    const week = freshWeek();
    await call("POST", "/lessons", single({ date: week, time: "14:30" }));
    const before = await lessonsIn(week);
    const res = await call("POST", "/batch/preview", batch({ start_date: week }));
    const data = body<{ count: number; conflict_count: number; lessons: { date: string }[] }>(res).data;
    expect(data.count).toBe(4);
    expect(data.lessons[0].date).toBe(week);
    expect(data.conflict_count).toBe(1);
    expect(await lessonsIn(week)).toBe(before);
  });

  it("saves all lessons or none: a clash refuses the whole batch with 15015", async () => {
    const week = freshWeek();
    await call("POST", "/lessons", single({ date: week, time: "14:30" }));
    const before = await t.sql.get("SELECT COUNT(*) AS n FROM lessons");
    const refused = await call("POST", "/batch", batch({ start_date: week }));
    expect([refused.statusCode, body(refused).code]).toEqual([409, 15015]);
    expect(await t.sql.get("SELECT COUNT(*) AS n FROM lessons")).toEqual(before);
    const saved = await call("POST", "/batch", batch({ start_date: week, accept_conflicts: true }));
    const data = body<{ created: number; conflict_count: number; batch_id: string }>(saved).data;
    expect(data).toMatchObject({ created: 4, conflict_count: 1 });
    const rows = await t.sql.get("SELECT COUNT(*) AS n FROM lessons WHERE batch_id = ?", data.batch_id);
    expect(rows).toEqual({ n: 4 });
  });

  it("repeats every other week and stops at an end date", async () => {
    const week = freshWeek();
    freshWeek();
    freshWeek();
    const res = await call(
      "POST",
      "/batch/preview",
      batch({
        start_date: week,
        repeat: "biweekly",
        weekdays: [2],
        end_mode: "date",
        end_date: addDaysText(week, 34),
        count: undefined,
      }),
    );
    const dates = body<{ lessons: { date: string }[] }>(res).data.lessons.map((l) => l.date);
    expect(dates).toEqual([addDaysText(week, 1), addDaysText(week, 15), addDaysText(week, 29)]);
  });

  it.each([
    [{ repeat: "daily" }, 15002],
    [{ weekdays: [] }, 15025],
    [{ weekdays: [8] }, 15025],
    [{ end_mode: "never" }, 15027],
    [{ count: 0 }, 15007],
    [{ count: 201 }, 15035],
    [{ end_mode: "date", end_date: "2027-02-01" }, 15026],
    [{ start_date: "" }, 15001],
    [{ time: "19:00" }, 15013],
  ])("refuses %j with %i", async (over, code) => {
    const res = await call("POST", "/batch", batch({ start_date: "2027-10-04", ...over }));
    expect(res.statusCode).toBeLessThan(500);
    expect(body(res).code).toBe(code);
  });
});

describe("timetable", () => {
  type Values = [number, string, number, number, number, number, number | null, number | null];
  type Names = Record<"campuses" | "teachers" | "students" | "subjects", Record<string, string>>;
  interface Week {
    days: string[];
    total: number;
    campus_id: number | null;
    fields: string[];
    rows: { id: number; lessons: Values[] }[];
    names: Names;
  }
  const week = async (q: string) => body<Week>(await call("GET", `/timetable?${q}`)).data;
  const lessonsOf = (w: Week) => w.rows.flatMap((r) => r.lessons);

  it("gives a week Monday to Sunday with a row per teacher, and a month per day", async () => {
    const monday = freshWeek();
    await call("POST", "/lessons", single({ date: addDaysText(monday, 2), time: "08:30" }));
    const data = await week(`date=${addDaysText(monday, 6)}&teacher_id=${teacher.id}`);
    expect(data.days).toHaveLength(7);
    expect([data.days[0], data.days[6]]).toEqual([monday, addDaysText(monday, 6)]);
    expect(data.rows.map((r) => r.id)).toEqual([teacher.id]);
    expect(data.rows[0].lessons.map((l) => l[1].slice(0, 10))).toContain(addDaysText(monday, 2));
    const month = body<{ days: { date: string; count: number; lessons: Values[] }[]; names: Names }>(
      await call("GET", `/timetable?mode=month&date=${monday}&teacher_id=${teacher.id}`),
    ).data;
    expect(month.days[0].date.endsWith("-01")).toBe(true);
    const busy = month.days.find((d) => d.date === addDaysText(monday, 2))!;
    expect(busy.count).toBeGreaterThan(0);
    // The month's first few lessons name their student through the answer's map.
    expect(month.names.students[String(busy.lessons[0][6])]).toBe(students[0].name);
  });

  it("sends lessons as values by id and each name once, in maps", async () => {
    const monday = freshWeek();
    for (const [i, student] of students.slice(0, 2).entries()) {
      await call("POST", "/lessons", single({ date: addDaysText(monday, i), student_id: student.id }));
    }
    await call("POST", "/lessons", single({ date: addDaysText(monday, 3), time: "10:00" }));
    const data = await week(`date=${monday}&teacher_id=${teacher.id}`);
    expect(data.fields).toEqual([
      "id",
      "start_at",
      "duration",
      "status",
      "campus_id",
      "teacher_id",
      "student_id",
      "subject_id",
    ]);
    const lessons = lessonsOf(data);
    expect(lessons).toHaveLength(3);
    for (const l of lessons) {
      expect(l).toHaveLength(8);
      expect(l.every((v) => typeof v !== "string" || /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(v))).toBe(true);
      expect([l[4], l[5], l[6], l[7]]).toEqual([teacher.campus_id, teacher.id, expect.any(Number), subject]);
    }
    expect(lessons.map((l) => l[1])).toEqual([
      `${monday} 09:00`,
      `${addDaysText(monday, 1)} 09:00`,
      `${addDaysText(monday, 3)} 10:00`,
    ]);
    // Every name once: the teacher three lessons share is one entry, and only names the lessons use are sent.
    expect(data.names.teachers).toEqual({ [teacher.id]: teacher.name });
    expect(data.names.students).toEqual({ [students[0].id]: students[0].name, [students[1].id]: students[1].name });
    expect(Object.keys(data.names.campuses)).toEqual([String(teacher.campus_id)]);
    expect(Object.keys(data.names.subjects)).toEqual([String(subject)]);
    // No name, title or remark travels with a lesson: the popover reads those from /lessons/:id.
    const text = JSON.stringify(data.rows);
    expect(text).not.toContain(teacher.name);
    expect(text).not.toContain("函数的单调性");
  });

  it("shows the first open campus when no campus, teacher or student is asked for, and every campus on request", async () => {
    const first = await t.sql.value<number>(
      "SELECT id FROM res_campus WHERE status IS NULL OR status <> 0 ORDER BY id LIMIT 1",
    );
    const other = await t.sql.value<number>("SELECT id FROM res_campus WHERE id <> ? ORDER BY id LIMIT 1", first);
    const date = "2026-11-16";
    const campusesIn = (w: Week) => [...new Set(lessonsOf(w).map((l) => l[4]))].sort((a, b) => a - b);
    const plain = await week(`date=${date}`);
    expect(plain.campus_id).toBe(first);
    expect(plain.total).toBeGreaterThan(0);
    expect(campusesIn(plain)).toEqual([first]);
    const all = await week(`date=${date}&all_campuses=true`);
    expect(all.campus_id).toBeNull();
    expect(campusesIn(all).length).toBeGreaterThan(1);
    expect(all.total).toBeGreaterThan(plain.total);
    const chosen = await week(`date=${date}&campus_id=${other}`);
    expect(chosen.campus_id).toBe(other);
    expect(campusesIn(chosen)).toEqual([other]);
    // A teacher narrows the answer already: their lessons at whatever campus.
    const byTeacher = await week(`date=${date}&teacher_id=${teacher.id}`);
    expect(byTeacher.campus_id).toBeNull();
    const month = body<{ campus_id: number | null; total: number }>(
      await call("GET", `/timetable?mode=month&date=${date}`),
    ).data;
    expect(month.campus_id).toBe(first);
  });

  it("marks past lessons taught (0) and open slots 2", async () => {
    const lessons = lessonsOf(await week("date=2026-11-16&all_campuses=true"));
    expect(lessons.length).toBeGreaterThan(0);
    const end = (l: Values) => {
      const at = new Date(`${l[1].replace(" ", "T")}:00Z`).getTime() + l[2] * 60_000;
      return new Date(at).toISOString().slice(0, 16).replace("T", " ");
    };
    for (const l of lessons.filter((x) => x[3] !== 2)) expect(l[3]).toBe(end(l) <= "2026-11-23 10:00" ? 0 : 1);
  });

  it("refuses odd queries with 10001", async () => {
    for (const q of ["mode=year", "date=2026-13-01", "by=campus", "teacher_id=x", "all_campuses=maybe", "extra=1"]) {
      expect(body(await call("GET", `/timetable?${q}`)).code, q).toBe(10001);
    }
  });
});

describe("conflicts", () => {
  async function clash() {
    const date = freshWeek();
    await call("POST", "/lessons", single({ date }));
    const res = await call(
      "POST",
      "/lessons",
      single({ date, time: "09:15", student_id: students[1].id, accept_conflicts: true }),
    );
    const lessonId = body<{ lesson: { id: number } }>(res).data.lesson.id;
    const id = await t.sql.value<number>("SELECT id FROM lesson_conflicts WHERE lesson_id = ?", lessonId);
    return { date, lessonId, id };
  }

  it("lists open conflicts with campus, people, subject, time, wait and reason", async () => {
    const { id } = await clash();
    const list = body<{ list: Record<string, unknown>[] }>(await call("GET", "/conflicts?pageSize=100")).data.list;
    expect(list.find((c) => c.id === id)).toMatchObject({
      teacher: teacher.name,
      student: students[1].name,
      wait: "0分钟",
      kind: "teacher",
    });
    const detail = body<{ grade: string; lesson: { id: number } }>(await call("GET", `/conflicts/${id}`)).data;
    expect(typeof detail.grade).toBe("string");
    expect((await call("GET", "/conflicts/999999")).statusCode).toBe(404);
  });

  it("words the wait and the reason in the request's language, names as they were typed", async () => {
    const { id, date } = await clash();
    const [, month, day] = date.split("-").map(Number);
    const ask = async (language: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/v1/schedule/conflicts?pageSize=100",
        headers: { code: admin, "accept-language": language },
      });
      return body<{ list: { id: number; wait: string; reason: string }[] }>(res).data.list.find((c) => c.id === id)!;
    };
    const who = students[0].name;
    expect(await ask("zh-CN")).toMatchObject({
      wait: "0分钟",
      reason: `讲师「${teacher.name}」在该时段已有课程（${month}月${day}日 09:00-09:45 学生「${who}」）`,
    });
    expect(await ask("en-US")).toMatchObject({
      wait: "0 min",
      reason: `Lecturer “${teacher.name}” already has a lesson at this time (${month}/${day} 09:00-09:45, student “${who}”)`,
    });
  });

  it("辅助排课 offers free times and moves the lesson to one, resolving the conflict", async () => {
    const { id, lessonId, date } = await clash();
    const slots = body<{ free: { date: string; times: string[] }[] }>(await call("GET", `/conflicts/${id}/slots`)).data;
    const monday = slots.free.find((d) => d.date === date)!;
    expect(monday.times).not.toContain("09:00");
    expect(monday.times).toContain("10:00");
    const moved = await call("POST", `/conflicts/${id}/reschedule`, { date, time: "10:00" });
    expect(body<{ range: string }>(moved).data.range).toBe("10:00-10:45");
    const row = await t.sql.get("SELECT resolved_at, resolution FROM lesson_conflicts WHERE id = ?", id);
    expect(row).toMatchObject({ resolution: "rescheduled" });
    expect(await t.sql.get("SELECT start_at FROM lessons WHERE id = ?", lessonId)).toEqual({
      start_at: `${date} 10:00`,
    });
    // A busy time is refused and nothing moves.
    const { id: second } = await clash();
    expect(body(await call("POST", `/conflicts/${second}/reschedule`, { date, time: "09:00" })).code).toBe(15033);
  });

  it("删除并通知 deletes the lesson and leaves a notice for the staff; the editor may not", async () => {
    const { id, lessonId } = await clash();
    expect((await call("POST", `/conflicts/${id}/delete-notify`, undefined, editor)).statusCode).toBe(403);
    const res = await call("POST", `/conflicts/${id}/delete-notify`);
    expect(res.statusCode).toBe(200);
    expect(await t.sql.get("SELECT 1 FROM lessons WHERE id = ?", lessonId)).toBeUndefined();
    const notices = await t.app.inject({ method: "GET", url: "/api/notice/getList", headers: { code: editor } });
    expect(JSON.stringify(body(notices).data)).toContain("因排课冲突已删除");
  });
});

function addDaysText(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

describe("a resolved conflict", () => {
  it("cannot be resolved again: 删除并通知 and 辅助排课 answer 409 and the moved lesson stays", async () => {
    const date = "2027-12-06";
    await call("POST", "/lessons", single({ date }));
    const res = await call(
      "POST",
      "/lessons",
      single({ date, time: "09:15", student_id: students[1].id, accept_conflicts: true }),
    );
    const lessonId = body<{ lesson: { id: number } }>(res).data.lesson.id;
    const id = await t.sql.value<number>("SELECT id FROM lesson_conflicts WHERE lesson_id = ?", lessonId);
    expect((await call("POST", `/conflicts/${id}/reschedule`, { date, time: "11:00" })).statusCode).toBe(200);
    const again = await call("POST", `/conflicts/${id}/delete-notify`);
    expect([again.statusCode, body(again).code]).toEqual([409, 15009]);
    expect((await call("POST", `/conflicts/${id}/reschedule`, { date, time: "13:00" })).statusCode).toBe(409);
    expect(await t.sql.get("SELECT start_at FROM lessons WHERE id = ?", lessonId)).toEqual({
      start_at: `${date} 11:00`,
    });
  });
});

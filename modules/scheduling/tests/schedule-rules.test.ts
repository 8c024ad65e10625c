import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { body } from "../../../tests/helpers/test-app.js";
import { scheduleApp, type ScheduleFixture } from "./schedule-fixture.js";

let f: ScheduleFixture;
beforeAll(async () => {
  f = await scheduleApp();
});
afterAll(() => f.close());
beforeEach(async () => {
  await f.t.sql.run("DELETE FROM res_schedule_rule");
});

let named = 0;
const RULE = {
  max_daily_lessons: 8,
  min_gap_minutes: 0,
  start_time: "08:30",
  end_time: "18:30",
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  allow_cross_month: true,
  enabled: true,
};
/** Creates a rule through 排课规则设置: for the teacher's campus unless `campus_id: null` says default. */
async function rule(over: object = {}): Promise<number> {
  const res = await f.resource("POST", "schedule-rule", "", {
    ...RULE,
    name: `测试规则${++named}`,
    campus_id: f.teacher.campus_id,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ id: number }>(res).data.id;
}
/** The code and the field messages of a refusal. */
const refusal = (res: LightMyRequestResponse) => {
  const b = body<{ errors?: Record<string, string> }>(res);
  return { status: res.statusCode, code: b.code, errors: b.data?.errors ?? {} };
};
const lessons = () => f.t.sql.value<number>("SELECT COUNT(*) AS n FROM lessons");

describe("排课规则 on 单次排课, 批量排课 and its preview", () => {
  it("15048: a lesson outside the campus's hours is refused on 上课时间; lessons inside them are booked", async () => {
    await rule({ start_time: "09:00", end_time: "17:00" });
    const before = await lessons();
    const early = refusal(await f.schedule("POST", "/lessons", f.single({ date: "2027-03-01", time: "08:30" })));
    expect(early).toMatchObject({ status: 400, code: 15048 });
    expect(Object.keys(early.errors)).toEqual(["time"]);
    expect(early.errors.time).toContain("09:00至17:00");
    const late = refusal(await f.schedule("POST", "/lessons", f.single({ time: "16:30", duration: 60 })));
    expect(late.code).toBe(15048);
    expect(await lessons()).toBe(before);
    expect((await f.schedule("POST", "/lessons", f.single({ time: "09:00" }))).statusCode).toBe(200);
    expect((await f.schedule("POST", "/lessons", f.single({ time: "16:15", duration: 45 }))).statusCode).toBe(200);
    const batch = refusal(
      await f.schedule("POST", "/batch/preview", f.batch({ start_date: "2027-03-01", time: "17:00" })),
    );
    expect(batch).toMatchObject({ code: 15048, errors: { time: expect.stringContaining("09:00至17:00") } });
  });

  it("15048: a weekday the campus does not schedule, on 开始日期 (single) and 上课星期 (batch and preview)", async () => {
    await rule({ weekdays: [1, 2, 3, 4, 5] });
    const saturday = refusal(await f.schedule("POST", "/lessons", f.single({ date: "2027-03-06" })));
    expect(saturday).toMatchObject({ code: 15048, errors: { date: expect.stringContaining("周六不排课") } });
    for (const url of ["/batch", "/batch/preview"]) {
      const batch = refusal(await f.schedule("POST", url, f.batch({ start_date: "2027-03-01", weekdays: [3, 6] })));
      expect(batch).toMatchObject({ code: 15048, errors: { weekdays: expect.stringContaining("周六") } });
    }
    expect((await f.schedule("POST", "/batch/preview", f.batch({ weekdays: [3, 5] }))).statusCode).toBe(200);
  });

  it("15046: more lessons a day than allowed, counting the teacher's open slots; filling a slot is no extra lesson", async () => {
    await rule({ max_daily_lessons: 2 });
    const date = "2027-03-08";
    expect((await f.schedule("POST", "/lessons", f.single({ date, time: "09:00" }))).statusCode).toBe(200);
    const slot = await f.t.sql.value<number>(
      "INSERT INTO lessons (campus_id, teacher_id, start_at, end_at, duration, title, open_slot) VALUES (?, ?, ?, ?, 60, '预留时段', 1) RETURNING id",
      f.teacher.campus_id,
      f.teacher.id,
      `${date} 11:00`,
      `${date} 12:00`,
    );
    const third = refusal(await f.schedule("POST", "/lessons", f.single({ date, time: "14:00" })));
    expect(third).toMatchObject({ status: 400, code: 15046 });
    expect(third.errors.date).toContain("每天最多2节");
    const batch = refusal(
      await f.schedule("POST", "/batch/preview", f.batch({ start_date: date, weekdays: [1], count: 2 })),
    );
    expect(batch).toMatchObject({ code: 15046, errors: { weekdays: expect.stringContaining("已有2节课") } });
    const filled = await f.schedule("POST", "/lessons", f.single({ date, time: "11:00", duration: 60, slot_id: slot }));
    expect(filled.statusCode, filled.body).toBe(200);
  });

  it("15047: too short a break between two of the teacher's lessons; an overlap is a clash (15033), not a break", async () => {
    await rule({ min_gap_minutes: 30 });
    const date = "2027-03-15";
    expect((await f.schedule("POST", "/lessons", f.single({ date, time: "09:00" }))).statusCode).toBe(200);
    const other = { date, student_id: f.students[1].id };
    const close = refusal(await f.schedule("POST", "/lessons", f.single({ ...other, time: "10:00" })));
    expect(close).toMatchObject({ code: 15047, errors: { time: expect.stringContaining("间隔至少30分钟") } });
    const before = refusal(await f.schedule("POST", "/lessons", f.single({ ...other, time: "08:30", duration: 15 })));
    expect(before.code).toBe(15047);
    expect(refusal(await f.schedule("POST", "/lessons", f.single({ ...other, time: "09:30" }))).code).toBe(15033);
    expect((await f.schedule("POST", "/lessons", f.single({ ...other, time: "10:15" }))).statusCode).toBe(200);
  });

  it("15017: a batch across months where batches stay in one month, on 课次数 or 结束日期; the preview says so too", async () => {
    await rule({ allow_cross_month: false });
    const start = { start_date: "2027-03-22", weekdays: [1, 3] };
    expect((await f.schedule("POST", "/batch/preview", f.batch({ ...start, count: 4 }))).statusCode).toBe(200);
    const before = await lessons();
    for (const url of ["/batch/preview", "/batch"]) {
      const byCount = refusal(await f.schedule("POST", url, f.batch({ ...start, count: 6 })));
      expect(byCount).toMatchObject({
        status: 400,
        code: 15017,
        errors: { count: expect.stringContaining("不能跨月") },
      });
    }
    const byDate = refusal(
      await f.schedule(
        "POST",
        "/batch",
        f.batch({ ...start, end_mode: "date", end_date: "2027-04-07", count: undefined }),
      ),
    );
    expect(byDate).toMatchObject({ code: 15017, errors: { end_date: expect.stringContaining("3月22日") } });
    expect(await lessons()).toBe(before);
    // Single lessons are not batches: any day of any month.
    expect((await f.schedule("POST", "/lessons", f.single({ date: "2027-04-01" }))).statusCode).toBe(200);
  });

  it("a campus's own row overrides the default; a disabled row does not count; without rows the built-in rule applies", async () => {
    await rule({ campus_id: null, name: "默认一节", max_daily_lessons: 1 });
    const own = await rule({ max_daily_lessons: 3 });
    const date = "2027-03-29";
    for (const [i, time] of ["09:00", "10:00"].entries()) {
      const res = await f.schedule("POST", "/lessons", f.single({ date, time, student_id: f.students[i].id }));
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await f.resource("PUT", "schedule-rule", `/${own}`, { enabled: false })).statusCode).toBe(200);
    const refused = refusal(await f.schedule("POST", "/lessons", f.single({ date, time: "11:00" })));
    expect(refused).toMatchObject({
      code: 15046,
      errors: { date: expect.stringContaining("「默认一节」每天最多1节") },
    });
    await f.t.sql.run("DELETE FROM res_schedule_rule");
    expect((await f.schedule("POST", "/lessons", f.single({ date, time: "11:00" }))).statusCode).toBe(200);
  });
});

describe("排课规则 on 调课 and 辅助排课", () => {
  it("a lesson moved to another time keeps the rule; a lesson left where it is may change its title", async () => {
    await rule({ start_time: "09:00", end_time: "17:00" });
    const id = f.lessonId(await f.schedule("POST", "/lessons", f.single({ date: "2027-04-05", time: "09:00" })));
    expect(refusal(await f.schedule("PUT", `/lessons/${id}`, { time: "08:30" }))).toMatchObject({
      code: 15048,
      errors: { time: expect.any(String) },
    });
    await f.t.sql.run("UPDATE res_schedule_rule SET start_time = '10:00'");
    expect((await f.schedule("PUT", `/lessons/${id}`, { title: "函数的奇偶性" })).statusCode).toBe(200);
    expect(refusal(await f.schedule("PUT", `/lessons/${id}`, { time: "09:15" })).code).toBe(15048);
    expect((await f.schedule("PUT", `/lessons/${id}`, { time: "10:00" })).statusCode).toBe(200);
  });

  it("辅助排课 offers only the times and days the rule allows", async () => {
    await rule({ start_time: "10:00", end_time: "12:00", weekdays: [1, 2, 3, 4, 5] });
    const date = "2027-04-12";
    await f.schedule("POST", "/lessons", f.single({ date, time: "10:00" }));
    const clash = await f.schedule(
      "POST",
      "/lessons",
      f.single({ date, time: "10:15", student_id: f.students[1].id, accept_conflicts: true }),
    );
    const lessonId = f.lessonId(clash);
    const conflict = (await f.t.sql.get<{ id: number }>(
      "SELECT id FROM lesson_conflicts WHERE lesson_id = ?",
      lessonId,
    ))!;
    const slots = body<{ free: { date: string; times: string[] }[] }>(
      await f.schedule("GET", `/conflicts/${conflict.id}/slots`),
    ).data.free;
    const times = slots.flatMap((d) => d.times);
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((t) => t >= "10:00" && t <= "11:15")).toBe(true);
    expect(slots.slice(5).every((d) => d.times.length === 0)).toBe(true);
    expect(slots[0].times).not.toContain("10:00");
    expect(slots[0].times).toContain("10:45");
  });
});

describe("排课规则设置 (the resource)", () => {
  const post = (over: object) => f.resource("POST", "schedule-rule", "", { ...RULE, name: `规则${++named}`, ...over });
  const count = () => f.t.sql.value<number>("SELECT COUNT(*) AS n FROM res_schedule_rule");

  it("refuses an end not after the start on 最晚下课时间, saving nothing", async () => {
    for (const end_time of ["09:00", "08:30", "09:00"]) {
      const res = refusal(await post({ campus_id: f.teacher.campus_id, start_time: "09:00", end_time }));
      expect(res).toMatchObject({ status: 400, code: 10001, errors: { end_time: expect.stringContaining("晚于") } });
    }
    expect(await count()).toBe(0);
    const id = await rule({ start_time: "09:00", end_time: "17:00" });
    const change = refusal(await f.resource("PUT", "schedule-rule", `/${id}`, { end_time: "08:45" }));
    expect(change.errors).toHaveProperty("end_time");
    expect(await f.t.sql.get("SELECT end_time FROM res_schedule_rule WHERE id = ?", id)).toEqual({
      end_time: "17:00",
    });
  });

  it("keeps at most one default rule: a second is refused on 适用校区 and undone, by create or update", async () => {
    await rule({ campus_id: null });
    const second = refusal(await post({ campus_id: null }));
    expect(second).toMatchObject({ code: 10001, errors: { campus_id: expect.stringContaining("默认规则") } });
    expect(await count()).toBe(1);
    const own = await rule();
    const cleared = refusal(await f.resource("PUT", "schedule-rule", `/${own}`, { campus_id: null }));
    expect(cleared.errors).toHaveProperty("campus_id");
    expect(await f.t.sql.get("SELECT campus_id FROM res_schedule_rule WHERE id = ?", own)).toEqual({
      campus_id: f.teacher.campus_id,
    });
  });

  it("keeps one rule per campus, times on the 15-minute grid of 08:30–18:30, and 1–20 lessons a day", async () => {
    await rule();
    expect(refusal(await post({ campus_id: f.teacher.campus_id })).errors).toEqual({ campus_id: "该校区已有排课规则" });
    const bad = refusal(
      await post({ start_time: "08:00", end_time: "18:40", max_daily_lessons: 21, min_gap_minutes: 10 }),
    );
    expect(Object.keys(bad.errors).sort()).toEqual(["end_time", "max_daily_lessons", "min_gap_minutes", "start_time"]);
    expect(bad.errors.start_time).toBe("最早上课时间须在08:30至18:30之间，15分钟一档");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../../../tests/helpers/test-app.js";
import { scheduleApp, type ScheduleFixture } from "./schedule-fixture.js";

let f: ScheduleFixture;
beforeAll(async () => {
  f = await scheduleApp();
});
afterAll(() => f.close());

const lessons = () => f.t.sql.value<number>("SELECT COUNT(*) FROM lessons");
const refusal = (res: Awaited<ReturnType<ScheduleFixture["schedule"]>>) => {
  const b = body<{ errors: Record<string, string>; balance: number; required: number }>(res);
  return { status: res.statusCode, code: b.code, ...b.data };
};
/** A lesson of the teacher inserted as the seed would: not through the API, so nothing is charged. */
const insertLesson = (start: string, end: string, duration: number, openSlot = 0) =>
  f.t.sql.value<number>(
    `INSERT INTO lessons (campus_id, teacher_id, student_id, subject_id, start_at, end_at, duration, title, open_slot)
     VALUES (?, ?, ?, ?, ?, ?, ?, '函数复习', ?) RETURNING id`,
    f.teacher.campus_id,
    f.teacher.id,
    openSlot ? null : f.students[2].id,
    openSlot ? null : f.subject,
    start,
    end,
    duration,
    openSlot,
  );

describe("campus lesson hours (课时余额)", () => {
  it("单次排课 takes the lesson's hours from its campus, also in place of an open slot; the dialogs can ask", async () => {
    await f.setBalance(100);
    expect((await f.schedule("POST", "/lessons", f.single({ date: "2027-03-01", duration: 45 }))).statusCode).toBe(200);
    expect(await f.balance()).toBe(99.25);
    const slot = await insertLesson("2027-03-01 14:00", "2027-03-01 15:00", 60, 1);
    const filled = await f.schedule(
      "POST",
      "/lessons",
      f.single({ date: "2027-03-01", time: "14:00", duration: 60, slot_id: slot }),
    );
    expect(filled.statusCode, filled.body).toBe(200);
    expect(await f.balance()).toBe(98.25);
    const campus = await f.t.sql.value("SELECT name FROM res_campus WHERE id = ?", f.teacher.campus_id);
    for (const query of [`teacher_id=${f.teacher.id}`, `campus_id=${f.teacher.campus_id}`]) {
      const res = await f.schedule("GET", `/campus-hours?${query}`, undefined, f.editor);
      expect(body(res).data).toEqual({ campus_id: f.teacher.campus_id, campus, hours_balance: 98.25 });
    }
    expect(body(await f.schedule("GET", "/campus-hours?campus_id=999999")).code).toBe(15011);
    expect(body(await f.schedule("GET", "/campus-hours?campus_id=x")).code).toBe(10001);
  });

  it("refuses a lesson the campus cannot pay for with 15021 on the campus, saving nothing", async () => {
    await f.setBalance(0.5);
    const before = await lessons();
    const res = refusal(await f.schedule("POST", "/lessons", f.single({ date: "2027-03-08", duration: 45 })));
    expect(res).toMatchObject({ status: 409, code: 15021, balance: 0.5, required: 0.75 });
    expect(res.errors.campus_id).toContain("剩余0.5课时");
    expect([await lessons(), await f.balance()]).toEqual([before, 0.5]);
    expect((await f.schedule("POST", "/lessons", f.single({ date: "2027-03-08", duration: 30 }))).statusCode).toBe(200);
    expect(await f.balance()).toBe(0);
  });

  it("a batch takes the sum of its lessons, or nothing at all when short; the preview shows both", async () => {
    await f.setBalance(3.5);
    const plan = f.batch({ start_date: "2027-03-15", count: 4, duration: 60 });
    const preview = body<Record<string, unknown>>(await f.schedule("POST", "/batch/preview", plan)).data;
    expect(preview).toMatchObject({ count: 4, hours: 4, hours_balance: 3.5, campus_id: f.teacher.campus_id });
    const before = await lessons();
    const short = refusal(await f.schedule("POST", "/batch", plan));
    expect(short).toMatchObject({ status: 409, code: 15021, required: 4 });
    expect([await lessons(), await f.balance()]).toEqual([before, 3.5]);
    await f.setBalance(10);
    const saved = await f.schedule("POST", "/batch", plan);
    expect(body(saved).data).toMatchObject({ created: 4, hours: 4 });
    expect(await f.balance()).toBe(6);
  });

  it("deleting a lesson that has not started gives its hours back; an open slot gives nothing; a taught lesson stays", async () => {
    await f.setBalance(20);
    const id = f.lessonId(await f.schedule("POST", "/lessons", f.single({ date: "2027-03-22", duration: 60 })));
    expect(await f.balance()).toBe(19);
    expect((await f.schedule("DELETE", `/lessons/${id}`)).statusCode).toBe(200);
    expect(await f.balance()).toBe(20);
    const taught = await insertLesson("2026-11-20 09:00", "2026-11-20 10:00", 60);
    const slot = await insertLesson("2027-03-22 15:00", "2027-03-22 16:00", 60, 1);
    expect((await f.schedule("DELETE", `/lessons/${slot}`)).statusCode).toBe(200);
    // The past is read-only: a taught lesson spent its hours and is not deleted (only an admin correction may).
    expect(refusal(await f.schedule("DELETE", `/lessons/${taught}`))).toMatchObject({ status: 409, code: 15066 });
    expect(await f.t.sql.value("SELECT COUNT(*) FROM lessons WHERE id = ?", taught)).toBe(1);
    expect(await f.balance()).toBe(20);
  });

  it("删除并通知 gives the deleted lesson's hours back", async () => {
    await f.setBalance(10);
    const date = "2027-03-29";
    await f.schedule("POST", "/lessons", f.single({ date }));
    const clash = f.lessonId(
      await f.schedule(
        "POST",
        "/lessons",
        f.single({ date, time: "09:15", student_id: f.students[1].id, accept_conflicts: true }),
      ),
    );
    expect(await f.balance()).toBe(8.5);
    const conflict = await f.t.sql.value("SELECT id FROM lesson_conflicts WHERE lesson_id = ?", clash);
    expect((await f.schedule("POST", `/conflicts/${conflict}/delete-notify`)).statusCode).toBe(200);
    expect(await f.balance()).toBe(9.25);
  });

  it("调课 to another length takes or gives the difference; a longer lesson the campus cannot pay for is refused", async () => {
    await f.setBalance(5);
    const id = f.lessonId(await f.schedule("POST", "/lessons", f.single({ date: "2027-04-05", duration: 45 })));
    expect(await f.balance()).toBe(4.25);
    expect((await f.schedule("PUT", `/lessons/${id}`, { duration: 60 })).statusCode).toBe(200);
    expect(await f.balance()).toBe(4);
    expect((await f.schedule("PUT", `/lessons/${id}`, { duration: 30, time: "10:00" })).statusCode).toBe(200);
    expect(await f.balance()).toBe(4.5);
    await f.setBalance(0.25);
    expect(refusal(await f.schedule("PUT", `/lessons/${id}`, { duration: 60 })).code).toBe(15021);
    expect(await f.t.sql.value("SELECT duration FROM lessons WHERE id = ?", id)).toBe(30);
    expect(await f.balance()).toBe(0.25);
    expect((await f.schedule("PUT", `/lessons/${id}`, { time: "11:00" })).statusCode).toBe(200);
  });
});

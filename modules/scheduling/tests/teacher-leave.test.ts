import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../../../tests/helpers/test-app.js";
import { scheduleApp, type ScheduleFixture } from "./schedule-fixture.js";

let f: ScheduleFixture;
beforeAll(async () => {
  f = await scheduleApp();
});
afterAll(() => f.close());

interface ListedConflict {
  id: number;
  lesson_id: number;
  kind: string;
  reason: string;
}

/** The open conflicts 课程冲突 lists for these lessons. */
async function listed(lessonIds: number[]): Promise<ListedConflict[]> {
  const res = await f.schedule("GET", "/conflicts?pageSize=100");
  const all = body<{ list: ListedConflict[]; total: number }>(res).data;
  expect(all.total).toBeLessThanOrEqual(100);
  return all.list.filter((c) => lessonIds.includes(c.lesson_id));
}
const mirrorOf = (requestId: number) =>
  f.t.sql.get<{ id: number; teacher_id: number; start_at: string; end_at: string; reason: string }>(
    "SELECT * FROM teacher_leaves WHERE request_id = ?",
    requestId,
  );

/** Three lessons of the teacher on a day: morning, noon, afternoon. */
async function dayOfLessons(date: string): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, time] of ["09:00", "11:30", "15:00"].entries()) {
    const res = await f.schedule("POST", "/lessons", f.single({ date, time, student_id: f.students[i].id }));
    expect(res.statusCode, res.body).toBe(200);
    ids.push(f.lessonId(res));
  }
  return ids;
}

async function request(over: object): Promise<number> {
  const res = await f.resource("POST", "teacher-leave", "", {
    lecturer_id: f.teacher.id,
    type: "sick",
    reason: "感冒发烧，需就医休息",
    status: 0,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ id: number }>(res).data.id;
}
const status = (id: number, value: number, extra: object = {}) =>
  f.resource("PUT", "teacher-leave", `/${id}`, { status: value, ...extra });

describe("教师请假: approval makes the leave count for scheduling", () => {
  it("a pending request is no leave; approving it lists the overlapping lessons to come on 课程冲突", async () => {
    const date = "2027-05-10";
    const [morning, noon, afternoon] = await dayOfLessons(date);
    const id = await request({ start_at: `${date} 08:30:00`, end_at: `${date} 12:00:00` });
    expect(await mirrorOf(id)).toBeUndefined();
    expect(await listed([morning, noon, afternoon])).toEqual([]);

    expect((await status(id, 1, { approver: "李娜" })).statusCode).toBe(200);
    expect(await mirrorOf(id)).toMatchObject({
      teacher_id: f.teacher.id,
      start_at: `${date} 08:30`,
      end_at: `${date} 12:00`,
    });
    const conflicts = await listed([morning, noon, afternoon]);
    expect(conflicts.map((c) => c.lesson_id).sort()).toEqual([morning, noon].sort());
    for (const c of conflicts) {
      expect(c).toMatchObject({ kind: "leave", reason: `讲师「${f.teacher.name}」在该时段请假（病假）` });
    }
    // The leave now refuses new lessons in it (15031), as any leave does.
    const refused = await f.schedule("POST", "/lessons", f.single({ date, time: "10:00", duration: 15 }));
    expect(body(refused).code).toBe(15031);
  });

  it("changing an approved request again raises no second conflict; moving it follows the lessons", async () => {
    const date = "2027-05-17";
    const [morning, noon, afternoon] = await dayOfLessons(date);
    const id = await request({ start_at: `${date} 08:30:00`, end_at: `${date} 10:00:00`, status: 1 });
    expect((await listed([morning, noon, afternoon])).map((c) => c.lesson_id)).toEqual([morning]);
    await f.resource("PUT", "teacher-leave", `/${id}`, { remark: "已安排代课老师", type: "personal" });
    const again = await listed([morning, noon, afternoon]);
    expect(again).toHaveLength(1);
    expect(again[0].reason).toContain("（事假）");
    await f.resource("PUT", "teacher-leave", `/${id}`, { start_at: `${date} 11:00:00`, end_at: `${date} 18:30:00` });
    expect((await listed([morning, noon, afternoon])).map((c) => c.lesson_id).sort()).toEqual([noon, afternoon].sort());
    // The same leave approved twice over (rejected, then approved again) still lists each lesson once.
    await status(id, 2);
    await status(id, 1);
    expect(await listed([morning, noon, afternoon])).toHaveLength(2);
  });

  it("taking the approval back removes the leave and its open conflicts; the lessons stay", async () => {
    const date = "2027-05-24";
    const ids = await dayOfLessons(date);
    const id = await request({ start_at: `${date} 08:30:00`, end_at: `${date} 18:30:00`, status: 1 });
    expect(await listed(ids)).toHaveLength(3);
    expect((await status(id, 2, { remark: "请调整请假时间" })).statusCode).toBe(200);
    expect(await listed(ids)).toEqual([]);
    expect(await mirrorOf(id)).toBeUndefined();
    expect(
      await f.t.sql.get("SELECT COUNT(*) AS n FROM lesson_conflicts WHERE lesson_id IN (?, ?, ?)", ...ids),
    ).toEqual({
      n: 0,
    });
    expect((await f.schedule("POST", "/lessons", f.single({ date, time: "13:00", duration: 15 }))).statusCode).toBe(
      200,
    );
  });

  it("deleting an approved request (alone or in a batch) withdraws its leave; resolved conflicts stay as history", async () => {
    const date = "2027-05-31";
    const [morning, noon] = await dayOfLessons(date);
    const first = await request({ start_at: `${date} 08:30:00`, end_at: `${date} 10:00:00`, status: 1 });
    const second = await request({ start_at: `${date} 11:00:00`, end_at: `${date} 12:30:00`, status: 1 });
    const [c] = await listed([morning]);
    // 辅助排课 moves the morning lesson out of the leave: that conflict is resolved.
    expect((await f.schedule("POST", `/conflicts/${c.id}/reschedule`, { date, time: "17:00" })).statusCode).toBe(200);
    expect((await f.resource("DELETE", "teacher-leave", `/${first}`)).statusCode).toBe(200);
    const history = await f.t.sql.get("SELECT resolution, leave_id FROM lesson_conflicts WHERE id = ?", c.id);
    expect(history).toEqual({ resolution: "rescheduled", leave_id: null });
    expect(await listed([noon])).toHaveLength(1);
    expect((await f.resource("DELETE", "teacher-leave", `?ids[]=${second}`)).statusCode).toBe(200);
    expect(await listed([noon])).toEqual([]);
    expect([await mirrorOf(first), await mirrorOf(second)]).toEqual([undefined, undefined]);
  });

  it("lessons already taught or under way raise no conflict; lessons still to come do", async () => {
    // Now is 2026-11-23 10:00: one lesson was taught at 08:30, one runs 09:30–10:15, one starts at 11:00.
    const add = (start: string, end: string) =>
      f.t.sql.value<number>(
        `INSERT INTO lessons (campus_id, teacher_id, student_id, subject_id, start_at, end_at, duration, title)
         VALUES (?, ?, ?, ?, ?, ?, 45, '函数复习') RETURNING id`,
        f.teacher.campus_id,
        f.teacher.id,
        f.students[2].id,
        f.subject,
        `2026-11-23 ${start}`,
        `2026-11-23 ${end}`,
      );
    const taught = await add("08:30", "09:15");
    const running = await add("09:30", "10:15");
    const coming = await add("11:00", "11:45");
    const id = await request({ start_at: "2026-11-23 08:00:00", end_at: "2026-11-23 12:00:00", status: 1 });
    const raised = (
      await f.t.sql.all<{ lesson_id: number }>(
        "SELECT lesson_id FROM lesson_conflicts WHERE leave_id = ? AND resolved_at IS NULL",
        (await mirrorOf(id))!.id,
      )
    ).map((r) => r.lesson_id);
    expect(raised).toContain(coming);
    expect(raised).not.toContain(taught);
    expect(raised).not.toContain(running);
    await f.resource("DELETE", "teacher-leave", `/${id}`);
  });

  it("refuses an end not after the start on 结束时间, saving nothing; the editor may not delete", async () => {
    const before = await f.t.sql.get("SELECT COUNT(*) AS n FROM res_teacher_leave");
    const res = await f.resource("POST", "teacher-leave", "", {
      lecturer_id: f.teacher.id,
      start_at: "2027-06-07 12:00:00",
      end_at: "2027-06-07 12:00:30",
      type: "personal",
      reason: "办理房屋过户手续",
      status: 1,
    });
    expect([res.statusCode, body(res).code]).toEqual([400, 10001]);
    expect(body<{ errors: Record<string, string> }>(res).data.errors).toEqual({ end_at: "结束时间须晚于开始时间" });
    expect(await f.t.sql.get("SELECT COUNT(*) AS n FROM res_teacher_leave")).toEqual(before);
    expect(await f.t.sql.get("SELECT COUNT(*) AS n FROM teacher_leaves WHERE start_at = '2027-06-07 12:00'")).toEqual({
      n: 0,
    });
    const id = await request({ start_at: "2027-06-07 08:30:00", end_at: "2027-06-07 12:00:00", status: 1 });
    const denied = await f.t.app.inject({
      method: "DELETE",
      url: `/api/v1/resources/teacher-leave/${id}`,
      headers: { code: f.editor },
    });
    expect(denied.statusCode).toBe(403);
    expect(await mirrorOf(id)).toBeDefined();
  });
});

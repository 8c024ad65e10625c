import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conflictRepository } from "../../modules/scheduling/server/conflicts.js";
import type { ManagedCall } from "../../mock-server/resources/managed/types.js";
import { shippedParts } from "../helpers/parts.js";
import type { Row as StoredRow } from "../../mock-server/resources/codec.js";
import { body } from "../helpers/test-app.js";
import { scheduleApp, type ScheduleFixture } from "../../modules/scheduling/tests/schedule-fixture.js";

/**
 * The past is read-only (issue 13, item 5): a lesson that has started keeps its time and length on the
 * normal endpoints, for everyone; only an admin correction with a reason changes its hours, and it is
 * logged. Paid and refunded orders and used activation codes are not edited or deleted either.
 * The fixture's clock is 2026-11-23 10:00.
 */
let f: ScheduleFixture;
beforeAll(async () => {
  f = await scheduleApp();
});
afterAll(() => f?.close());

type Res = Awaited<ReturnType<ScheduleFixture["schedule"]>>;
const answer = (res: Res) => ({ status: res.statusCode, code: body(res).code });
const lessonRow = (id: number) =>
  f.t.sql.get<{ start_at: string; end_at: string; duration: number }>(
    "SELECT start_at, end_at, duration FROM lessons WHERE id = ?",
    id,
  );
/** A lesson of the fixture's teacher, written as the seed writes them (nothing charged). */
const insertLesson = (start: string, end: string, duration: number) =>
  f.t.sql.value<number>(
    `INSERT INTO lessons (campus_id, teacher_id, student_id, subject_id, start_at, end_at, duration, title)
     VALUES (?, ?, ?, ?, ?, ?, ?, '函数复习') RETURNING id`,
    f.teacher.campus_id,
    f.teacher.id,
    f.students[2].id,
    f.subject,
    start,
    end,
    duration,
  );
const correctionLog = (id: number) =>
  f.t.sql.all(
    "SELECT username, action, detail FROM operation_log WHERE target = ? AND action = '课时更正'",
    `lesson:${id}`,
  );

describe("a lesson that has started", () => {
  it("refuses the attack: moved to the future with accept_conflicts, then deleted, it gives nothing back", async () => {
    await f.setBalance(10);
    const taught = await insertLesson("2026-11-20 09:00", "2026-11-20 10:00", 60);
    const moved = await f.schedule("PUT", `/lessons/${taught}`, {
      date: "2027-03-02",
      time: "09:00",
      duration: 15,
      accept_conflicts: true,
    });
    expect(answer(moved)).toEqual({ status: 409, code: 15037 });
    const lesson = body<{ status: number }>(await f.schedule("GET", `/lessons/${taught}`)).data;
    expect(lesson.status).toBe(0); // still 已上课
    expect(await lessonRow(taught)).toEqual({ start_at: "2026-11-20 09:00", end_at: "2026-11-20 10:00", duration: 60 });
    expect(answer(await f.schedule("DELETE", `/lessons/${taught}`))).toEqual({ status: 409, code: 15066 });
    expect(await lessonRow(taught)).toBeDefined();
    expect(await f.balance()).toBe(10);
  });

  it("is refused for everyone, also while under way, a title change included", async () => {
    const underWay = await insertLesson("2026-11-23 09:30", "2026-11-23 10:30", 60);
    for (const token of [f.admin, f.editor]) {
      const put = await f.schedule("PUT", `/lessons/${underWay}`, { title: "改个标题" }, token);
      expect(answer(put)).toEqual({ status: 409, code: 15037 });
    }
    expect(answer(await f.schedule("DELETE", `/lessons/${underWay}`))).toEqual({ status: 409, code: 15066 });
    expect((await lessonRow(underWay))?.duration).toBe(60);
  });

  it("cannot be moved by 辅助排课 nor deleted by 删除并通知 either", async () => {
    const taught = await insertLesson("2026-11-19 09:00", "2026-11-19 09:45", 45);
    const other = await insertLesson("2026-11-19 09:15", "2026-11-19 10:00", 45);
    const conflict = await conflictRepository(f.t.app.store.db).add(
      { lesson_id: taught, other_lesson_id: other, leave_id: null, kind: "teacher", reason: "教师在该时段已有课程" },
      "2026-11-18 10:00",
    );
    const move = await f.schedule("POST", `/conflicts/${conflict}/reschedule`, { date: "2027-03-03", time: "09:00" });
    expect(answer(move)).toEqual({ status: 409, code: 15037 });
    const gone = await f.schedule("POST", `/conflicts/${conflict}/delete-notify`);
    expect(answer(gone)).toEqual({ status: 409, code: 15066 });
    expect((await lessonRow(taught))?.start_at).toBe("2026-11-19 09:00");
  });
});

describe("课时更正 (admin correction)", () => {
  const correct = (id: number, payload: object, token?: string) =>
    f.schedule("POST", `/lessons/${id}/correction`, payload, token);

  it("is for admins only", async () => {
    const taught = await insertLesson("2026-11-18 09:00", "2026-11-18 10:00", 60);
    const res = await correct(taught, { duration: 45, reason: "学生迟到15分钟" }, f.editor);
    expect(answer(res)).toEqual({ status: 403, code: 403 });
    expect((await lessonRow(taught))?.duration).toBe(60);
  });

  it("asks for a reason and a real length", async () => {
    const taught = await insertLesson("2026-11-18 11:00", "2026-11-18 12:00", 60);
    for (const payload of [{ duration: 45 }, { duration: 45, reason: "  " }]) {
      const res = await correct(taught, payload);
      expect(answer(res)).toEqual({ status: 400, code: 10001 });
      expect(body<{ errors: Record<string, string> }>(res).data.errors).toEqual({ reason: "请填写更正原因" });
    }
    const odd = await correct(taught, { duration: 50, reason: "时长有误" });
    expect(body<{ errors: Record<string, string> }>(odd).data.errors).toEqual({
      duration: "实际时长只能为0、15、30、45或60分钟",
    });
    expect(await correctionLog(taught)).toEqual([]);
  });

  it("is only for lessons that have started: a future one is changed the normal way", async () => {
    const id = f.lessonId(await f.schedule("POST", "/lessons", f.single({ date: "2027-03-04", time: "10:00" })));
    expect(answer(await correct(id, { duration: 30, reason: "提前下课" }))).toEqual({ status: 409, code: 15067 });
  });

  it("changes the taught hours, the campus's balance by the difference, and logs the reason", async () => {
    await f.setBalance(10);
    const taught = await insertLesson("2026-11-17 09:00", "2026-11-17 10:00", 60);
    const res = await correct(taught, { duration: 45, reason: "学生迟到15分钟" });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toMatchObject({ lesson: { id: taught, duration: 45, status: 0 }, hours_change: -0.25 });
    expect(await lessonRow(taught)).toEqual({ start_at: "2026-11-17 09:00", end_at: "2026-11-17 09:45", duration: 45 });
    expect(await f.balance()).toBe(10.25);
    expect(await correctionLog(taught)).toEqual([
      {
        username: "admin",
        action: "课时更正",
        detail: "2026-11-17 09:00 时长60分钟→45分钟，课时-0.25，原因：学生迟到15分钟",
      },
    ]);
  });

  it("with 0 minutes removes a lesson that did not take place and gives all its hours back", async () => {
    await f.setBalance(10);
    const taught = await insertLesson("2026-11-16 09:00", "2026-11-16 09:45", 45);
    const res = await correct(taught, { duration: 0, reason: "讲师缺席，课程未上" });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toMatchObject({ lesson: null, hours_change: -0.75, hours_balance: 10.75 });
    expect(await lessonRow(taught)).toBeUndefined();
    expect(await correctionLog(taught)).toHaveLength(1);
  });
});

describe("paid and refunded orders, used activation codes", () => {
  type Row = { id: number };
  const firstOf = async (name: string, query: string) =>
    body<{ list: Row[] }>(await f.resource("GET", name, `?${query}&pageSize=1`)).data.list[0];

  it("are neither edited nor deleted through the generic routes (409 / 13105)", async () => {
    const cases: [string, string, object][] = [
      ["user-order", "status=1", { remark: "改备注" }],
      ["user-order", "status=2", { remark: "改备注" }],
      ["campus-order", "status=1", { remark: "改备注" }],
      ["activation-code", "status=1", { agent_id: null }],
    ];
    for (const [name, query, change] of cases) {
      const row = await firstOf(name, query);
      expect(row, `${name} ${query}`).toBeDefined();
      const before = body(await f.resource("GET", name, `/${row.id}`)).data;
      const put = await f.resource("PUT", name, `/${row.id}`, change);
      expect(answer(put), `PUT ${name} ${query}`).toEqual({ status: 409, code: 13105 });
      const del = await f.resource("DELETE", name, `/${row.id}`);
      expect(answer(del), `DELETE ${name} ${query}`).toEqual({ status: 409, code: 13105 });
      // A batch delete that slips one in is refused as a whole.
      const batch = await f.resource("DELETE", name, `?ids=${row.id}`);
      expect(answer(batch), `batch DELETE ${name} ${query}`).toEqual({ status: 409, code: 13105 });
      expect(body(await f.resource("GET", name, `/${row.id}`)).data).toEqual(before);
    }
  });

  it("are refused in code too, should a config lose its `when`", async () => {
    const call = {} as ManagedCall;
    const rows: [string, Record<string, unknown>][] = [
      ["user-order", { status: 1, order_no: "DD1" }],
      ["user-order", { status: 2, order_no: "DD2" }],
      ["campus-order", { status: 1, order_no: "KS1" }],
      ["activation-code", { status: 1, code: "AAAA" }],
    ];
    for (const [name, values] of rows) {
      const row = { id: 1, created_at: "", updated_at: "", ...values } as StoredRow;
      const steps = shippedParts.managed[name]!;
      // A step may refuse at once or after reading the store (a rejected promise): either way it refuses.
      await expect((async () => steps.update!(row, { remark: "改" }, call))(), `update ${name}`).rejects.toThrow(
        /不能修改/,
      );
      await expect((async () => steps.remove!([row], call))(), `remove ${name}`).rejects.toThrow(/不能删除/);
    }
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AppError } from "../../mock-server/plugins/errors.js";
import type { Row } from "../../mock-server/resources/codec.js";
import { teacherLeaveHooks } from "../../modules/scheduling/server/hooks/teacher-leave.js";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let admin: string;
let lecturer: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  lecturer = await t.sql.value<number>("SELECT id FROM res_lecturer WHERE working_state = 1 LIMIT 1");
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const URL = "/api/v1/resources/teacher-leave";
const call = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { code: admin } });
const leave = (day: string) => ({
  lecturer_id: lecturer,
  start_at: `${day} 08:30:00`,
  end_at: `${day} 12:00:00`,
  type: "personal",
  reason: "办理房屋过户手续",
});
const row = (id: number) => t.sql.get("SELECT * FROM res_teacher_leave WHERE id = ?", id);
const rows = () => t.sql.value<number>("SELECT COUNT(*) FROM res_teacher_leave");
const logged = (id: number) =>
  t.sql.value<number>("SELECT COUNT(*) FROM operation_log WHERE target = ?", `teacher-leave#${id}`);
async function created(day: string): Promise<number> {
  const res = await call("POST", URL, leave(day));
  expect(res.statusCode, res.body).toBe(200);
  return body<{ id: number }>(res).data.id;
}
/** What a hook throws: a catalogue code with its status, as a real check would. */
const refusal = () => new AppError(13105, 409, { resource: "lesson" }, "该请假已被排课引用");

describe("resource write hooks (mock-server/resources/hooks)", () => {
  it("run after the write, inside it: afterCreate sees the stored row with its defaults", async () => {
    const seen: Row[] = [];
    vi.spyOn(teacherLeaveHooks, "afterCreate").mockImplementation(async (r, ctx) => {
      // ctx runs its statements in the write's transaction: the row is there, with its defaults.
      const stored = await ctx.db
        .selectFrom("res_teacher_leave")
        .select("status")
        .where("id", "=", r.id)
        .executeTakeFirst();
      seen.push({ ...r, stored: stored?.status });
    });
    const id = await created("2027-08-02");
    expect(seen).toEqual([expect.objectContaining({ id, status: 0, stored: 0, reason: "办理房屋过户手续" })]);
  });

  it("afterUpdate gets the row before and after; no hook runs when nothing changed", async () => {
    const id = await created("2027-08-03");
    const hook = vi.spyOn(teacherLeaveHooks, "afterUpdate");
    await call("PUT", `${URL}/${id}`, { remark: "已安排代课老师" });
    expect(hook).toHaveBeenCalledTimes(1);
    expect(hook.mock.calls[0][0]).toMatchObject({ id, remark: null });
    expect(hook.mock.calls[0][1]).toMatchObject({ id, remark: "已安排代课老师" });
    await call("PUT", `${URL}/${id}`, { remark: "已安排代课老师" });
    expect(hook).toHaveBeenCalledTimes(1);
  });

  it("a throwing afterCreate undoes the insert and answers its code; nothing is logged", async () => {
    vi.spyOn(teacherLeaveHooks, "afterCreate").mockImplementation(() => {
      throw refusal();
    });
    const before = await rows();
    const res = await call("POST", URL, leave("2027-08-04"));
    expect([res.statusCode, body(res).code, body(res).message]).toEqual([409, 13105, "该请假已被排课引用"]);
    expect(await rows()).toBe(before);
    expect(await t.sql.value("SELECT COUNT(*) FROM teacher_leaves WHERE start_at = '2027-08-04 08:30'")).toBe(0);
  });

  it("a throwing afterUpdate undoes the change", async () => {
    const id = await created("2027-08-05");
    const before = await row(id);
    vi.spyOn(teacherLeaveHooks, "afterUpdate").mockImplementation(() => {
      throw refusal();
    });
    const res = await call("PUT", `${URL}/${id}`, { status: 1, approver: "李娜" });
    expect(body(res).code).toBe(13105);
    expect(await row(id)).toEqual(before);
    expect(await logged(id)).toBe(1);
  });

  it("a throwing afterDelete keeps the row, alone or in a batch (the rows before it come back too)", async () => {
    const [a, b] = [await created("2027-08-06"), await created("2027-08-09")];
    const hook = vi.spyOn(teacherLeaveHooks, "afterDelete").mockImplementation((r) => {
      if (r.id === b) throw refusal();
    });
    expect(body(await call("DELETE", `${URL}/${b}`)).code).toBe(13105);
    expect(await row(b)).toBeDefined();
    const batch = await call("DELETE", `${URL}?ids[]=${a}&ids[]=${b}`);
    expect([batch.statusCode, body(batch).code]).toEqual([409, 13105]);
    expect(hook).toHaveBeenCalledTimes(3);
    expect([await row(a), await row(b)].every(Boolean)).toBe(true);
    expect(await logged(a)).toBe(1);
  });
});

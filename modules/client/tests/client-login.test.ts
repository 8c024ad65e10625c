import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../../../tests/helpers/test-app.js";
import { shippedApp, type Row, type ShippedApp } from "../../../tests/helpers/shipped-app.js";

/** 用户信息 (the student resource) and the student apps' sign-in (POST /api/v1/client/login). */
let t: ShippedApp;
let active: Row[];
let disabled: Row[];
beforeAll(async () => {
  t = await shippedApp();
  active = (await t.ok<{ list: Row[] }>("GET", "/v1/resources/student?disabled=false&pageSize=20")).list;
  disabled = (await t.ok<{ list: Row[] }>("GET", "/v1/resources/student?disabled=true&pageSize=100")).list;
}, 60_000);
afterAll(() => t.close());

const students = "/v1/resources/student";
const login = (phone: unknown, password: unknown) => t.call("POST", "/v1/client/login", { phone, password }, null);
const changePassword = (payload: Record<string, unknown>) => t.call("PUT", "/v1/client/password", payload, null);
/** 学员 → 重置登录密码, as staff: the one-time code the answer shows once. */
async function issue(row: Row, token = t.editor): Promise<string> {
  const answer = await t.call("POST", `/v1/resources/student/${row.id}/actions/reset-login-password`, {}, token);
  expect(answer.statusCode, answer.body).toBe(200);
  const notice = body<{ notice: { items: { label: string; value: string }[] } }>(answer).data.notice;
  return notice.items.find((i) => i.label === "登录密码")!.value;
}

describe("用户信息", () => {
  it("lists students with their registration time, over the past two years, newest first", async () => {
    const { list, total } = await t.ok<{ list: Row[]; total: number }>("GET", `${students}?pageSize=100`);
    expect(total).toBeGreaterThanOrEqual(300);
    for (const s of list) {
      expect(String(s.registered_at)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(String(s.registered_at) >= "2024-11-23").toBe(true);
      expect(String(s.registered_at) <= "2026-11-23").toBe(true);
      expect(s._labels?.campus_id).toEqual(expect.any(String));
    }
    const times = list.map((s) => String(s.registered_at));
    expect(times).toEqual([...times].sort().reverse());
    const lastYear = await t.ok<{ list: Row[] }>(
      "GET",
      `${students}?registered_at[]=2025-01-01&registered_at[]=2025-12-31&prop=registered_at&order=ascending`,
    );
    expect(lastYear.list.length).toBeGreaterThan(0);
    for (const s of lastYear.list) expect(String(s.registered_at).slice(0, 4)).toBe("2025");
  });

  it("shows the disabled flag as 正常 / 已禁用 and filters by it", async () => {
    const config = await t.ok<{ record: { properties: Record<string, { options?: unknown[] }> } }>(
      "GET",
      `${students}/config`,
    );
    expect(config.record.properties.disabled.options).toEqual([
      { value: false, label: { "zh-CN": "正常", "en-US": "Active" }, color: "green" },
      { value: true, label: { "zh-CN": "已禁用", "en-US": "Disabled" }, color: "red" },
    ]);
    expect(disabled.length).toBeGreaterThan(0);
    expect(disabled.every((s) => s.disabled === true)).toBe(true);
    expect(active.every((s) => s.disabled === false)).toBe(true);
  });

  it("needs a registration time on create, and refuses a malformed one", async () => {
    const student = {
      name: "林晓雨",
      gender: 2,
      phone: "13900001111",
      grade: 10,
      campus_id: active[0].campus_id,
    };
    expect(await t.errors("POST", students, student)).toEqual({ registered_at: "请选择注册时间" });
    expect(await t.errors("POST", students, { ...student, registered_at: "2026-11-31 10:00" })).toEqual({
      registered_at: "注册时间应为日期时间，格式YYYY-MM-DD HH:mm:ss",
    });
    const made = await t.ok<Row>("POST", students, { ...student, registered_at: "2026-11-23 10:05" }, t.editor);
    expect(made).toMatchObject({ registered_at: "2026-11-23 10:05:00", disabled: false });
  });
});

describe("学员 → 重置登录密码", () => {
  it("issues a random one-time code, shown once, stored hashed, logged without it", async () => {
    const s = active[4];
    const first = await issue(s);
    const second = await issue(s);
    for (const code of [first, second]) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(second).not.toBe(first);
    expect(second).not.toContain(String(s.phone).slice(-6));
    const stored = await t.sql.get<{ password_hash: string; must_change: number | boolean }>(
      "SELECT password_hash, must_change FROM student_credentials WHERE student_id = ?",
      s.id,
    );
    expect(stored!.password_hash).toMatch(/^scrypt\$/);
    expect(Number(stored!.must_change)).toBe(1);
    // The first code was replaced: only the latest one signs in.
    expect(body(await login(s.phone, first)).code).toBe(11008);
    expect(body(await login(s.phone, second)).code).toBe(12006);
    const logged = await t.sql.value<string>(
      "SELECT detail FROM operation_log WHERE target = ? ORDER BY id DESC LIMIT 1",
      `student#${s.id}`,
    );
    expect(String(logged)).not.toContain(second);
  });
});

describe("POST /api/v1/client/login", () => {
  it("a seeded student has no usable password: the phone's last six digits are refused like any wrong one", async () => {
    const s = active[0];
    const res = await login(s.phone, String(s.phone).slice(-6));
    expect([res.statusCode, body(res).code]).toEqual([400, 11008]);
  });

  it("asks for a new password at the first sign-in with the issued code (12006), then signs in with it", async () => {
    const s = active[0];
    const code = await issue(s);
    const first = await login(s.phone, code);
    expect([first.statusCode, body(first).code, body(first).data]).toEqual([
      403,
      12006,
      { must_change_password: true },
    ]);
    expect(body(first).message).toBe("首次登录请先修改初始密码");
    const own = "Kx-82ab!";
    const changed = await changePassword({
      phone: s.phone,
      old_password: code,
      new_password: own,
      confirm_password: own,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(body(await login(s.phone, code)).code).toBe(11008);
    const res = await login(s.phone, own);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({
      code: 200,
      message: "登录成功",
      data: { student: { id: s.id, name: s.name, campus_id: s.campus_id } },
    });
    const log = await t.sql.get(
      "SELECT username, action, target FROM operation_log WHERE action = '学员登录' ORDER BY id DESC LIMIT 1",
    );
    expect(log).toEqual({ username: `${s.name}（学员）`, action: "学员登录", target: `student#${s.id}` });
  });

  it("11008 for a wrong password, a student without a code or an unknown phone, alike", async () => {
    const s = active[1];
    const code = await issue(s);
    for (const [phone, password] of [
      [s.phone, "000000x"],
      [s.phone, code.toLowerCase()],
      [active[5].phone, "ABCDEFGH"],
      ["13000000000", code],
    ]) {
      const res = await login(phone, password);
      expect([res.statusCode, body(res).code]).toEqual([400, 11008]);
      expect(body<{ errors: Record<string, string> }>(res).data.errors).toEqual({ password: "手机号或密码错误" });
    }
  });

  it("10001 with the app's messages for a missing or malformed phone and password", async () => {
    const missing = await t.call("POST", "/v1/client/login", {}, null);
    expect(body<{ errors: Record<string, string> }>(missing).data.errors).toEqual({
      phone: "请输入手机号",
      password: "请输入密码",
    });
    const malformed = await login("1380013800", "");
    expect([malformed.statusCode, body(malformed).code]).toEqual([400, 10001]);
    expect(body<{ errors: Record<string, string> }>(malformed).data.errors).toEqual({
      phone: "请输入正确的手机号",
      password: "请输入密码",
    });
  });

  it("12002 (HTTP 403) for a disabled student, even with the right password", async () => {
    const s = disabled[0];
    const res = await login(s.phone, await issue(s));
    expect([res.statusCode, body(res).code]).toEqual([403, 12002]);
    expect(body(res).message).toBe("该学员账号已被禁用，请联系校区");
  });

  it("refuses a student disabled on 用户信息 at the next login, and lets them in again once enabled", async () => {
    const s = active[2];
    const own = "own-pass-2";
    await changePassword({ phone: s.phone, old_password: await issue(s), new_password: own, confirm_password: own });
    expect((await login(s.phone, own)).statusCode).toBe(200);
    await t.ok("PUT", `${students}/${s.id}`, { disabled: true }, t.editor);
    const refused = await login(s.phone, own);
    expect([refused.statusCode, body(refused).code]).toEqual([403, 12002]);
    await t.ok("PUT", `${students}/${s.id}`, { disabled: false }, t.editor);
    expect((await login(s.phone, own)).statusCode).toBe(200);
  });
});

describe("PUT /api/v1/client/password", () => {
  it("replaces the issued code with the student's own password, stored hashed", async () => {
    const s = active[3];
    const code = await issue(s);
    const change = (extra: Record<string, unknown>) =>
      changePassword({
        phone: s.phone,
        old_password: code,
        new_password: "xue2027!",
        confirm_password: "xue2027!",
        ...extra,
      });

    const mismatch = await change({ confirm_password: "xue2027?" });
    expect([mismatch.statusCode, body(mismatch).code]).toEqual([400, 17007]);
    const wrongOld = await change({ old_password: "123123" });
    expect([wrongOld.statusCode, body(wrongOld).code]).toEqual([400, 11008]);
    const short = await change({ new_password: "12345", confirm_password: "12345" });
    expect(body<{ errors: Record<string, string> }>(short).data.errors).toEqual({ new_password: "新密码不能少于6位" });
    const same = await change({ new_password: code, confirm_password: code });
    expect([same.statusCode, body(same).code]).toEqual([400, 10100]);
    const lastSix = String(s.phone).slice(-6);
    const fromPhone = await change({ new_password: lastSix, confirm_password: lastSix });
    expect(body<{ errors: Record<string, string> }>(fromPhone).data.errors).toEqual({
      new_password: "新密码不能是手机号的后六位",
    });

    const done = await change({});
    expect([done.statusCode, body(done).code]).toEqual([200, 200]);
    expect((await login(s.phone, code)).statusCode).toBe(400);
    expect((await login(s.phone, "xue2027!")).statusCode).toBe(200);
    const stored = (await t.sql.get<{ password_hash: string; must_change: number | boolean }>(
      "SELECT password_hash, must_change FROM student_credentials WHERE student_id = ?",
      s.id,
    ))!;
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain("xue2027");
    expect(Number(stored.must_change)).toBe(0);
  });

  it("refuses a disabled student with 12002", async () => {
    const s = disabled[0];
    const res = await changePassword({
      phone: s.phone,
      old_password: await issue(s),
      new_password: "newpass1",
      confirm_password: "newpass1",
    });
    expect([res.statusCode, body(res).code]).toEqual([403, 12002]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";

/** One app for the file; each test starts at the same moment, and one that changes a password has its own account. */
let t: TestApp;
const start = Date.now();
let clock = start;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t?.close());
beforeEach(() => {
  clock = start;
});

describe("POST /api/login", () => {
  it("answers a token and the user for the right password", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "admin", password: "admin123" },
    });
    expect(res.statusCode).toBe(200);
    const b = body<{ token: string; user: { username: string } }>(res);
    expect(b.code).toBe(200);
    expect(b.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(b.data.user).toEqual({ username: "admin" });
  });

  it("accepts a form-encoded body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "username=editor&password=editor123",
    });
    expect(body(res).code).toBe(200);
  });

  it("answers 11008 for a wrong password and for an unknown user alike", async () => {
    for (const payload of [
      { username: "admin", password: "wrong-password" },
      { username: "nobody", password: "admin123" },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/login", payload });
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ code: 11008, message: expect.stringContaining("用户名或密码错误") });
    }
  });

  it("answers 10001 with field messages for a missing field, not a 500", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/login", payload: { username: "admin" } });
    expect(res.statusCode).toBe(400);
    const b = body<{ errors: Record<string, string> }>(res);
    expect(b.code).toBe(10001);
    expect(b.data.errors.password).toBe("请输入密码");
  });

  it("rejects unknown fields and malformed JSON with 10001", async () => {
    const extra = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "a", password: "b", admin: true },
    });
    expect(body<{ errors: Record<string, string> }>(extra).data.errors.admin).toBeDefined();
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    expect(body(broken).code).toBe(10001);
  });

  it("writes the login to the operation log and leaves a welcome notice", async () => {
    const token = await t.login();
    const log = await t.sql.all("SELECT username, action FROM operation_log");
    expect(log).toContainEqual({ username: "admin", action: "登录" });
    const notices = body<{ list: { notice: string }[] }>(
      await t.app.inject({ method: "GET", url: "/api/notice/getList", headers: { code: token } }),
    );
    expect(notices.data.list[0].notice).toMatch(/(早上|上午|中午|下午|晚上)好 admin/);
  });
});

describe("GET /api/get_user_by_token", () => {
  it("answers the admin's user info", async () => {
    const token = await t.login();
    const res = await t.app.inject({ method: "GET", url: "/api/get_user_by_token", headers: { code: token } });
    expect(body(res).data).toMatchObject({
      username: "admin",
      avatar: expect.any(String),
      admin: true,
      roles: ["admin"],
      // The home page names the roles as 权限管理 does, not by their keys.
      roleTitles: [{ name: "admin", title: "管理员" }],
    });
    expect(body<{ ability: string[] }>(res).data.ability).toEqual(["READ", "WRITE", "DELETE"]);
  });

  it("gives the editor READ and WRITE but not DELETE", async () => {
    const token = await t.login("editor");
    const res = await t.app.inject({ method: "GET", url: "/api/get_user_by_token", headers: { code: token } });
    expect(body(res).data).toMatchObject({
      username: "editor",
      admin: false,
      roles: ["editor"],
      ability: ["READ", "WRITE"],
    });
  });

  it("answers 401 without a token and with an unknown one", async () => {
    for (const headers of [{}, { code: "not-a-real-token" }]) {
      const res = await t.app.inject({ method: "GET", url: "/api/get_user_by_token", headers });
      expect(res.statusCode).toBe(401);
      expect(body(res)).toMatchObject({ code: 401, data: null });
    }
  });

  it("answers 402 with a fresh token once the token expired inside the grace window", async () => {
    const token = await t.login();
    clock += 13 * 3600_000;
    const res = await t.app.inject({ method: "GET", url: "/api/get_user_by_token", headers: { code: token } });
    expect(res.statusCode).toBe(402);
    const fresh = body<{ token: string }>(res).data.token;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(token);
    const replay = await t.app.inject({ method: "GET", url: "/api/get_user_by_token", headers: { code: fresh } });
    expect(body(replay).code).toBe(200);
    // The stale token was swapped: it does not refresh twice.
    const again = await t.app.inject({ method: "GET", url: "/api/get_user_by_token", headers: { code: token } });
    expect(again.statusCode).toBe(401);
  });

  it("answers 401 once the grace window has passed too", async () => {
    const token = await t.login();
    clock += 40 * 3600_000;
    const res = await t.app.inject({ method: "GET", url: "/api/get_user_by_token", headers: { code: token } });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/login_out", () => {
  it("revokes the token", async () => {
    const token = await t.login();
    expect(body(await t.app.inject({ method: "GET", url: "/api/login_out", headers: { code: token } })).code).toBe(200);
    const after = await t.app.inject({ method: "GET", url: "/api/get_user_by_token", headers: { code: token } });
    expect(after.statusCode).toBe(401);
  });
});

describe("POST /api/register", () => {
  it("creates an account with no role that can log in", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { username: "newstaff", password: "secret1", confirm_password: "secret1" },
    });
    expect(body(res).code).toBe(200);
    const token = await t.login("newstaff", "secret1");
    const info = await t.app.inject({ method: "GET", url: "/api/get_user_by_token", headers: { code: token } });
    expect(body(info).data).toMatchObject({ roles: [], ability: [], admin: false });
    // Until an admin grants a role, the only page offered is the home page.
    const routes = await t.app.inject({ method: "GET", url: "/api/router/getList", headers: { code: token } });
    const root = body<{ list: { path: string; children?: { path: string }[] }[] }>(routes).data.list;
    expect(root).toHaveLength(1);
    expect(root[0].children!.map((c) => c.path)).toEqual(["index"]);
  });

  it("refuses a taken name, a short password and differing confirmation with field messages", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ username: "admin", password: "secret1" }, "username", "用户名已被注册"],
      [{ username: "someone", password: "123" }, "password", "密码不能少于6位"],
      [
        { username: "someone", password: "secret1", confirm_password: "secret2" },
        "confirm_password",
        "两次输入的密码不一致",
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.app.inject({ method: "POST", url: "/api/register", payload });
      expect(res.statusCode).toBe(400);
      expect(body<{ errors: Record<string, string> }>(res).data.errors[field]).toBe(message);
    }
  });
});

describe("PUT /api/v1/userinfo_put_class", () => {
  const put = (token: string, payload: object) =>
    t.app.inject({ method: "PUT", url: "/api/v1/userinfo_put_class", headers: { code: token }, payload });
  /** A staff account of the test's own with the password `oldpass1`, signed in. */
  async function staff(username: string): Promise<string> {
    const payload = { username, password: "oldpass1", confirm_password: "oldpass1" };
    expect(body(await t.app.inject({ method: "POST", url: "/api/register", payload })).code).toBe(200);
    return t.login(username, "oldpass1");
  }

  it("changes the password: the old one stops working, the new one works", async () => {
    const token = await staff("pw_change");
    const res = await put(token, { old_password: "oldpass1", new_password: "newpass1", confirm_password: "newpass1" });
    expect(body(res).code).toBe(200);
    await expect(t.login("pw_change", "oldpass1")).rejects.toThrow();
    expect(await t.login("pw_change", "newpass1")).toBeTruthy();
  });

  it("answers 12001 when new and confirm differ", async () => {
    const token = await staff("pw_differ");
    const res = await put(token, { old_password: "oldpass1", new_password: "newpass1", confirm_password: "newpass2" });
    expect(body(res).code).toBe(12001);
  });

  it("rejects a wrong old password and keeps the old one", async () => {
    const token = await staff("pw_wrong");
    const res = await put(token, { old_password: "wrong!!", new_password: "newpass1", confirm_password: "newpass1" });
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(res).data.errors.old_password).toBe("原密码错误");
    expect(await t.login("pw_wrong", "oldpass1")).toBeTruthy();
  });

  it("needs a token", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/api/v1/userinfo_put_class", payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

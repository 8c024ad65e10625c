import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../../mock-server/plugins/config-loader.js";
import { SeedPasswordError } from "../../mock-server/seed/accounts.js";
import { hashPassword, verifyPassword } from "../../mock-server/modules/account/password.js";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import { multipart, pngOf } from "../helpers/multipart.js";
import { shippedParts } from "../helpers/parts.js";

/** Issue 13 items 1, 3, 10, 11 and 13: hashing off the event loop, sessions, production passwords, registration. */

/** How often the event loop turned while `work` ran: 0 or 1 when it blocked the loop. */
async function loopTurnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const spin = () => {
    if (done) return;
    turns++;
    setImmediate(spin);
  };
  setImmediate(spin);
  await work();
  done = true;
  return turns;
}

describe("password hashing", () => {
  it("runs off the event loop: other work goes on while a password is hashed or checked", async () => {
    const stored = await hashPassword("secret-1");
    expect(await loopTurnsDuring(() => hashPassword("secret-2"))).toBeGreaterThan(3);
    expect(await loopTurnsDuring(() => verifyPassword("wrong", stored))).toBeGreaterThan(3);
  });

  it("checks an unknown account against a decoy, so it costs a hash like a wrong password", async () => {
    expect(await loopTurnsDuring(() => verifyPassword("anything", undefined))).toBeGreaterThan(3);
    expect(await verifyPassword("anything", undefined)).toBe(false);
    expect(await verifyPassword("secret-1", await hashPassword("secret-1"))).toBe(true);
  });
});

let t: TestApp;
let clock = Date.parse("2026-03-02T09:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, resourceSeeds: [] });
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: "GET", url: "/api/get_user_by_token", headers: { code: token } });

describe("sessions", () => {
  it("renew for a week at most: past `security.sessionMaxHours` (168) an expired token is not renewed", async () => {
    const start = clock;
    let token = await t.login("editor", "editor123");
    let renewals = 0;
    for (;;) {
      clock += 12.5 * 3600_000; // each token lives 12 h; the client comes back just after
      const res = await me(token);
      if (clock - start < 168 * 3600_000) {
        expect([res.statusCode, body(res).code]).toEqual([402, 402]);
        token = body<{ token: string }>(res).data.token;
        renewals++;
      } else {
        expect([res.statusCode, body(res).code]).toEqual([401, 401]);
        break;
      }
    }
    expect(renewals).toBe(13);
    // Logging in again starts a new session.
    expect((await me(await t.login("editor", "editor123"))).statusCode).toBe(200);
  });

  it("退出所有设备 ends every session of the account, this one included, and logs it", async () => {
    const first = await t.login("editor", "editor123");
    const second = await t.login("editor", "editor123");
    const admin = await t.login("admin", "admin123");
    const res = await t.app.inject({ method: "POST", url: "/api/v1/login_out_all", headers: { code: second } });
    expect([res.statusCode, body(res).message]).toEqual([200, "已退出所有设备，请重新登录"]);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(200);
    const log = await t.sql.get(
      "SELECT username, action FROM operation_log WHERE action = '退出所有设备' ORDER BY id DESC LIMIT 1",
    );
    expect(log).toEqual({ username: "editor", action: "退出所有设备" });
  });

  it("needs a session to log out everywhere", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/v1/login_out_all" })).statusCode).toBe(401);
  });
});

describe("demo and production mode", () => {
  it("the boot config tells visitors nothing only the server acts on", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/app/config" });
    const app = body<{ app: Record<string, unknown> }>(res).data.app;
    expect(t.app.omoConfig.app.backup).toBeDefined();
    expect(app).not.toHaveProperty("backup");
    expect(app).not.toHaveProperty("operationLog");
    expect(app).toHaveProperty("security.openRegistration", true);
  });

  it("the demo names its accounts on the login page's config", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/app/config" });
    expect(body<{ demoAccounts: unknown }>(res).data.demoAccounts).toEqual([
      { username: "admin", password: "admin123", title: "管理员" },
      { username: "editor", password: "editor123", title: "编辑，不能删除" },
    ]);
  });

  it("production refuses to seed admin123 and says how to set OMO_ADMIN_PASSWORD", async () => {
    const attempt = createTestApp({ production: true, resourceSeeds: [] });
    await expect(attempt).rejects.toBeInstanceOf(SeedPasswordError);
    await expect(attempt).rejects.toThrow(/OMO_ADMIN_PASSWORD/);
  });

  it("production with an operator's password seeds no demo editor and names no demo account", async () => {
    const prod = await createTestApp({ production: true, passwords: { admin: "Op3rator-pw" }, resourceSeeds: [] });
    try {
      const users = await prod.sql.all("SELECT username FROM users ORDER BY id");
      expect(users).toEqual([{ username: "admin" }]);
      const config = await prod.app.inject({ method: "GET", url: "/api/app/config" });
      expect(body<{ demoAccounts: unknown }>(config).data.demoAccounts).toEqual([]);
      expect(await prod.login("admin", "Op3rator-pw")).toEqual(expect.any(String));
    } finally {
      await prod.close();
    }
  });
});

describe("registration switch", () => {
  it("closed registration answers 11012 and creates nothing", async () => {
    const config = loadConfig("config", shippedParts);
    config.app.security = { ...config.app.security, openRegistration: false };
    const closed = await createTestApp({ config, resourceSeeds: [] });
    try {
      const res = await closed.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { username: "walkin01", password: "abcdef1" },
      });
      expect([res.statusCode, body(res).code, body(res).message]).toEqual([403, 11012, "未开放注册"]);
      expect(await closed.sql.value("SELECT COUNT(*) FROM users WHERE username = 'walkin01'")).toBe(0);
    } finally {
      await closed.close();
    }
  });
});

describe("upload quota", () => {
  it("an account without a role uploads up to uploadQuotaMB in all, staff up to staffUploadQuotaMB, admins freely", async () => {
    const config = loadConfig("config", shippedParts);
    // 10 485 bytes without a role, 15 728 with one.
    config.app.security = { ...config.app.security, uploadQuotaMB: 0.01, staffUploadQuotaMB: 0.015 };
    const q = await createTestApp({ config, resourceSeeds: [] });
    try {
      await q.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { username: "newbie", password: "abcdef1" },
      });
      const newbie = await q.login("newbie", "abcdef1");
      const admin = await q.login("admin", "admin123");
      const avatar = (token: string) =>
        q.app.inject({
          method: "POST",
          url: "/api/v1/profile/avatar",
          ...withToken(multipart("me.png", pngOf(6000)), token),
        });
      expect(body(await avatar(newbie)).code).toBe(200);
      const files = () => readdirSync(join(q.dataDir, "uploads")).filter((f) => /^[0-9a-f]{32}\./.test(f)).length;
      const before = files();
      const refused = await avatar(newbie);
      expect([refused.statusCode, body(refused).code, body(refused).message]).toEqual([
        403,
        11013,
        "已达上传空间上限（10KB），请联系管理员",
      ]);
      expect(files()).toBe(before);
      for (let i = 0; i < 3; i++) expect(body(await avatar(admin)).code).toBe(200);
      // Staff: every upload counts, images for records as well as avatars.
      const editor = await q.login("editor", "editor123");
      const image = () =>
        q.app.inject({ method: "POST", url: "/api/v1/files", ...withToken(multipart("pic.png", pngOf(6000)), editor) });
      expect(body(await image()).code).toBe(200);
      expect(body(await avatar(editor)).code).toBe(200);
      const full = await image();
      expect([full.statusCode, body(full).code, body(full).message]).toEqual([
        403,
        11013,
        "已达上传空间上限（15KB），请联系管理员",
      ]);
    } finally {
      await q.close();
    }
  });
});

function withToken(form: ReturnType<typeof multipart>, token: string) {
  return { payload: form.payload, headers: { ...form.headers, code: token } };
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";

/**
 * Issue 13 items 1–2: wrong passwords are counted in the database per account and per address; the
 * sixth try in the window answers 429 with a catalogue code, a Chinese message and Retry-After.
 */
let t: TestApp;
let clock = Date.parse("2026-03-02T09:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, resourceSeeds: [] });
});
afterAll(() => t.close());

let nextAddress = 1;
/** Each test speaks from its own address, so the per-address ceiling of one does not leak into another. */
const freshAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`;

const staffLogin = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { username, password }, remoteAddress });

function expectThrottled(res: LightMyRequestResponse) {
  expect([res.statusCode, body(res).code]).toEqual([429, 11011]);
  expect(body(res).message).toBe("尝试次数过多，请15分钟后再试");
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe("staff login", () => {
  it("locks an account after 5 wrong passwords, even against the right one, until the window has passed", async () => {
    const ip = freshAddress();
    for (let i = 0; i < 5; i++) expect(body(await staffLogin("editor", "wrong-pass", ip)).code).toBe(11008);
    expectThrottled(await staffLogin("editor", "editor123", ip));
    // From another address too: the lock is the account's.
    expectThrottled(await staffLogin("editor", "editor123", freshAddress()));
    clock += 15 * 60_000 + 1;
    expect(body(await staffLogin("editor", "editor123", ip)).code).toBe(200);
  });

  it("says how many minutes are left", async () => {
    const ip = freshAddress();
    for (let i = 0; i < 5; i++) await staffLogin("editor", "wrong-pass", ip);
    clock += 10 * 60_000;
    const res = await staffLogin("editor", "editor123", ip);
    expect([res.statusCode, body(res).message]).toEqual([429, "尝试次数过多，请5分钟后再试"]);
    expect(Number(res.headers["retry-after"])).toBe(5 * 60);
    clock += 5 * 60_000 + 1;
  });

  it("answers an unknown account exactly like a known one, lock included", async () => {
    const ip = freshAddress();
    const unknown = await staffLogin("nobody-here", "wrong-pass", ip);
    const known = await staffLogin("admin", "wrong-pass", ip);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(body(unknown)).toEqual(body(known));
    for (let i = 0; i < 4; i++) await staffLogin("nobody-here", "wrong-pass", ip);
    expectThrottled(await staffLogin("nobody-here", "wrong-pass", ip));
    clock += 15 * 60_000 + 1;
  });

  it("a success forgets the account's earlier failures", async () => {
    const ip = freshAddress();
    for (let i = 0; i < 4; i++) await staffLogin("editor", "wrong-pass", ip);
    expect(body(await staffLogin("editor", "editor123", ip)).code).toBe(200);
    for (let i = 0; i < 4; i++) await staffLogin("editor", "wrong-pass", ip);
    expect(body(await staffLogin("editor", "editor123", ip)).code).toBe(200);
  });

  it("stops one address guessing many accounts at 30 failures in the window", async () => {
    const ip = freshAddress();
    for (let i = 0; i < 30; i++) expect(body(await staffLogin(`guess${i}`, "wrong-pass", ip)).code).toBe(11008);
    expectThrottled(await staffLogin("admin", "admin123", ip));
    // Another address is not affected.
    expect(body(await staffLogin("admin", "admin123", freshAddress())).code).toBe(200);
    clock += 15 * 60_000 + 1;
  });
});

describe("权限管理 → 解锁", () => {
  it("shows the lock on the account and lifts it at once; only an admin may", async () => {
    const ip = freshAddress();
    const admin = await t.login("admin", "admin123");
    // A session opened before the lock: the lock stops logins, not sessions, and an editor may not unlock.
    const editorToken = await t.login("editor", "editor123");
    for (let i = 0; i < 5; i++) await staffLogin("editor", "wrong-pass", ip);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/v1/accounts?keyword=editor",
      headers: { code: admin },
    });
    const editor = body<{ list: { id: number; username: string; locked_until: string | null }[] }>(list).data.list.find(
      (a) => a.username === "editor",
    )!;
    expect(Date.parse(editor.locked_until!)).toBe(clock + 15 * 60_000);

    const denied = await t.app.inject({
      method: "POST",
      url: `/api/v1/accounts/${editor.id}/unlock`,
      headers: { code: editorToken },
    });
    expect(denied.statusCode).toBe(403);

    const unlocked = await t.app.inject({
      method: "POST",
      url: `/api/v1/accounts/${editor.id}/unlock`,
      headers: { code: admin },
    });
    expect([unlocked.statusCode, body<{ locked_until: null }>(unlocked).data.locked_until]).toEqual([200, null]);
    expect(body(await staffLogin("editor", "editor123", ip)).code).toBe(200);
    const log = await t.sql.get(
      "SELECT action, detail FROM operation_log WHERE action = '解锁' ORDER BY id DESC LIMIT 1",
    );
    expect(log).toEqual({ action: "解锁", detail: "editor" });
  });
});

describe("student login and password change", () => {
  it("locks a phone after 5 wrong passwords", async () => {
    const ip = freshAddress();
    const phone = "13912345678";
    const login = (password: string) =>
      t.app.inject({ method: "POST", url: "/api/v1/client/login", payload: { phone, password }, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect(body(await login("wrong1")).code).toBe(11008);
    expectThrottled(await login("wrong1"));
    const change = await t.app.inject({
      method: "PUT",
      url: "/api/v1/client/password",
      payload: { phone, old_password: "wrong1", new_password: "newpass9", confirm_password: "newpass9" },
      remoteAddress: freshAddress(),
    });
    expectThrottled(change);
    clock += 15 * 60_000 + 1;
  });
});

describe("staff password change and registration", () => {
  it("counts wrong old passwords against the account", async () => {
    const ip = freshAddress();
    const token = await t.login("admin", "admin123");
    const change = () =>
      t.app.inject({
        method: "PUT",
        url: "/api/v1/userinfo_put_class",
        headers: { code: token },
        payload: { old_password: "not-it", new_password: "abcdef1", confirm_password: "abcdef1" },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect(body(await change()).code).toBe(10001);
    expectThrottled(await change());
    expectThrottled(await staffLogin("admin", "admin123", freshAddress()));
    clock += 15 * 60_000 + 1;
  });

  it("lets one address register 30 accounts in the window, no more", async () => {
    const ip = freshAddress();
    const register = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { username: `reg${ip.replace(/\./g, "")}x${i}`, password: "abcdef1" },
        remoteAddress: ip,
      });
    for (let i = 0; i < 30; i++) expect(body(await register(i)).code).toBe(200);
    expectThrottled(await register(30));
    clock += 15 * 60_000 + 1;
  });
});

describe("counters live in the database", () => {
  it("a second server process on the same database sees the lock", async () => {
    // Its own connection to the same database: on SQLite the same file, on PostgreSQL the same database.
    const other = await createTestApp({ shareWith: t, now: () => clock, resourceSeeds: [] });
    try {
      const ip = freshAddress();
      for (let i = 0; i < 5; i++) await staffLogin("editor", "wrong-pass", ip);
      const res = await other.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: "editor", password: "editor123" },
        remoteAddress: freshAddress(),
      });
      expectThrottled(res);
    } finally {
      await other.close();
      clock += 15 * 60_000 + 1;
    }
  });
});

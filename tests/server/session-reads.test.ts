import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import { TOKEN_GRACE_MS, TOKEN_TTL_MS } from "../../mock-server/modules/account/repository.js";

/**
 * The session behind a token may be kept between requests (on SQLite, under the file's change stamp):
 * whatever ends or narrows a session must still apply from the very next request, whichever process did it.
 */
let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t?.close());

const call = (method: "GET" | "PUT" | "POST", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { code: token }, ...(payload ? { payload } : {}) });
const me = (token: string) => call("GET", "/api/get_user_by_token", token);
/** Two answers in a row: the second is served from whatever the first kept. */
const warm = async (token: string) => {
  expect((await me(token)).statusCode).toBe(200);
  expect((await me(token)).statusCode).toBe(200);
};
const editorId = async () => Number(await t.sql.value("SELECT id FROM users WHERE username = ?", "editor"));

describe("sessions kept between requests", () => {
  it("ends a session at once on logout", async () => {
    const token = await t.login("editor");
    await warm(token);
    expect((await call("GET", "/api/login_out", token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("ends the other sessions at once when the user changes the password", async () => {
    const kept = await t.login("editor");
    const other = await t.login("editor");
    await warm(other);
    const changed = await call("PUT", "/api/v1/userinfo_put_class", kept, {
      old_password: "editor123",
      new_password: "editor456",
      confirm_password: "editor456",
    });
    expect(body(changed).code).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const admin = await t.login("admin");
    const reset = await call("PUT", `/api/v1/accounts/${await editorId()}/password`, admin, {
      password: "editor123",
      confirm_password: "editor123",
    });
    expect(reset.statusCode).toBe(200);
  });

  it("applies a role's new abilities and a disabled account from the next request", async () => {
    const admin = await t.login("admin");
    const token = await t.login("editor");
    await warm(token);
    expect(body<{ ability: string[] }>(await me(token)).data.ability).toContain("WRITE");
    await call("PUT", "/api/v1/roles/editor", admin, { abilities: ["READ"] });
    expect(body<{ ability: string[] }>(await me(token)).data.ability).toEqual(["READ"]);
    await call("PUT", "/api/v1/roles/editor", admin, { abilities: ["READ", "WRITE"] });
    expect(body<{ ability: string[] }>(await me(token)).data.ability).toEqual(["READ", "WRITE"]);

    const id = await editorId();
    expect((await call("PUT", `/api/v1/accounts/${id}`, admin, { disabled: true })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    await call("PUT", `/api/v1/accounts/${id}`, admin, { disabled: false });
  });

  it("still checks expiry on every request: a kept session is swapped (402), then refused (401)", async () => {
    const start = clock;
    const token = await t.login("editor");
    await warm(token);
    clock = start + TOKEN_TTL_MS + 1000;
    const stale = await me(token);
    expect(stale.statusCode).toBe(402);
    expect(body<{ token: string }>(stale).data.token).toBeTruthy();
    const other = await t.login("editor");
    await warm(other);
    // Past its 12 hours and the day of grace after them.
    clock += TOKEN_TTL_MS + TOKEN_GRACE_MS + 1000;
    expect((await me(other)).statusCode).toBe(401);
    clock = Date.now();
  });

  it("refuses at once a session another process on the same database ended", async () => {
    const second = await createTestApp({ shareWith: t, now: () => clock });
    try {
      const token = await t.login("editor");
      await warm(token);
      const there = await second.app.inject({ method: "GET", url: "/api/login_out", headers: { code: token } });
      expect(there.statusCode).toBe(200);
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});

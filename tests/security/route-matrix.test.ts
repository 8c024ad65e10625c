import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import { createTestApp, type TestApp } from "../helpers/test-app.js";
import { can, type AccessRecord } from "../../src/common/access.js";
import { pageGate, type PageGate } from "../../mock-server/plugins/page-gate.js";
import type { SessionUser } from "../../mock-server/plugins/auth.js";

/**
 * The route × role matrix: every API route the server registers, read from Fastify's onRoute hook
 * while the app is built, checked against what its own config says (public, access, pages):
 * - without a token every route but the public ones answers 401;
 * - an account with no role (fresh from POST /api/register: it sees only the home page) is refused (403)
 *   every route that is not meant for every logged-in user;
 * - the editor is refused every route whose access rule or pages it lacks (权限管理, 操作日志, deletes, …).
 * A new route that forgets its guard has no access rule and no page: it then must be listed below as
 * public or as for everyone, with a reason, or the test fails.
 */

/** Routes anyone may call without a token, each with its reason. */
const PUBLIC: Record<string, string> = {
  "GET /api/health": "the liveness probe of a load balancer or monitor: says only that the server runs",
  "GET /api/ready": "the readiness probe: says only whether the database answers",
  "GET /api/app/config": "the boot config: title, theme, route tree and error texts the login page needs",
  "GET /api/app/logo": "the app's logo, which the login page shows",
  "GET /api/app/favicon": "the browser tab's icon, which every page shows, the login page too",
  "POST /api/login": "the staff login",
  "POST /api/register": "open registration: the new account holds no role",
  "GET /api/login_out": "logout: revokes the token when one comes, does nothing without",
  "POST /api/v1/client/login": "the client apps' login (students, by phone and password)",
  "PUT /api/v1/client/password":
    "a student changes the first password before any login can succeed: proven by the old password",
};

/** URL prefixes the auth plugin leaves open: the OpenAPI page describes the API and holds no data. */
const PUBLIC_PREFIXES = ["/api/docs"];

/** Routes for every logged-in user, whatever the role, each with its reason. */
const FOR_EVERYONE: Record<string, string> = {
  "GET /api/get_user_by_token": "who the caller is: every session loads its own user",
  "GET /api/router/getList": "the menu, filtered for the caller",
  "GET /api/search/getList": "the header search, over the caller's own menu",
  "GET /api/notice/getList": "the caller's own notices",
  "POST /api/notice/clear": "clears the caller's own notices",
  "GET /api/v1/profile": "个人信息: the caller's own profile",
  "PUT /api/v1/profile": "个人信息: the caller's own profile",
  "POST /api/v1/profile/avatar": "个人信息: the caller's own avatar",
  "PUT /api/v1/userinfo_put_class": "the caller's own password",
  "POST /api/v1/login_out_all": "ends the caller's own sessions",
  "PUT /api/account/locale": "the caller's own language",
};

type Route = { method: string; url: string; config: RouteOptions["config"] };
type Caller = { token: string; user: AccessRecord & { pages: string[] | null }; username: string; password: string };

let t: TestApp;
let gate: PageGate;
const routes: Route[] = [];
let nobody: Caller;
let editor: Caller;

/** Logs in and reads the session the server builds, as GET /api/get_user_by_token tells it. */
async function signIn(username: string, password: string): Promise<Caller> {
  const token = await t.login(username, password);
  const res = await t.app.inject({ method: "GET", url: "/api/get_user_by_token", headers: { code: token } });
  expect(res.statusCode, res.body).toBe(200);
  const { roles, ability, admin, pages } = res.json().data as SessionUser;
  return { token, user: { roles, ability, admin, pages }, username, password };
}

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (r) => {
      for (const method of [r.method].flat()) routes.push({ method, url: r.url, config: r.config });
    },
  });
  gate = pageGate(t.app.omoConfig, t.app.omoConfig.app.apiBase);
  const reg = await t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { username: "matrixnobody", password: "secret123" },
  });
  expect(reg.statusCode, reg.body).toBe(200);
  nobody = await signIn("matrixnobody", "secret123");
  editor = await signIn("editor", "editor123");
});
afterAll(() => t?.close());

const key = (r: Route) => `${r.method} ${r.url}`;

/** The API routes to check: HEAD shares its GET's config and hooks, so it is checked through the GET. */
const apiRoutes = () =>
  routes.filter(
    (r) => r.url.startsWith("/api/") && r.method !== "HEAD" && !PUBLIC_PREFIXES.some((p) => r.url.startsWith(p)),
  );

/** A plausible address for the route: every path parameter is 1. */
const address = (url: string) => url.replace(/:[^/]+/g, "1").replace(/\*$/, "x");

const call = (r: Route, token?: string) =>
  t.app.inject({ method: r.method as "GET", url: address(r.url), headers: token ? { code: token } : {} });

/**
 * The routes of `routes` that do not refuse `caller` with 403. A refusal happens before the handler,
 * so it changes nothing; any other answer may have (a missing guard on a logout, say): the caller then
 * signs in again, so no route's result depends on the ones before it.
 */
async function notRefused(routes: Route[], caller: Caller): Promise<string[]> {
  const wrong: string[] = [];
  for (const r of routes) {
    const res = await call(r, caller.token);
    if (res.statusCode === 403) continue;
    wrong.push(`${key(r)} → ${res.statusCode}`);
    caller.token = (await signIn(caller.username, caller.password)).token;
  }
  return wrong;
}

/** Whether the route's own config lets this user in: its access rule and the pages it serves. */
function allowed(r: Route, user: AccessRecord & { pages: string[] | null }): boolean {
  if (r.config?.access && !can(user, r.config.access)) return false;
  const pages = gate.pagesOf({ url: r.url, method: r.method, pages: r.config?.pages });
  if (!pages || user.admin) return true;
  const visible = gate.visible(user);
  return pages.some((p) => visible.has(p));
}

describe("the route × role matrix", () => {
  it("sees the whole API", () => {
    // The app has well over a hundred API routes; far fewer means the hook missed them.
    expect(apiRoutes().length).toBeGreaterThan(100);
  });

  it("marks public exactly the routes listed as public", () => {
    const marked = apiRoutes()
      .filter((r) => r.config?.public)
      .map(key)
      .sort();
    expect(marked).toEqual(Object.keys(PUBLIC).sort());
  });

  it("answers 401 without a token on every route that is not public", async () => {
    const wrong: string[] = [];
    for (const r of apiRoutes().filter((r) => !r.config?.public)) {
      const res = await call(r);
      if (res.statusCode !== 401) wrong.push(`${key(r)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("opens to every logged-in user exactly the routes listed as for everyone", () => {
    const open = apiRoutes()
      .filter((r) => !r.config?.public && allowed(r, nobody.user))
      .map(key)
      .sort();
    expect(open).toEqual(Object.keys(FOR_EVERYONE).sort());
  });

  it("refuses (403) an account with no role every other route", async () => {
    const others = apiRoutes().filter((r) => !r.config?.public && !(key(r) in FOR_EVERYONE));
    expect(await notRefused(others, nobody)).toEqual([]);
  });

  it("refuses (403) the editor every route its role's access or pages do not cover", async () => {
    const denied = apiRoutes().filter((r) => !r.config?.public && !allowed(r, editor.user));
    // 权限管理 and 操作日志 are the admin's alone.
    expect(denied.map(key)).toEqual(
      expect.arrayContaining(["GET /api/v1/roles", "GET /api/v1/accounts", "GET /api/v1/resources/operation-log"]),
    );
    expect(await notRefused(denied, editor)).toEqual([]);
  });
});

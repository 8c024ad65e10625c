import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";

interface Route {
  path: string;
  name: string;
  meta?: { title?: string };
  children?: Route[];
}

let t: TestApp;
let admin: string;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
  editor = await t.login("editor");
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: "GET", url, headers: token ? { code: token } : {} });
const names = (routes: Route[]): string[] => routes.flatMap((r) => [r.name, ...names(r.children ?? [])]);

describe("GET /api/app/config", () => {
  it("is public and carries the app settings, the catalogue and the route tree", async () => {
    const b = body<{
      app: { title: string; tokenHeader: string };
      errors: { codes: Record<string, string> };
      routes: Route[];
    }>(await get("/api/app/config"));
    expect(b.data.app.tokenHeader).toBe("code");
    expect(b.data.errors.codes["11008"]).toBeTruthy();
    expect(names(b.data.routes)).toContain("RightsManagement");
  });
});

describe("GET /api/router/getList", () => {
  it("gives the admin every route", async () => {
    const list = body<{ list: Route[] }>(await get("/api/router/getList", admin)).data.list;
    expect(names(list)).toEqual(
      expect.arrayContaining(["Index", "Demo", "TeachingNotes", "RightsManagement", "OperationLog"]),
    );
  });

  it("hides 权限管理 from the editor", async () => {
    const list = body<{ list: Route[] }>(await get("/api/router/getList", editor)).data.list;
    expect(names(list)).toContain("TeachingNotes");
    expect(names(list)).not.toContain("AuthorityManagement");
    expect(names(list)).not.toContain("RightsManagement");
    // The rules demo is the admin's: staff do not trip over it in their menu.
    expect(names(list)).not.toContain("Demo");
  });

  it("needs a token", async () => {
    expect((await get("/api/router/getList")).statusCode).toBe(401);
  });

  it("names each page by a string in the caller's language, as the original's client reads it", async () => {
    const titles = (routes: Route[]): unknown[] => routes.flatMap((r) => [r.meta?.title, ...titles(r.children ?? [])]);
    const ask = async (headers: Record<string, string>) =>
      body<{ list: Route[] }>(
        await t.app.inject({ method: "GET", url: "/api/router/getList", headers: { code: admin, ...headers } }),
      ).data.list;
    const chinese = titles(await ask({ "accept-language": "zh-CN" })).filter((x) => x !== undefined);
    expect(chinese.length).toBeGreaterThan(10);
    expect(chinese.every((x) => typeof x === "string")).toBe(true);
    expect(chinese).toContain("校区管理");
    const english = titles(await ask({ "accept-language": "en-US,en;q=0.9" }));
    expect(english).toContain("Campuses");
    expect(english).not.toContain("校区管理");
    // No language asked for: the one the user chose, else Chinese.
    expect(titles(await ask({}))).toContain("校区管理");
    const chose = await t.app.inject({
      method: "PUT",
      url: "/api/account/locale",
      headers: { code: editor },
      payload: { locale: "en-US" },
    });
    expect(chose.statusCode).toBe(200);
    const editors = titles(body<{ list: Route[] }>(await get("/api/router/getList", editor)).data.list);
    expect(editors).toContain("Campuses");
    await t.app.inject({
      method: "PUT",
      url: "/api/account/locale",
      headers: { code: editor },
      payload: { locale: "zh-CN" },
    });
  });
});

describe("notices", () => {
  it("lists the caller's notices and clears them on the server", async () => {
    const token = await t.login("editor");
    const before = body<{ list: unknown[]; total: number }>(await get("/api/notice/getList", token)).data;
    expect(before.total).toBeGreaterThan(0);
    const clear = await t.app.inject({
      method: "POST",
      url: "/api/notice/clear",
      headers: { code: token },
      payload: {},
    });
    expect(body<{ cleared: number }>(clear).data.cleared).toBe(before.total);
    expect(body<{ total: number }>(await get("/api/notice/getList", token)).data.total).toBe(0);
  });

  it("keeps one user's notices from another", async () => {
    const other = body<{ list: { notice: string }[] }>(await get("/api/notice/getList", admin)).data.list;
    expect(other.every((n) => !n.notice.includes("editor"))).toBe(true);
  });

  it("rejects an unknown kind with 10001", async () => {
    const res = await get("/api/notice/getList?kind=sms", admin);
    expect(res.statusCode).toBe(400);
    expect(body(res).code).toBe(10001);
  });
});

describe("GET /api/search/getList", () => {
  it("finds menu pages by title with their group", async () => {
    const list = body<{ list: { title: string; path: string; group: string }[] }>(
      await get(`/api/search/getList?keyword=${encodeURIComponent("讲义")}`, admin),
    ).data.list;
    expect(list).toContainEqual({
      title: "教材讲义",
      path: "/educational-administration/teaching-notes",
      group: "教务管理",
    });
  });

  it("does not offer the editor pages it may not open, nor hidden ones", async () => {
    const list = body<{ list: { path: string }[] }>(
      await get(`/api/search/getList?keyword=${encodeURIComponent("权限")}`, editor),
    ).data.list;
    expect(list).toEqual([]);
    const hidden = body<{ list: unknown[] }>(
      await get(`/api/search/getList?keyword=${encodeURIComponent("添加视频")}`, admin),
    );
    expect(hidden.data.list).toEqual([]);
  });
});

describe("envelope", () => {
  it("answers an unknown API path with 404 in the envelope", async () => {
    const res = await get("/api/no/such/thing", admin);
    expect(res.statusCode).toBe(404);
    expect(body(res).code).toBe(404);
  });

  it("publishes the OpenAPI document at /api/docs", async () => {
    const res = await get("/api/docs/json");
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(["/api/login", "/api/router/getList"]));
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { localize } from "../../src/common/i18n.js";

type Row = { id: number; campus_id: number; lecturer_id: number };
type List = { list: Row[]; total: number };

let t: TestApp;
let admin: string;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
  editor = await t.login("editor");
}, 60_000);
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: "GET", url, headers: { code: token } });
const setEditorPages = (routes: string[] | null) =>
  t.app.inject({ method: "PUT", url: "/api/v1/roles/editor", headers: { code: admin }, payload: { routes } });

describe("detail pages (show) on the server", () => {
  it("serves the show section with the resource's config", async () => {
    const config = body<ResourceConfig>(await get("/api/v1/resources/campus/config", admin)).data;
    expect(config.show?.sections.map((s) => localize(s.title))).toEqual(["基本信息", "联系与经营"]);
    // The config keeps both languages: the page picks the user's.
    expect(config.show?.sections[0].title).toEqual({ "zh-CN": "基本信息", "en-US": "Details" });
    expect(config.show?.related?.map((r) => `${r.resource}.${r.field}`)).toEqual([
      "director.campus_id",
      "campus-order.campus_id",
      "live-lesson.campus_id",
    ]);
  });

  it("a child list is the child's list API with the relation as a filter: only this row's children, paged", async () => {
    const campus = body<List>(await get("/api/v1/resources/campus?pageSize=1", admin)).data.list[0];
    const page1 = body<List>(await get(`/api/v1/resources/campus-order?campus_id=${campus.id}&pageSize=5`, admin)).data;
    const page2 = body<List>(
      await get(`/api/v1/resources/campus-order?campus_id=${campus.id}&pageSize=5&pageNo=2`, admin),
    ).data;
    expect(page1.total).toBeGreaterThan(5);
    expect(page2.total).toBe(page1.total);
    expect([...page1.list, ...page2.list].every((r) => r.campus_id === campus.id)).toBe(true);
    expect(page2.list.map((r) => r.id)).not.toContain(page1.list[0].id);
    const lecturer = body<List>(await get("/api/v1/resources/lecturer?pageSize=1", admin)).data.list[0];
    const lessons = body<List>(await get(`/api/v1/resources/live-lesson?lecturer_id=${lecturer.id}`, admin)).data;
    expect(lessons.list.every((r) => r.lecturer_id === lecturer.id)).toBe(true);
  });

  it("a role that may open only the detail page reads the row, and not a child list whose page it lacks", async () => {
    expect((await setEditorPages(["CampusDetail"])).statusCode).toBe(200);
    try {
      const campus = await get("/api/v1/resources/campus/1", editor);
      expect(campus.statusCode).toBe(200);
      expect(body<Row>(campus).data.id).toBe(1);
      const directors = await get("/api/v1/resources/director?campus_id=1", editor);
      expect(directors.statusCode).toBe(403);
      expect(body(directors).code).toBe(403);
    } finally {
      await setEditorPages(null);
    }
  });

  it("answers 404 for a row that does not exist and 400 for an id that is not one", async () => {
    const missing = await get("/api/v1/resources/campus/987654", admin);
    expect(missing.statusCode).toBe(404);
    const bad = await get("/api/v1/resources/campus/abc", admin);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).code).toBe(10001);
  });
});

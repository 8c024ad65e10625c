import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";

/**
 * The shipped 校区前台 (campus-desk) role on the tutoring app's own paths, beyond the resource API: the
 * timetable, its lessons and conflicts, the teaching statistics and the spec's option endpoints keep to
 * the campus of the account (`campus_ids`), as its lists do (authority.test.ts).
 */
let t: TestApp;
let admin: string;
let desk: string;
let mine: number;
let other: number;
/** A month with lessons at both campuses. */
let month: string;

const call = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({ method: method as "GET", url, payload, headers: { code: token } });
const data = async <T>(url: string, token: string) => {
  const res = await call("GET", url, token);
  expect(res.statusCode, res.body).toBe(200);
  return body<T>(res).data;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
  // The two campuses with the most lessons: the desk's and another.
  const busiest = await t.sql.all<{ campus_id: number; n: number }>(
    "SELECT campus_id, COUNT(*) AS n FROM lessons GROUP BY campus_id ORDER BY COUNT(*) DESC, campus_id",
  );
  [mine, other] = busiest.map((r) => Number(r.campus_id));
  const [{ m }] = await t.sql.all<{ m: string }>(
    `SELECT substr(start_at, 1, 7) AS m FROM lessons WHERE campus_id IN (${mine}, ${other})
     GROUP BY m HAVING COUNT(DISTINCT campus_id) = 2 ORDER BY COUNT(*) DESC LIMIT 1`,
  );
  month = m;
  const made = await call("POST", "/api/v1/accounts", admin, {
    username: "desk03",
    password: "desk1234",
    roles: ["campus-desk"],
    attributes: { campus_ids: [mine] },
  });
  expect(made.statusCode, made.body).toBe(200);
  desk = await t.login("desk03", "desk1234");
}, 60_000);
afterAll(() => t.close());

type Month = { campus_id: number | null; total: number; days: { lessons: (number | string | null)[][] }[] };

describe("校区前台 on the timetable", () => {
  const timetable = (token: string, query: string) =>
    data<Month>(`/api/v1/schedule/timetable?mode=month&date=${month}-01&${query}`, token);

  it("shows its campus by default, and only its campus's lessons however it asks", async () => {
    const own = await timetable(admin, `campus_id=${mine}`);
    expect(own.total).toBeGreaterThan(0);
    expect((await timetable(admin, `campus_id=${other}`)).total).toBeGreaterThan(0);
    const byDefault = await timetable(desk, "");
    expect(byDefault.campus_id).toBe(mine);
    expect(byDefault.total).toBe(own.total);
    const everywhere = await timetable(desk, "all_campuses=true");
    expect(everywhere.total).toBe(own.total);
    // The shown lessons' campus is the fifth value (timetable-wire.ts).
    for (const day of everywhere.days) for (const lesson of day.lessons) expect(lesson[4]).toBe(mine);
    expect((await timetable(admin, "all_campuses=true")).total).toBeGreaterThan(own.total);
  });

  it("answers another campus as unknown, and its lessons as missing, to read or to change", async () => {
    const asked = await call("GET", `/api/v1/schedule/timetable?mode=week&campus_id=${other}`, desk);
    expect([asked.statusCode, body(asked).code]).toEqual([400, 15011]);
    const hours = await call("GET", `/api/v1/schedule/campus-hours?campus_id=${other}`, desk);
    expect(body(hours).code).toBe(15011);
    expect((await call("GET", `/api/v1/schedule/campus-hours?campus_id=${mine}`, desk)).statusCode).toBe(200);

    const [theirs] = await t.sql.all<{ id: number }>(`SELECT id FROM lessons WHERE campus_id = ${other} LIMIT 1`);
    const [ours] = await t.sql.all<{ id: number }>(`SELECT id FROM lessons WHERE campus_id = ${mine} LIMIT 1`);
    expect((await call("GET", `/api/v1/schedule/lessons/${ours.id}`, desk)).statusCode).toBe(200);
    expect((await call("GET", `/api/v1/schedule/lessons/${theirs.id}`, desk)).statusCode).toBe(404);
    const moved = await call("PUT", `/api/v1/schedule/lessons/${theirs.id}`, desk, { title: "改到别处" });
    expect([moved.statusCode, body(moved).code]).toEqual([404, 15009]);
    const [{ title }] = await t.sql.all<{ title: string }>(`SELECT title FROM lessons WHERE id = ${theirs.id}`);
    expect(title).not.toBe("改到别处");

    // Scheduling at another campus is refused on the campus, before anything else is judged.
    for (const path of ["/api/v1/schedule/lessons", "/api/v1/schedule/batch/preview", "/api/v1/schedule/batch"]) {
      const res = await call("POST", path, desk, { campus_id: other });
      expect([res.statusCode, body(res).code], path).toEqual([400, 15011]);
    }
  });

  it("lists the conflicts of its campus only, and answers another's as missing", async () => {
    const rows = await t.sql.all<{ id: number; campus_id: number }>(
      "SELECT c.id, l.campus_id FROM lesson_conflicts c JOIN lessons l ON l.id = c.lesson_id",
    );
    const theirs = rows.find((r) => Number(r.campus_id) !== mine);
    expect(theirs).toBeDefined();
    const seen = new Set<number>();
    for (const status of ["open", "resolved"]) {
      const page = await data<{ total: number; list: { id: number }[] }>(
        `/api/v1/schedule/conflicts?status=${status}&pageSize=100`,
        desk,
      );
      expect(page.total).toBe(page.list.length);
      page.list.forEach((c) => seen.add(c.id));
    }
    expect(seen.size).toBeGreaterThan(0);
    expect([...seen].sort((a, b) => a - b)).toEqual(
      rows
        .filter((r) => Number(r.campus_id) === mine)
        .map((r) => Number(r.id))
        .sort((a, b) => a - b),
    );
    for (const path of ["", "/slots"]) {
      const res = await call("GET", `/api/v1/schedule/conflicts/${theirs!.id}${path}`, desk);
      expect(res.statusCode, path).toBe(404);
    }
    const resolve = await call("POST", `/api/v1/schedule/conflicts/${theirs!.id}/reschedule`, desk, {});
    expect(resolve.statusCode).toBe(404);
  });
});

describe("校区前台's numbers and options", () => {
  it("counts the teaching statistics over its campus's lessons", async () => {
    const range = `from=${month}-01&to=${month}-28`;
    type Series = { series: { data: number[] }[] };
    const sum = (s: Series) => s.series.flatMap((x) => x.data).reduce((a, b) => a + b, 0);
    const desks = sum(await data<Series>(`/api/v1/stats/lessons-by-status?${range}`, desk));
    const all = sum(await data<Series>(`/api/v1/stats/lessons-by-status?${range}`, admin));
    const [{ n }] = await t.sql.all<{ n: number }>(
      `SELECT COUNT(*) AS n FROM lessons WHERE campus_id = ${mine} AND start_at >= '${month}-01' AND start_at < '${month}-29'`,
    );
    expect(desks).toBe(Number(n));
    expect(all).toBeGreaterThan(desks);
    // The teachers it counts are its campus's.
    const teachers = await data<{ items: { key: string }[] }>(`/api/v1/stats/lessons-by-teacher?${range}`, desk);
    const campusOf = await t.sql.all<{ id: number; campus_id: number }>("SELECT id, campus_id FROM res_lecturer");
    const at = new Map(campusOf.map((r) => [String(r.id), Number(r.campus_id)]));
    for (const item of teachers.items) expect(at.get(item.key)).toBe(mine);
    // Revenue stays with 财务's pages.
    expect((await call("GET", `/api/v1/stats/revenue-summary?${range}`, desk)).statusCode).toBe(403);
  });

  it("offers its campus, and its campus's teachers and students, in the timetable's selects", async () => {
    type Named = { list: { id: number }[] };
    const campuses = await data<Named>("/api/v1/campus_name_list_class", desk);
    expect(campuses.list.map((c) => c.id)).toEqual([mine]);
    const ids = async (url: string, token: string) => (await data<Named>(url, token)).list.map((r) => r.id).sort();
    const teachers = await ids("/api/v1/lecturer_name_list_class?all=true", desk);
    expect(teachers.length).toBeGreaterThan(0);
    expect(teachers).toEqual(await ids(`/api/v1/lecturer_name_list_class?all=true&campus_id=${mine}`, admin));
    const students = await ids(`/api/v1/check_student_name_list?all=true`, desk);
    const ours = await ids(`/api/v1/check_student_name_list?all=true&campus_id=${mine}`, admin);
    expect(students.length).toBeGreaterThan(0);
    expect(students.every((id) => ours.includes(id))).toBe(true);
    // The resource API's option list follows the same rule.
    const options = await data<{ list: { value: number }[] }>("/api/v1/resources/campus/options", desk);
    expect(options.list.map((o) => o.value)).toEqual([mine]);
  });

  it("serves the spec's option endpoints only to the pages whose selects read them", async () => {
    const role = await call("POST", "/api/v1/roles", admin, {
      name: "campuslist",
      title: "校区名录",
      abilities: ["READ"],
      routes: ["CampusList"],
    });
    expect(role.statusCode, role.body).toBe(200);
    await call("POST", "/api/v1/accounts", admin, {
      username: "campuslist01",
      password: "list1234",
      roles: ["campuslist"],
    });
    const token = await t.login("campuslist01", "list1234");
    // 校区管理 shows campuses: their option list is its own; students, teachers and codes are not.
    expect((await call("GET", "/api/v1/campus_name_list_class", token)).statusCode).toBe(200);
    for (const path of [
      "/api/v1/check_student_name_list?keyword=138",
      "/api/v1/lecturer_name_list_class",
      "/api/v1/get_live_lesson_list_serch",
      "/api/v1/code_kind_commodities?kind_id=1",
    ])
      expect((await call("GET", path, token)).statusCode, path).toBe(403);
  });
});

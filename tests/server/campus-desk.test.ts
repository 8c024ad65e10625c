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
  // The desk's campus: the one with the most conflicts (the seed puts them where the clock falls, not
  // always at the busiest campus), then the most lessons. The other: the busiest campus after it.
  const [withConflicts] = await t.sql.all<{ campus_id: number }>(
    `SELECT l.campus_id FROM lesson_conflicts c JOIN lessons l ON l.id = c.lesson_id GROUP BY l.campus_id
     ORDER BY COUNT(*) DESC, (SELECT COUNT(*) FROM lessons m WHERE m.campus_id = l.campus_id) DESC, l.campus_id`,
  );
  mine = Number(withConflicts.campus_id);
  const busiest = await t.sql.all<{ campus_id: number }>(
    `SELECT campus_id FROM lessons WHERE campus_id <> ${mine} GROUP BY campus_id ORDER BY COUNT(*) DESC, campus_id`,
  );
  other = Number(busiest[0].campus_id);
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

    // A teacher or student of another campus is as unknown as the campus.
    const [teacher] = await t.sql.all<{ id: number }>(`SELECT id FROM res_lecturer WHERE campus_id = ${other} LIMIT 1`);
    const byTeacher = await call("GET", `/api/v1/schedule/timetable?mode=week&teacher_id=${teacher!.id}`, desk);
    expect([byTeacher.statusCode, body(byTeacher).code]).toEqual([400, 15005]);
    const [student] = await t.sql.all<{ id: number }>(`SELECT id FROM res_student WHERE campus_id = ${other} LIMIT 1`);
    const byStudent = await call(
      "GET",
      `/api/v1/schedule/timetable?mode=week&by=student&student_id=${student!.id}`,
      desk,
    );
    expect(body(byStudent).code).toBe(15024);
    // Nor may a lesson at its own campus take another campus's open slot.
    const [slot] = await t.sql.all<{ id: number }>(`SELECT id FROM lessons WHERE campus_id = ${other} LIMIT 1`);
    const taken = await call("POST", "/api/v1/schedule/lessons", desk, { campus_id: mine, slot_id: slot!.id });
    expect([taken.statusCode, body(taken).code]).toEqual([404, 15009]);

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
    // 教材讲义's teacher select reads the lecturers' list: a role with that page alone gets it.
    await call("POST", "/api/v1/roles", admin, {
      name: "notes",
      title: "讲义",
      abilities: ["READ"],
      routes: ["TeachingNotes"],
    });
    await call("POST", "/api/v1/accounts", admin, { username: "notes01", password: "notes1234", roles: ["notes"] });
    const notes = await t.login("notes01", "notes1234");
    expect((await call("GET", "/api/v1/lecturer_name_list_class", notes)).statusCode).toBe(200);
    for (const path of [
      "/api/v1/check_student_name_list?keyword=138",
      "/api/v1/lecturer_name_list_class",
      "/api/v1/get_live_lesson_list_serch",
      "/api/v1/code_kind_commodities?kind_id=1",
    ])
      expect((await call("GET", path, token)).statusCode, path).toBe(403);
  });
});

describe("校区前台's lecturers: hidden and read-only fields", () => {
  type Lecturer = Record<string, unknown> & { id: number; campus_id: number };
  const lecturers = (token: string, query = "") =>
    data<{ list: Lecturer[]; total: number }>(`/api/v1/resources/lecturer?pageSize=100${query}`, token);

  it("lists its campus's lecturers without their ID card and pay; the admin sees them", async () => {
    const seen = await lecturers(desk);
    expect(seen.total).toBe((await lecturers(admin, `&campus_id=${mine}`)).total);
    for (const row of seen.list) {
      expect(row.campus_id).toBe(mine);
      expect(row).not.toHaveProperty("id_card");
      expect(row).not.toHaveProperty("hourly_rate");
      expect(row).toHaveProperty("level");
    }
    const one = await data<Lecturer>(`/api/v1/resources/lecturer/${seen.list[0]!.id}`, desk);
    expect(Object.keys(one)).not.toContain("id_card");
    const full = await data<Lecturer>(`/api/v1/resources/lecturer/${seen.list[0]!.id}`, admin);
    expect(full).toHaveProperty("id_card");
    expect(full).toHaveProperty("hourly_rate");
    // The simple-rest dialect answers the same fields.
    const rest = await call("GET", `/api/rest/lecturer/${seen.list[0]!.id}`, desk);
    expect(rest.statusCode).toBe(200);
    expect(Object.keys(rest.json())).not.toContain("hourly_rate");
  });

  it("refuses a hidden field as a filter, a sort key, an export column or an option label (10001)", async () => {
    for (const query of ["id_card=110101", "prop=hourly_rate&order=descending"]) {
      const res = await call("GET", `/api/v1/resources/lecturer?${query}`, desk);
      expect([res.statusCode, body(res).code], query).toEqual([400, 10001]);
    }
    const exported = await call("GET", "/api/v1/resources/lecturer/export?columns=name&columns=id_card", desk);
    expect(body(exported).code).toBe(10001);
    const csv = await call("GET", "/api/v1/resources/lecturer/export", desk);
    expect(csv.statusCode).toBe(200);
    const header = csv.body.split("\n")[0]!;
    expect(header).toContain("姓名");
    expect(header).not.toMatch(/证件号码|课时费/);
    const label = await call("GET", "/api/v1/resources/lecturer/options?labelField=id_card", desk);
    expect(body(label).code).toBe(10001);
    for (const query of ["id_card_like=11", "_sort=hourly_rate"]) {
      const res = await call("GET", `/api/rest/lecturer?${query}`, desk);
      expect(res.statusCode, query).toBe(400);
    }
    // The admin may.
    expect((await call("GET", "/api/v1/resources/lecturer?prop=hourly_rate&order=descending", admin)).statusCode).toBe(
      200,
    );
  });

  it("serves the page without the hidden fields, and the read-only one disabled on edit only", async () => {
    type Config = {
      record: { properties: Record<string, { readOnly?: boolean }> };
      list: { columns: { field: string }[]; query?: { field: string }[] };
      form: { fields: { field: string; on?: string; readOnlyOnEdit?: boolean }[] };
      show: { sections: { fields: { field: string }[] }[] };
    };
    const config = await data<Config>("/api/v1/resources/lecturer/config", desk);
    const named = [
      ...Object.keys(config.record.properties),
      ...config.list.columns.map((c) => c.field),
      ...config.form.fields.map((f) => f.field),
      ...config.show.sections.flatMap((s) => s.fields.map((f) => f.field)),
    ];
    expect(named).toContain("phone");
    expect(named).not.toContain("id_card");
    expect(named).not.toContain("hourly_rate");
    const whole = await data<Config>("/api/v1/resources/lecturer/config", admin);
    expect(whole.list.columns.map((c) => c.field)).toContain("hourly_rate");
    const students = await data<Config>("/api/v1/resources/student/config", desk);
    expect(students.record.properties.hours_balance!.readOnly).toBe(true);
    expect(students.form.fields.find((f) => f.field === "hours_balance")).toMatchObject({
      on: "edit",
      readOnlyOnEdit: true,
    });
    expect(students).not.toHaveProperty("list.actions.import");
    const admins = await data<Config>("/api/v1/resources/student/config", admin);
    expect(admins).toHaveProperty("list.actions.import");
    expect(admins.record.properties.hours_balance!.readOnly).toBeUndefined();
  });

  it("refuses a write that changes the read-only field or names a hidden one, on that field", async () => {
    type Student = { id: number; hours_balance: number; remark: string };
    const [row] = (await data<{ list: Student[] }>("/api/v1/resources/student?pageSize=1", desk)).list;
    const errors = async (method: string, url: string, payload: object) => {
      const res = await call(method, url, desk, payload);
      expect(res.statusCode, res.body).toBe(400);
      return body<{ errors: object }>(res).data.errors;
    };
    expect(
      await errors("PUT", `/api/v1/resources/student/${row!.id}`, { hours_balance: row!.hours_balance + 10 }),
    ).toEqual({
      hours_balance: "无权修改「课时余额」",
    });
    // The form sends the read-only value back unchanged: that is no change.
    const same = await call("PUT", `/api/v1/resources/student/${row!.id}`, desk, {
      hours_balance: row!.hours_balance,
      remark: "前台备注",
    });
    expect(same.statusCode, same.body).toBe(200);
    const stored = await data<Student>(`/api/v1/resources/student/${row!.id}`, admin);
    expect([stored.hours_balance, stored.remark]).toEqual([row!.hours_balance, "前台备注"]);
    // The admin may change it.
    const topped = await call("PUT", `/api/v1/resources/student/${row!.id}`, admin, {
      hours_balance: row!.hours_balance + 1,
    });
    expect(topped.statusCode).toBe(200);
    // An import would write the read-only field: refused before the file is read.
    const imported = await call("GET", "/api/v1/resources/student/import/template?format=csv", desk);
    expect(body<{ errors: { file: string } }>(imported).data.errors.file).toMatch(/课时余额/);
  });
});

describe("财务 (finance)", () => {
  let finance: string;
  beforeAll(async () => {
    const made = await call("POST", "/api/v1/accounts", admin, {
      username: "finance01",
      password: "finance1234",
      roles: ["finance"],
    });
    expect(made.statusCode, made.body).toBe(200);
    finance = await t.login("finance01", "finance1234");
  });

  it("sees the money: orders, revenue and lecturers' pay, without their ID card", async () => {
    expect((await data<{ total: number }>("/api/v1/resources/user-order?pageSize=1", finance)).total).toBeGreaterThan(
      0,
    );
    expect((await data<{ total: number }>("/api/v1/resources/campus-order?pageSize=1", finance)).total).toBeGreaterThan(
      0,
    );
    expect((await call("GET", "/api/v1/stats/revenue-summary?from=2026-11-01&to=2026-11-28", finance)).statusCode).toBe(
      200,
    );
    const [lecturer] = (
      await data<{ list: Record<string, unknown>[] }>("/api/v1/resources/lecturer?pageSize=1", finance)
    ).list;
    expect(lecturer).toHaveProperty("hourly_rate");
    expect(lecturer).not.toHaveProperty("id_card");
  });

  it("confirms payments (财务) and changes nothing else", async () => {
    const [order] = await t.sql.all<{ id: number }>("SELECT id FROM res_campus_order WHERE status = 0 LIMIT 1");
    const edit = await call("PUT", `/api/v1/resources/campus-order/${order!.id}`, finance, { remark: "改" });
    expect(edit.statusCode).toBe(403);
    const confirmed = await call(
      "POST",
      `/api/v1/resources/campus-order/${order!.id}/actions/confirm-payment`,
      finance,
      {},
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    for (const path of [
      "/api/v1/resources/student",
      "/api/v1/schedule/timetable?mode=week",
      "/api/v1/stats/teaching-summary",
    ])
      expect((await call("GET", path, finance)).statusCode, path).toBe(403);
  });
});

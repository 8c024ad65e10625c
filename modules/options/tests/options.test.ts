import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../mock-server/plugins/config-loader.js";
import { body, createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import { shippedParts } from "../../../tests/helpers/parts.js";

interface Named {
  id: number;
  name: string;
}
interface CategoryOption {
  id: number;
  value: number;
  label: string;
}
type Errors = { errors: Record<string, string> };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

const get = (url: string, token: string | undefined = admin) =>
  t.app.inject({ method: "GET", url: `/api${url}`, headers: token ? { code: token } : {} });
const list = async <T>(url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ list: T[] }>(res).data.list;
};
/** The seeded rows, read straight from the tables the endpoints read. */
const sql = <T>(query: string, ...params: unknown[]) => t.sql.all<T>(query, ...params);
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

async function expectBadParam(url: string, field: string, message?: RegExp) {
  const res = await get(url);
  expect(res.statusCode).toBe(400);
  const b = body<Errors>(res);
  expect(b.code).toBe(10001);
  expect(Object.keys(b.data.errors)).toContain(field);
  if (message) expect(b.data.errors[field]).toMatch(message);
}

describe("GET /api/v1/category_list_class", () => {
  it("lists the nine subjects in their order, each as {id, value, label}", async () => {
    const subjects = await list<CategoryOption>("/v1/category_list_class?code=xk");
    expect(subjects.map((s) => s.label)).toEqual([
      "语文",
      "数学",
      "英语",
      "物理",
      "化学",
      "生物",
      "历史",
      "地理",
      "政治",
    ]);
    for (const s of subjects) expect(s).toEqual({ id: s.id, value: s.id, label: s.label });
  });

  it("lists enabled textbooks and volume areas only", async () => {
    const textbooks = (await list<CategoryOption>("/v1/category_list_class?code=jc")).map((c) => c.label);
    expect(textbooks).toEqual(expect.arrayContaining(["人教版", "北师大版", "部编版"]));
    expect(textbooks).not.toContain("大纲版");
    const areas = (await list<CategoryOption>("/v1/category_list_class?code=jq")).map((c) => c.label);
    expect(areas).toEqual(expect.arrayContaining(["全国甲卷", "新高考I卷", "北京卷"]));
    expect(areas).not.toContain("全国丙卷");
    const enabled = await sql<{ name: string }>(`SELECT name FROM res_category WHERE code = 'jq' AND enabled = 1`);
    expect(areas).toHaveLength(enabled.length);
  });

  it("follows the categories' sort, then id", async () => {
    const [first] = await sql<{ id: number; sort: number }>(`SELECT id, sort FROM res_category WHERE name = '政治'`);
    await t.sql.run("UPDATE res_category SET sort = 0 WHERE id = ?", first.id);
    try {
      const subjects = await list<CategoryOption>("/v1/category_list_class?code=xk");
      expect(subjects[0].label).toBe("政治");
    } finally {
      await t.sql.run("UPDATE res_category SET sort = ? WHERE id = ?", first.sort, first.id);
    }
  });

  it("refuses a missing or unknown code and unknown parameters with 10001", async () => {
    await expectBadParam("/v1/category_list_class", "code", /分类类型/);
    await expectBadParam("/v1/category_list_class?code=zz", "code", /xk.*jc.*jq/);
    await expectBadParam("/v1/category_list_class?code=xk&pageNo=1", "pageNo", /不支持/);
  });
});

describe("GET /api/v1/campus_name_list_class", () => {
  it("lists campuses not closed as {id, name}", async () => {
    const campuses = await list<Named>("/v1/campus_name_list_class");
    const open = await sql<Named>("SELECT id, name FROM res_campus WHERE status <> 0 ORDER BY id");
    expect(campuses).toEqual(open);
    const closed = await sql<Named>("SELECT id, name FROM res_campus WHERE status = 0");
    expect(closed.length).toBeGreaterThan(0);
    expect(ids(campuses)).not.toContain(closed[0].id);
  });

  it("filters by keyword, taking % and _ literally", async () => {
    const beijing = await list<Named>(`/v1/campus_name_list_class?keyword=${encodeURIComponent("北京")}`);
    expect(beijing.length).toBe(2);
    expect(beijing.every((c) => c.name.includes("北京"))).toBe(true);
    expect(await list<Named>("/v1/campus_name_list_class?keyword=%25")).toEqual([]);
  });

  it("refuses a keyword over 50 characters", async () => {
    await expectBadParam(`/v1/campus_name_list_class?keyword=${"a".repeat(51)}`, "keyword", /50/);
  });
});

describe("GET /api/v1/lecturer_name_list_class", () => {
  type Lecturer = { id: number; name: string; campus_id: number; subject_ids: string; working_state: number };
  const lecturers = () => sql<Lecturer>("SELECT * FROM res_lecturer ORDER BY id");

  it("lists lecturers in post as {id, name}", async () => {
    const options = await list<Named>("/v1/lecturer_name_list_class");
    const working = (await lecturers()).filter((l) => l.working_state === 1);
    expect(options).toEqual(working.map(({ id, name }) => ({ id, name })));
    expect(working.length).toBeLessThan((await lecturers()).length);
  });

  it("includes those on leave or gone with all=true", async () => {
    expect(ids(await list<Named>("/v1/lecturer_name_list_class?all=true"))).toEqual(ids(await lecturers()));
  });

  it("filters by campus and by subject (an element of subject_ids)", async () => {
    const sample = (await lecturers()).find((l) => l.working_state === 1)!;
    const subjectId = (JSON.parse(sample.subject_ids) as number[])[0];
    const byCampus = await list<Named>(`/v1/lecturer_name_list_class?campus_id=${sample.campus_id}`);
    expect(ids(byCampus)).toEqual(
      ids((await lecturers()).filter((l) => l.working_state === 1 && l.campus_id === sample.campus_id)),
    );
    const bySubject = await list<Named>(`/v1/lecturer_name_list_class?subject_id=${subjectId}`);
    const teaching = (await lecturers()).filter(
      (l) => l.working_state === 1 && (JSON.parse(l.subject_ids) as number[]).includes(subjectId),
    );
    expect(ids(bySubject)).toEqual(ids(teaching));
    expect(teaching.length).toBeLessThan((await lecturers()).length / 2);
    const both = await list<Named>(
      `/v1/lecturer_name_list_class?campus_id=${sample.campus_id}&subject_id=${subjectId}`,
    );
    expect(ids(both)).toContain(sample.id);
    expect(ids(both).every((id) => ids(byCampus).includes(id) && ids(bySubject).includes(id))).toBe(true);
  });

  it("filters by keyword and treats an empty id as no filter", async () => {
    const sample = (await lecturers()).find((l) => l.working_state === 1)!;
    const found = await list<Named>(`/v1/lecturer_name_list_class?keyword=${encodeURIComponent(sample.name)}`);
    expect(ids(found)).toContain(sample.id);
    expect(found.every((l) => l.name.includes(sample.name))).toBe(true);
    expect(await list<Named>("/v1/lecturer_name_list_class?campus_id=")).toEqual(
      await list<Named>("/v1/lecturer_name_list_class"),
    );
  });

  it("refuses ids that are not positive integers", async () => {
    await expectBadParam("/v1/lecturer_name_list_class?campus_id=abc", "campus_id", /校区ID/);
    await expectBadParam("/v1/lecturer_name_list_class?subject_id=0", "subject_id", /学科ID/);
    await expectBadParam("/v1/lecturer_name_list_class?all=maybe", "all");
  });
});

describe("GET /api/v1/check_student_name_list", () => {
  type Student = { id: number; name: string; phone: string; campus_id: number; disabled: number };
  const students = () => sql<Student>("SELECT * FROM res_student ORDER BY id");

  it("lists at most 50 students not disabled as {id, name}", async () => {
    const options = await list<Named>("/v1/check_student_name_list");
    expect(options).toHaveLength(50);
    const active = (await students()).filter((s) => !s.disabled);
    expect(options).toEqual(active.slice(0, 50).map(({ id, name }) => ({ id, name })));
  });

  it("filters by campus and finds a student by name or phone", async () => {
    const sample = (await students()).find((s) => !s.disabled)!;
    const byCampus = await list<Named>(`/v1/check_student_name_list?campus_id=${sample.campus_id}`);
    const atCampus = (await students()).filter((s) => !s.disabled && s.campus_id === sample.campus_id);
    expect(ids(byCampus)).toEqual(ids(atCampus).slice(0, 50));
    const byName = await list<Named>(`/v1/check_student_name_list?keyword=${encodeURIComponent(sample.name)}`);
    expect(ids(byName)).toContain(sample.id);
    const byPhone = await list<Named>(`/v1/check_student_name_list?keyword=${sample.phone}`);
    expect(byPhone).toEqual([{ id: sample.id, name: sample.name }]);
  });

  it("hides disabled students unless all=true", async () => {
    const disabled = (await students()).find((s) => s.disabled)!;
    expect(await list<Named>(`/v1/check_student_name_list?keyword=${disabled.phone}`)).toEqual([]);
    expect(ids(await list<Named>(`/v1/check_student_name_list?keyword=${disabled.phone}&all=true`))).toEqual([
      disabled.id,
    ]);
  });

  it("refuses a bad campus id and unknown parameters", async () => {
    await expectBadParam("/v1/check_student_name_list?campus_id=-3", "campus_id", /校区ID/);
    await expectBadParam("/v1/check_student_name_list?limit=500", "limit");
  });
});

describe("access", () => {
  const urls = [
    "/v1/category_list_class?code=xk",
    "/v1/campus_name_list_class",
    "/v1/lecturer_name_list_class",
    "/v1/check_student_name_list",
  ];

  it("needs a token", async () => {
    for (const url of urls) {
      const res = await get(url, "");
      expect(res.statusCode, url).toBe(401);
      expect(body(res).code).toBe(401);
    }
  });

  it("lets the editor read and refuses an account without READ", async () => {
    const editor = await t.login("editor");
    for (const url of urls) expect((await get(url, editor)).statusCode, url).toBe(200);
    const payload = { username: "newcomer", password: "newcomer123" };
    await t.app.inject({ method: "POST", url: "/api/register", payload });
    const newcomer = await t.login("newcomer", "newcomer123");
    for (const url of urls) expect((await get(url, newcomer)).statusCode, url).toBe(403);
  });
});

describe("a resource removed from the config", () => {
  let bare: TestApp;
  beforeAll(async () => {
    const config = loadConfig("config", shippedParts);
    // Students and the resources pointing at lecturers go with the lecturer file.
    const { lecturer: _l, student: _s, video: _v, ...resources } = config.resources;
    bare = await createTestApp({ config: { ...config, resources } });
  });
  afterAll(() => bare.close());

  it("answers an empty list, not an error", async () => {
    const token = await bare.login("admin");
    for (const url of ["/v1/lecturer_name_list_class", "/v1/check_student_name_list?keyword=1"]) {
      const res = await bare.app.inject({ method: "GET", url: `/api${url}`, headers: { code: token } });
      expect(res.statusCode, url).toBe(200);
      expect(body<{ list: unknown[] }>(res).data.list).toEqual([]);
    }
    const campuses = await bare.app.inject({
      method: "GET",
      url: "/api/v1/campus_name_list_class",
      headers: { code: token },
    });
    expect(body<{ list: unknown[] }>(campuses).data.list.length).toBeGreaterThan(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { educationApp, type EducationApp } from "../helpers/education-app.js";

/** GET /api/v1/get_live_lesson_list_serch (spec §7, spelled as the original): the live-lesson search. */

interface Option {
  id: number;
  title: string;
  start_at: string;
  duration: number;
  status: number;
  lecturer_id: number;
  lecturer_name: string;
  subject_id: number;
  subject_name: string;
}
interface Lesson {
  id: number;
  title: string;
  start_at: string;
  duration: number;
  status: number;
}

/** The app's clock reads 19:30 in Shanghai on the seed's day. */
const NOW = "2026-11-23 19:30:00";
const URL = "/v1/get_live_lesson_list_serch";

let t: EducationApp;
// Seeding every page these lessons point to takes a few seconds on a busy machine.
beforeAll(async () => {
  t = await educationApp();
}, 60_000);
afterAll(() => t.close());

const search = async (query = "", token?: string) => {
  const res = await t.call("GET", `${URL}${query}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ list: Option[] }>(res).data.list;
};
const endOf = (l: Lesson) =>
  new Date(Date.parse(`${l.start_at.replace(" ", "T")}Z`) + l.duration * 60_000)
    .toISOString()
    .slice(0, 19)
    .replace("T", " ");
const lessons = () => t.sql.all<Lesson>("SELECT id, title, start_at, duration, status FROM res_live_lesson");

describe("without a keyword", () => {
  it("lists the 20 lessons not over yet, soonest first: on air, then to come, never cancelled", async () => {
    const list = await search();
    const expected = (await lessons())
      .filter((l) => l.status !== 0 && endOf(l) > NOW)
      .sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id)
      .slice(0, 20);
    expect(list.map((l) => l.id)).toEqual(expected.map((l) => l.id));
    expect(list).toHaveLength(20);
    expect(list[0]).toMatchObject({ start_at: "2026-11-23 19:00:00", status: 2 });
    expect(list.every((l) => l.start_at >= "2026-11-23 19:00:00")).toBe(true);
  });

  it("names each lesson's lecturer and subject", async () => {
    const [first] = await search();
    const [lecturer] = await t.sql.all<{ name: string }>(
      "SELECT name FROM res_lecturer WHERE id = ?",
      first.lecturer_id,
    );
    const [subject] = await t.sql.all<{ name: string }>("SELECT name FROM res_category WHERE id = ?", first.subject_id);
    expect(Object.keys(first).sort()).toEqual(
      [
        "duration",
        "id",
        "lecturer_id",
        "lecturer_name",
        "start_at",
        "status",
        "subject_id",
        "subject_name",
        "title",
      ].sort(),
    );
    expect([first.lecturer_name, first.subject_name]).toEqual([lecturer.name, subject.name]);
  });

  it("treats an empty keyword as none", async () => {
    expect((await search("?keyword=")).map((l) => l.id)).toEqual((await search()).map((l) => l.id));
    expect((await search("?keyword=%20%20")).map((l) => l.id)).toEqual((await search()).map((l) => l.id));
  });
});

describe("with a keyword", () => {
  it("finds lessons whose title contains it, at most 20, those not over first", async () => {
    // 高: every lesson of 高一, 高二 and 高三, most of the sample.
    const list = await search(`?keyword=${encodeURIComponent("高")}`);
    const matching = (await lessons()).filter((l) => l.status !== 0 && l.title.includes("高"));
    expect(matching.length).toBeGreaterThan(20);
    expect(list).toHaveLength(20);
    for (const l of list) expect(l.title).toContain("高");
    const coming = matching
      .filter((l) => endOf(l) > NOW)
      .sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id);
    expect(list.map((l) => l.id)).toEqual(coming.slice(0, 20).map((l) => l.id));
  });

  it("lists past lessons after the coming ones, latest first", async () => {
    // A grade and subject (`高三数学`, how titles begin) with past lessons and fewer than 20 to come.
    const all = (await lessons()).filter((l) => l.status !== 0);
    const word = [...new Set(all.map((l) => l.title.split(" ")[0]))].find((w) => {
      const ofWord = all.filter((l) => l.title.startsWith(w));
      return ofWord.some((l) => endOf(l) <= NOW) && ofWord.filter((l) => endOf(l) > NOW).length < 20;
    })!;
    const list = await search(`?keyword=${encodeURIComponent(word)}`);
    const coming = all.filter((l) => l.title.includes(word) && endOf(l) > NOW).length;
    const tail = list.slice(coming);
    expect(list.slice(0, coming).every((l) => l.status !== 3)).toBe(true);
    expect(tail.length).toBeGreaterThan(0);
    expect(tail.every((l) => l.status === 3)).toBe(true);
    expect(tail.map((l) => l.start_at)).toEqual([...tail.map((l) => l.start_at)].sort().reverse());
  });

  it("finds a lesson just created, and leaves it out once cancelled", async () => {
    const [lecturer] = await t.sql.all<{ id: number; campus_id: number; subject_ids: string }>(
      "SELECT id, campus_id, subject_ids FROM res_lecturer WHERE working_state = 1 LIMIT 1",
    );
    const made = await t.call("POST", "/v1/resources/live-lesson", {
      title: "高三化学 有机推断 押题直播",
      subject_id: (JSON.parse(lecturer.subject_ids) as number[])[0],
      grade: 12,
      campus_id: lecturer.campus_id,
      lecturer_id: lecturer.id,
      start_at: "2026-12-12 19:00:00",
      duration: 60,
      max_seats: 300,
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = body<{ id: number }>(made).data.id;
    expect((await search(`?keyword=${encodeURIComponent("有机推断 押题")}`)).map((l) => l.id)).toEqual([id]);
    await t.call("PUT", `/v1/resources/live-lesson/${id}`, { status: 0 });
    expect(await search(`?keyword=${encodeURIComponent("有机推断 押题")}`)).toEqual([]);
  });

  it("matches % and _ as themselves", async () => {
    expect(await search("?keyword=%25")).toEqual([]);
    expect(await search("?keyword=_")).toEqual([]);
  });
});

describe("refusals", () => {
  it("refuses unknown parameters and long keywords with 10001 and a message per parameter", async () => {
    for (const [query, field, message] of [
      ["?limit=5", "limit", "不支持的查询参数"],
      [`?keyword=${"直".repeat(51)}`, "keyword", "关键字不能超过50个字符"],
    ]) {
      const res = await t.call("GET", `${URL}${query}`);
      expect(res.statusCode).toBe(400);
      expect(body(res).code).toBe(10001);
      expect(body<{ errors: Record<string, string> }>(res).data.errors[field]).toBe(message);
    }
  });

  it("needs a token, and READ", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: `/api${URL}` });
    expect([anonymous.statusCode, body(anonymous).code]).toEqual([401, 401]);
    const reg = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { username: "visitor01", password: "secret123" },
    });
    expect(body(reg).code).toBe(200);
    const nobody = await t.login("visitor01", "secret123");
    expect((await t.call("GET", URL, undefined, nobody)).statusCode).toBe(403);
    expect((await search("", t.editor)).length).toBe(20);
  });
});

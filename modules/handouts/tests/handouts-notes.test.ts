import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import type { NoteRow } from "../common/handouts.js";

type Row = NoteRow;
type Page = { list: Row[]; total: number };
type Errors = { errors: Record<string, string> };

let t: TestApp;
let admin: string;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, editor] = [await t.login("admin"), await t.login("editor")];
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object, token: string | undefined = admin) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: token ? { code: token } : {} });
const page = async (query: string) => {
  const res = await call("GET", `/v1/get_lecture_notes_list?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<Page>(res).data;
};
const sql = <T>(query: string, ...params: unknown[]) => t.sql.all<T>(query, ...params);
const one = async <T>(query: string, ...params: unknown[]) => (await t.sql.get<T>(query, ...params)) as T;
/** A handout (type 1) and a homework (type 2) file of a subject. */
const fileOf = async (subjectId: number, type: 1 | 2) =>
  (
    await one<{ id: number }>(
      `SELECT id FROM handout_nodes WHERE kind = 'file' AND type = ? AND subject_id = ?`,
      type,
      subjectId,
    )
  ).id;

describe("GET /api/v1/get_lecture_notes_list", () => {
  it("pages every seeded video with its names, 10 by default", async () => {
    const { n } = await one<{ n: number }>("SELECT COUNT(*) AS n FROM res_video");
    const first = await page("");
    expect(first.total).toBe(n);
    expect(first.list).toHaveLength(10);
    const r = first.list[0];
    const v = await one<Record<string, number | string>>("SELECT * FROM res_video WHERE id = ?", r.video_id);
    expect(r.video_name).toBe(v.video_name);
    expect(r.subject).toBe(
      (await one<{ name: string }>("SELECT name FROM res_category WHERE id = ?", v.subject_id)).name,
    );
    expect(r.teacher).toBe(
      (await one<{ name: string }>("SELECT name FROM res_lecturer WHERE id = ?", v.teacher_id)).name,
    );
    expect(r.material_version).toBeTruthy();
    expect(r.volume_area).toBeTruthy();
    const next = await page("pageNo=2&pageSize=25");
    expect(next.list).toHaveLength(25);
    expect(next.list[0].video_id).toBe((await page("pageSize=26")).list[25].video_id);
  });

  it("filters by name (contains), subject, teacher, textbook and volume area together", async () => {
    const v = await one<Record<string, number>>("SELECT * FROM res_video ORDER BY id LIMIT 1 OFFSET 7");
    const q = `subject_id=${v.subject_id}&teacher_id=${v.teacher_id}&material_version_id=${v.material_version_id}&volume_area_id=${v.volume_area_id}`;
    const expected = await sql<{ id: number }>(
      "SELECT id FROM res_video WHERE subject_id = ? AND teacher_id = ? AND material_version_id = ? AND volume_area_id = ?",
      v.subject_id,
      v.teacher_id,
      v.material_version_id,
      v.volume_area_id,
    );
    const got = await page(`${q}&pageSize=100`);
    expect(got.total).toBe(expected.length);
    expect(got.list.map((r) => r.video_id).sort((a, b) => a - b)).toEqual(expected.map((e) => e.id));
    const byName = await page(`video_name=${encodeURIComponent("第2讲")}&pageSize=100`);
    expect(byName.total).toBe(
      (await one<{ n: number }>("SELECT COUNT(*) AS n FROM res_video WHERE video_name LIKE '%第2讲%'")).n,
    );
    expect(byName.list.every((r) => r.video_name.includes("第2讲"))).toBe(true);
    expect((await page("video_name=%25%25nothing")).total).toBe(0);
    // A cleared select sends an empty value: no filter.
    expect((await page("subject_id=")).total).toBe((await one<{ n: number }>("SELECT COUNT(*) AS n FROM res_video")).n);
  });

  it("sorts by a whitelisted column in both directions", async () => {
    const asc = (await page("prop=teacher&order=ascending&pageSize=100")).list.map((r) => r.teacher);
    expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = (await page("prop=video_id&order=descending&pageSize=5")).list.map((r) => r.video_id);
    const max = (await one<{ m: number }>("SELECT MAX(id) AS m FROM res_video")).m;
    expect(desc).toEqual([max, max - 1, max - 2, max - 3, max - 4]);
  });

  it("gives preview for linked videos and download only for downloadable handouts", async () => {
    const rows = (await page("pageSize=100")).list;
    const linked = rows.filter((r) => r.handout_id);
    expect(linked.length).toBeGreaterThan(rows.length / 5);
    expect(linked.length).toBeLessThan(rows.length / 2);
    for (const r of rows.filter((x) => !x.handout_id))
      expect([r.preview, r.download, r.task_id, r.handout_name]).toEqual(["", "", null, ""]);
    for (const r of linked) {
      const h = await one<{ downloadable: number; label: string }>(
        "SELECT * FROM handout_nodes WHERE id = ?",
        r.handout_id,
      );
      // The token-checked file route, not a public address (issue 13: private files).
      expect(r.preview).toBe(`/api/v1/handout_file/${r.handout_id}`);
      expect(r.download).toBe(h.downloadable ? `${r.preview}?download=1` : "");
      // The viewer is titled with the handout's name (issue 14).
      expect(r.handout_name).toBe(h.label);
    }
    expect(linked.some((r) => r.download) && linked.some((r) => !r.download)).toBe(true);
    const pdf = await t.app.inject({ method: "GET", url: linked[0].preview, headers: { code: admin } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it.each([
    ["pageSize=101", "pageSize"],
    ["pageNo=0", "pageNo"],
    ["prop=url", "prop"],
    ["order=up", "order"],
    ["subject_id=abc", "subject_id"],
    ["colour=red", "colour"],
  ])("rejects %s with 10001 on the field", async (query, field) => {
    const res = await call("GET", `/v1/get_lecture_notes_list?${query}`);
    expect(res.statusCode).toBe(400);
    expect(body<Errors>(res).code).toBe(10001);
    expect(Object.keys(body<Errors>(res).data.errors)).toContain(field);
  });

  it("serves pages up to 100000 and refuses one past it (页码过大), never a 500", async () => {
    expect((await page("pageNo=100000&pageSize=100")).list).toEqual([]);
    for (const pageNo of ["100001", "99999999999999999"]) {
      const res = await call("GET", `/v1/get_lecture_notes_list?pageNo=${pageNo}&pageSize=100`);
      expect([res.statusCode, body(res).code]).toEqual([400, 10001]);
      expect(body<Errors>(res).data.errors).toEqual({ pageNo: "页码过大" });
    }
  });

  it("answers 401 without a token", async () => {
    const res = await call("GET", "/v1/get_lecture_notes_list", undefined, "");
    expect(res.statusCode).toBe(401);
    expect(body(res).code).toBe(401);
  });
});

describe("set_handout, relation_lecture_notes and cancel_lecture_notes", () => {
  const unlinked = async () =>
    await one<{ id: number; subject_id: number }>(
      "SELECT id, subject_id FROM res_video WHERE id NOT IN (SELECT video_id FROM video_handouts) ORDER BY id LIMIT 1",
    );

  it("checks a link and names the wrong part", async () => {
    const v = await unlinked();
    const [handout, task] = [await fileOf(v.subject_id, 1), await fileOf(v.subject_id, 2)];
    const check = (payload: object) => call("POST", "/back_teacher/v1/set_handout", payload);
    const ok = await check({ video_id: v.id, handout_id: handout, task_id: task });
    expect(ok.statusCode).toBe(200);
    expect(body(ok).data).toEqual({ ok: true });
    const noVideo = await check({ video_id: 999999, handout_id: handout, task_id: task });
    expect([noVideo.statusCode, body(noVideo).code]).toEqual([404, 13000]);
    // A homework is not a handout, a folder is not a file, and the other way round.
    const wrongHandout = await check({ video_id: v.id, handout_id: task, task_id: task });
    expect([wrongHandout.statusCode, body(wrongHandout).code]).toEqual([404, 30003]);
    expect(Object.keys(body<Errors>(wrongHandout).data.errors)).toEqual(["handout_id"]);
    const folder = (await one<{ id: number }>("SELECT id FROM handout_nodes WHERE kind = 'folder' AND type = 2")).id;
    const wrongTask = await check({ video_id: v.id, handout_id: handout, task_id: folder });
    expect([wrongTask.statusCode, body(wrongTask).code]).toEqual([404, 30004]);
    expect(Object.keys(body<Errors>(wrongTask).data.errors)).toEqual(["task_id"]);
    expect(await sql("SELECT 1 FROM video_handouts WHERE video_id = ?", v.id)).toHaveLength(0);
  });

  it("refuses a handout (30003) or homework (30004) of another subject than the video's", async () => {
    const v = await unlinked();
    const other = (
      await one<{ id: number }>(
        "SELECT DISTINCT subject_id AS id FROM handout_nodes WHERE kind = 'file' AND subject_id <> ?",
        v.subject_id,
      )
    ).id;
    const own = { handout_id: await fileOf(v.subject_id, 1), task_id: await fileOf(v.subject_id, 2) };
    const cases = [
      [{ ...own, handout_id: await fileOf(other, 1) }, 30003, { handout_id: "所选讲义不属于该视频的学科" }],
      [{ ...own, task_id: await fileOf(other, 2) }, 30004, { task_id: "所选作业不属于该视频的学科" }],
    ] as const;
    for (const [ids, code, errors] of cases) {
      for (const [method, url] of [
        ["POST", "/back_teacher/v1/set_handout"],
        ["PUT", "/v1/relation_lecture_notes"],
      ] as const) {
        const res = await call(method, url, { video_id: v.id, ...ids });
        expect([res.statusCode, body(res).code], url).toEqual([400, code]);
        expect(body<Errors>(res).data.errors).toEqual(errors);
      }
    }
    expect(await sql("SELECT 1 FROM video_handouts WHERE video_id = ?", v.id)).toHaveLength(0);
  });

  it("requires all three ids with the form's messages", async () => {
    const res = await call("POST", "/back_teacher/v1/set_handout", { video_id: 1 });
    expect(res.statusCode).toBe(400);
    expect(body<Errors>(res).data.errors).toMatchObject({ handout_id: "请选择讲义", task_id: "请选择作业" });
    const bad = await call("PUT", "/v1/relation_lecture_notes", { video_id: "x", handout_id: 1, task_id: 1, more: 1 });
    expect(Object.keys(body<Errors>(bad).data.errors).sort()).toEqual(["more", "video_id"]);
  });

  it("commits a link, shows it in the list, then removes it; both audited", async () => {
    const v = await unlinked();
    const [handout, task] = [await fileOf(v.subject_id, 1), await fileOf(v.subject_id, 2)];
    const res = await call("PUT", "/v1/relation_lecture_notes", { video_id: v.id, handout_id: handout, task_id: task });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).message).toBe("添加成功");
    const row = (await page(`prop=video_id&order=ascending&pageSize=100`)).list.find((r) => r.video_id === v.id)!;
    expect([row.handout_id, row.task_id]).toEqual([handout, task]);
    expect(row.preview).toBe(`/api/v1/handout_file/${handout}`);
    const refused = await call("PUT", "/v1/relation_lecture_notes", {
      video_id: v.id,
      handout_id: task,
      task_id: task,
    });
    expect(body(refused).code).toBe(30003);
    expect(
      (await one<{ handout_id: number }>("SELECT * FROM video_handouts WHERE video_id = ?", v.id)).handout_id,
    ).toBe(handout);
    const cancel = await call("PUT", "/v1/cancel_lecture_notes", { video_id: v.id });
    expect([cancel.statusCode, body(cancel).message]).toEqual([200, "删除成功"]);
    expect(await sql("SELECT 1 FROM video_handouts WHERE video_id = ?", v.id)).toHaveLength(0);
    const log = await sql<{ action: string }>("SELECT action FROM operation_log WHERE target = ?", `video:${v.id}`);
    expect(log.map((l) => l.action)).toEqual(["关联讲义", "取消讲义关联"]);
  });

  it("refuses the editor (no DELETE) the removal of a link with 403 and keeps it", async () => {
    const linked = await one<{ video_id: number; handout_id: number }>("SELECT * FROM video_handouts LIMIT 1");
    const res = await call("PUT", "/v1/cancel_lecture_notes", { video_id: linked.video_id }, editor);
    expect([res.statusCode, body(res).code]).toEqual([403, 403]);
    const kept = await one<{ handout_id: number }>("SELECT * FROM video_handouts WHERE video_id = ?", linked.video_id);
    expect(kept.handout_id).toBe(linked.handout_id);
    // Linking stays open to the editor (WRITE).
    const v = await unlinked();
    const link = { video_id: v.id, handout_id: await fileOf(v.subject_id, 1), task_id: await fileOf(v.subject_id, 2) };
    expect((await call("PUT", "/v1/relation_lecture_notes", link, editor)).statusCode).toBe(200);
  });

  it("answers 13000 for an unknown video on cancel", async () => {
    const res = await call("PUT", "/v1/cancel_lecture_notes", { video_id: 999999 });
    expect([res.statusCode, body(res).code]).toEqual([404, 13000]);
  });
});

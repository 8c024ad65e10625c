import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import { samplePdfs } from "../server/pdf-samples.js";
import { HANDOUT_LIMIT } from "../server/storage.js";
import type { HandoutNode } from "../common/handouts.js";

type Errors = { errors: Record<string, string> };
interface Uploaded {
  id: number;
  label: string;
  type: number;
  pages: number;
  oss_url: string;
}

let t: TestApp;
let admin: string;
let editor: string;
let pdf: Buffer;
let math: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, editor] = [await t.login("admin"), await t.login("editor")];
  pdf = Buffer.from((await samplePdfs())[0]);
  math = (await one<{ id: number }>("SELECT id FROM res_category WHERE code = 'xk' AND name = '数学'")).id;
});
afterAll(() => t.close());

const one = async <T>(query: string, ...params: unknown[]) => (await t.sql.get<T>(query, ...params)) as T;
const folder = async (label: string, type: 1 | 2) =>
  (
    await one<{ id: number }>(
      "SELECT id FROM handout_nodes WHERE subject_id = ? AND label = ? AND type = ?",
      math,
      label,
      type,
    )
  ).id;
const stored = () => readdirSync(join(t.dataDir, "uploads", "handouts")).sort();

/** A multipart body: the file part first (fields after it must still be read), then the fields. */
function form(file: { name: string; data: Buffer } | null, fields: Record<string, string | number>) {
  const boundary = "----omo-handout-boundary";
  const parts: Buffer[] = [];
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`;
    parts.push(Buffer.from(head), file.data, Buffer.from("\r\n"));
  }
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const upload = (name: string | null, data: Buffer, fields: Record<string, string | number>, token = admin) => {
  const { payload, headers } = form(name === null ? null : { name, data }, fields);
  const auth = token ? { code: token } : {};
  return t.app.inject({
    method: "POST",
    url: "/api/v1/upload_file_handout_task",
    payload,
    headers: { ...headers, ...auth },
  });
};
const into = async (label: string, type: 1 | 2) => ({ subject_id: math, id: await folder(label, type) });

describe("POST /api/v1/upload_file_handout_task", () => {
  it("stores a PDF under a generated name, serves it back and lists it with its root's type", async () => {
    const res = await upload("函数复习.pdf", pdf, await into("高一", 1));
    expect(res.statusCode, res.body).toBe(200);
    const up = body<Uploaded>(res).data;
    expect(up).toMatchObject({ label: "函数复习", type: 1, pages: 3 });
    expect(up.oss_url).toBe(`/api/v1/handout_file/${up.id}`);
    const served = await t.app.inject({ method: "GET", url: up.oss_url, headers: { code: admin } });
    expect(served.rawPayload.equals(pdf)).toBe(true);
    const row = await one<Record<string, unknown>>("SELECT * FROM handout_nodes WHERE id = ?", up.id);
    expect(row).toMatchObject({ kind: "file", original_name: "函数复习.pdf", size: pdf.length, downloadable: 0 });
    expect(await one("SELECT 1 AS x FROM operation_log WHERE target = ?", `handout:${up.id}`)).toBeTruthy();

    const task = body<Uploaded>(
      await upload("练习.PDF", pdf, { ...(await into("高二", 2)), downloadable: "1" }, editor),
    ).data;
    expect(task.type).toBe(2);
    const options = body<{ list: { id: number }[] }>(
      await t.app.inject({ method: "GET", url: "/api/v1/all_handout_list?type=2", headers: { code: admin } }),
    ).data.list;
    expect(options.map((o) => o.id)).toContain(task.id);
  });

  it("keeps the upload's 允许下载: the tree gives a download address only then, and only then it serves one (issue 14)", async () => {
    const open = body<Uploaded>(
      await upload("可下载.pdf", pdf, { ...(await into("高二", 1)), downloadable: "1" }),
    ).data;
    const closed = body<Uploaded>(
      await upload("不可下载.pdf", pdf, { ...(await into("高二", 1)), downloadable: "0" }),
    ).data;
    const res = await t.app.inject({
      method: "GET",
      url: `/api/v1/live_handout_list?subject_id=${math}`,
      headers: { code: admin },
    });
    const walk = (nodes: HandoutNode[]): HandoutNode[] => nodes.flatMap((n) => [n, ...walk(n.children)]);
    const nodes = walk(body<HandoutNode[]>(res).data);
    const shown = (id: number) => nodes.find((n) => n.id === id)!;
    expect(shown(open.id)).toMatchObject({ downloadable: true, download: `${open.oss_url}?download=1` });
    expect(shown(closed.id).downloadable).toBe(false);
    expect(shown(closed.id).download).toBeUndefined();

    const saved = await t.app.inject({ method: "GET", url: shown(open.id).download!, headers: { code: editor } });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(saved.rawPayload.equals(pdf)).toBe(true);
    const refused = await t.app.inject({
      method: "GET",
      url: `${closed.oss_url}?download=1`,
      headers: { code: admin },
    });
    expect([refused.statusCode, body(refused).code]).toEqual([403, 30007]);
  });

  it("refuses what is not a PDF by content (30006), whatever its name, and keeps nothing", async () => {
    const before = stored();
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
    const cases: [Buffer, string][] = [
      [png, "文件格式错误，仅支持PDF"],
      // The header alone is not enough: the file must read as a PDF.
      [Buffer.from("%PDF-1.7 but nothing else"), "PDF文件已损坏，无法读取"],
    ];
    for (const [data, message] of cases) {
      const res = await upload("fake.pdf", data, await into("高一", 1));
      expect([res.statusCode, body(res).code]).toEqual([400, 30006]);
      expect(body<Errors>(res).data.errors.file).toBe(message);
    }
    expect(stored()).toEqual(before);
  });

  it("refuses a file over the limit with 413 and a clear message", async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(HANDOUT_LIMIT + 1 - pdf.length)]);
    const res = await upload("big.pdf", big, await into("高一", 1));
    expect([res.statusCode, body(res).code]).toEqual([413, 413]);
    expect(body(res).message).toBe("讲义文件不能超过50MB");
  });

  describe("a multipart body it cannot read whole", () => {
    const raw = (contentType: string, payload: Buffer) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/upload_file_handout_task",
        payload,
        headers: { "content-type": contentType, code: admin },
      });
    const filePart = (boundary: string, name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`;
    const malformed = "上传内容不完整或格式错误，请重新选择文件";

    it("answers 10001 for a multipart type without a boundary", async () => {
      const res = await raw("multipart/form-data", Buffer.concat([Buffer.from(filePart("b", "a.pdf")), pdf]));
      expect([res.statusCode, body(res).code]).toEqual([400, 10001]);
      expect(body<Errors>(res).data.errors).toEqual({ file: malformed });
    });

    it("answers 10001 for a body cut off in the middle of the file, and keeps nothing", async () => {
      const before = stored();
      const cut = Buffer.concat([Buffer.from(filePart("b", "a.pdf")), pdf.subarray(0, pdf.length >> 1)]);
      const res = await raw("multipart/form-data; boundary=b", cut);
      expect([res.statusCode, body(res).code]).toEqual([400, 10001]);
      expect(body<Errors>(res).data.errors).toEqual({ file: malformed });
      expect(stored()).toEqual(before);
    });

    it("answers 10001 for two files (not 413: nothing is too large)", async () => {
      const { id, subject_id } = await into("高一", 1);
      const two = Buffer.concat([
        Buffer.from(filePart("b", "one.pdf")),
        pdf,
        Buffer.from(`\r\n${filePart("b", "two.pdf")}`),
        pdf,
        Buffer.from(`\r\n--b\r\nContent-Disposition: form-data; name="id"\r\n\r\n${id}\r\n`),
        Buffer.from(`--b\r\nContent-Disposition: form-data; name="subject_id"\r\n\r\n${subject_id}\r\n--b--\r\n`),
      ]);
      const before = stored();
      const res = await raw("multipart/form-data; boundary=b", two);
      expect([res.statusCode, body(res).code]).toEqual([400, 10001]);
      expect(body<Errors>(res).data.errors).toEqual({ file: "只能上传一个文件" });
      expect(stored()).toEqual(before);
    });
  });

  it("drops control characters from the file's name in its label", async () => {
    const res = await upload("控\u0001制\u007f.pdf", pdf, await into("高二", 1));
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Uploaded>(res).data.label).toBe("控制");
  });

  it("refuses a duplicate name in one folder (31001) and leaves no file behind", async () => {
    expect((await upload("同名讲义.pdf", pdf, await into("高三", 1))).statusCode).toBe(200);
    const before = stored();
    const res = await upload("同名讲义.pdf", pdf, await into("高三", 1));
    expect([res.statusCode, body(res).code]).toEqual([409, 31001]);
    expect(stored()).toEqual(before);
    // Another folder may hold the same name.
    expect((await upload("同名讲义.pdf", pdf, await into("高二", 1))).statusCode).toBe(200);
  });

  it("keeps a path-traversal name inside the folder, as a label only", async () => {
    for (const name of ["../../../escape.pdf", "..\\..\\escape2.pdf"]) {
      const res = await upload(name, pdf, await into("高三", 1));
      expect(res.statusCode, res.body).toBe(200);
      expect(body<Uploaded>(res).data.label).toMatch(/^escape2?$/);
      const file = await one<{ stored_name: string }>(
        "SELECT stored_name FROM handout_nodes WHERE id = ?",
        body<Uploaded>(res).data.id,
      );
      expect(stored()).toContain(file.stored_name);
    }
    for (const dir of [t.dataDir, join(t.dataDir, "uploads"), join(t.dataDir, "..")])
      expect(existsSync(join(dir, "escape.pdf"))).toBe(false);
  });

  it.each([
    ["no file", null, {}, "file", "请上传文件"],
    ["no parent", "a.pdf", { subject_id: 1 }, "id", "请选择父级文件夹"],
    ["a bad subject", "a.pdf", { subject_id: "x", id: 1 }, "subject_id", "请选择学科"],
    ["an unknown field", "a.pdf", { other: "1" }, "other", "不允许的字段"],
  ])("answers 10001 for %s", async (_, name, fields, field, message) => {
    const res = await upload(name, pdf, fields as Record<string, string>);
    expect([res.statusCode, body(res).code]).toEqual([400, 10001]);
    expect(body<Errors>(res).data.errors[field]).toBe(message);
  });

  it("needs an existing folder of the same subject (30003) and a token (401)", async () => {
    const file = (
      await one<{ id: number }>("SELECT id FROM handout_nodes WHERE kind = 'file' AND subject_id = ?", math)
    ).id;
    expect(body(await upload("a.pdf", pdf, { subject_id: math, id: 999999 })).code).toBe(30003);
    expect(body(await upload("a.pdf", pdf, { subject_id: math, id: file })).code).toBe(30003);
    const other = await upload("a.pdf", pdf, { ...(await into("高一", 1)), subject_id: math + 1 });
    expect(Object.keys(body<Errors>(other).data.errors)).toEqual(["subject_id"]);
    expect((await upload("a.pdf", pdf, await into("高一", 1), "")).statusCode).toBe(401);
  });

  it("stores real bytes: a seeded file on disk is a readable PDF", async () => {
    const name = (await one<{ stored_name: string }>("SELECT stored_name FROM handout_nodes WHERE pages = 40"))
      .stored_name;
    expect(
      readFileSync(join(t.dataDir, "uploads", "handouts", name))
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});

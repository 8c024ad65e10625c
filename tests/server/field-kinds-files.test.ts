import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { resourceApp, type ResourceApp } from "../helpers/resources-fixture.js";
import { multipart } from "../helpers/multipart.js";
import { sweepRecordFiles } from "../../mock-server/resources/files/sweep.js";

/** A resource with a private PDF field (2 KB at most), a public image-file field and rich text. */
const dossier = {
  name: "dossier",
  title: "档案",
  record: {
    type: "object",
    required: ["name"],
    properties: {
      name: { type: "string", title: "名称", maxLength: 20 },
      paper: { type: "string", title: "扫描件", format: "file", file: { accept: ["pdf"], maxSize: 2048 } },
      poster: { type: "string", title: "海报", format: "file", file: { accept: ["image/*"], public: true } },
    },
  },
  list: { columns: [{ field: "name" }, { field: "paper" }, { field: "poster" }] },
};

const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(200, 32), Buffer.from("\n%%EOF\n")]);
// A real 1×1 PNG: file-type reads the chunks, not just the signature.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

let t: ResourceApp;
let visitor: string;
beforeAll(async () => {
  t = await resourceApp({}, [dossier]);
  await t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { username: "visitor3", password: "secret123" },
  });
  visitor = await t.login("visitor3", "secret123");
});
afterAll(() => t.close());

const upload = (field: string, name: string, content: Buffer, token = t.admin) => {
  const { payload, headers } = multipart(name, content, "file", "application/octet-stream");
  return t.app.inject({
    method: "POST",
    url: `/api/v1/resources/dossier/files/${field}`,
    payload,
    headers: { ...headers, code: token },
  });
};
type Uploaded = { key: string; name: string; size: number; mime: string; url: string; public: boolean };
const uploaded = async (field: string, name: string, content: Buffer, token?: string) => {
  const res = await upload(field, name, content, token);
  expect(res.statusCode, res.body).toBe(200);
  return body<Uploaded>(res).data;
};
const privateFiles = () => readdirSync(join(t.dataDir, "uploads", "files"));

describe("file fields: upload", () => {
  it("stores a PDF judged by content under a generated key, private, with its name kept for display", async () => {
    const file = await uploaded("paper", "2026 协议.pdf", PDF);
    expect(file).toMatchObject({ name: "2026 协议.pdf", size: PDF.length, mime: "application/pdf", public: false });
    expect(file.key).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(file.url).toBe(`/v1/resources/dossier/files/paper/${file.key}`);
    expect(privateFiles()).toContain(file.key);
    // Not under the public /uploads/: its sub-folder is never served there.
    expect((await t.app.inject({ method: "GET", url: `/uploads/files/${file.key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/uploads/${file.key}` })).statusCode).toBe(404);
  });

  it("refuses by content, whatever the name says, in Chinese", async () => {
    const before = privateFiles().length;
    const fake = await upload("paper", "合同.pdf", Buffer.from("<script>alert(1)</script>"));
    expect(fake.statusCode).toBe(400);
    expect(body(fake)).toMatchObject({ code: 10001, data: { errors: { file: "扫描件只能上传 PDF 文件" } } });
    const png = await upload("paper", "合同.pdf", PNG);
    expect(body(png).data).toEqual({ errors: { file: "扫描件只能上传 PDF 文件" } });
    expect(privateFiles()).toHaveLength(before);
  });

  it("refuses a file over the field's maxSize with 413", async () => {
    const big = await upload("paper", "big.pdf", Buffer.concat([PDF, Buffer.alloc(4096)]));
    expect(big.statusCode).toBe(413);
    expect(body(big)).toMatchObject({ code: 413, data: { errors: { file: "扫描件不能超过2KB" } } });
  });

  it("needs write access to the resource, and a known field", async () => {
    const denied = await upload("paper", "a.pdf", PDF, visitor);
    expect([denied.statusCode, body(denied).code]).toEqual([403, 403]);
    const unknown = await upload("name", "a.pdf", PDF);
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).code).toBe(10001);
  });
});

describe("file fields: records and downloads", () => {
  it("a row keeps the key; the list names the file; a reader downloads it with the token only", async () => {
    const file = await uploaded("paper", "协议.pdf", PDF);
    const created = await t.call("POST", "/api/v1/resources/dossier", { name: "甲", paper: file.key });
    expect(created.statusCode, created.body).toBe(200);
    const list = body<{ list: Record<string, unknown>[] }>(await t.call("GET", "/api/v1/resources/dossier")).data.list;
    const row = list.find((r) => r.name === "甲")!;
    expect(row._files).toMatchObject({ paper: { name: "协议.pdf", url: file.url, public: false }, poster: null });

    const url = `/api${file.url}`;
    const got = await t.call("GET", url, undefined, t.editor);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(got.headers["content-type"]).toBe("application/pdf");
    expect(got.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(got.headers["cache-control"]).toBe("private, no-cache");
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
    const info = await t.call("GET", `${url}?info=1`, undefined, t.editor);
    expect(body(info).data).toMatchObject({ name: "协议.pdf", size: PDF.length });

    const anonymous = await t.app.inject({ method: "GET", url });
    expect([anonymous.statusCode, body(anonymous).code]).toEqual([401, 401]);
    const noRead = await t.call("GET", url, undefined, visitor);
    expect([noRead.statusCode, body(noRead).code]).toEqual([403, 403]);
  });

  it("an upload no row holds is the uploader's alone until saved", async () => {
    const file = await uploaded("paper", "草稿.pdf", PDF, t.admin);
    const url = `/api${file.url}`;
    expect((await t.call("GET", url, undefined, t.admin)).statusCode).toBe(200);
    const other = await t.call("GET", url, undefined, t.editor);
    expect([other.statusCode, body(other).code]).toEqual([404, 10030]);
  });

  it("a write must name a file uploaded for this resource and field", async () => {
    const poster = await uploaded("poster", "p.png", PNG);
    const wrongField = await t.call("POST", "/api/v1/resources/dossier", { name: "乙", paper: poster.key });
    expect(body(wrongField)).toMatchObject({
      code: 10001,
      data: { errors: { paper: "扫描件不是已上传的文件，请重新上传" } },
    });
    const made = await t.call("POST", "/api/v1/resources/dossier", { name: "乙", paper: "0".repeat(32) + ".pdf" });
    expect(body<{ errors: Record<string, string> }>(made).data.errors.paper).toBe("扫描件不是已上传的文件，请重新上传");
    const bad = await t.call("POST", "/api/v1/resources/dossier", { name: "乙", paper: "../../omo.db" });
    expect(body<{ errors: Record<string, string> }>(bad).data.errors.paper).toBe("扫描件不是已上传的文件，请重新上传");
    // Another resource's route does not serve it either.
    const elsewhere = await t.call("GET", `/api/v1/resources/dossier/files/paper/${poster.key}`);
    expect([elsewhere.statusCode, body(elsewhere).code]).toEqual([404, 10030]);
  });

  it("replaces and removes a file by update", async () => {
    const first = await uploaded("paper", "一.pdf", PDF);
    const id = body<{ id: number }>(await t.call("POST", "/api/v1/resources/dossier", { name: "丙", paper: first.key }))
      .data.id;
    const second = await uploaded("paper", "二.pdf", PDF);
    const replaced = await t.call("PUT", `/api/v1/resources/dossier/${id}`, { paper: second.key });
    expect(body<{ _files: Record<string, { name: string }> }>(replaced).data._files.paper.name).toBe("二.pdf");
    const removed = await t.call("PUT", `/api/v1/resources/dossier/${id}`, { paper: null });
    expect(body<{ paper: unknown; _files: unknown }>(removed).data).toMatchObject({
      paper: null,
      _files: { paper: null },
    });
  });

  it("a public field's file is served to anyone at /uploads/ like images", async () => {
    const poster = await uploaded("poster", "海报.png", PNG);
    expect(poster).toMatchObject({ public: true, mime: "image/png" });
    expect(poster.url).toBe(`/uploads/${poster.key}`);
    expect(existsSync(join(t.dataDir, "uploads", poster.key))).toBe(true);
    const served = await t.app.inject({ method: "GET", url: poster.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it("a file no row holds a day after its upload is swept from the disk and the table; a held one stays", async () => {
    const held = await uploaded("paper", "留.pdf", PDF);
    await t.call("POST", "/api/v1/resources/dossier", { name: "丁", paper: held.key });
    const dropped = await uploaded("paper", "弃.pdf", PDF);
    const poster = await uploaded("poster", "弃.png", PNG);
    const { resources } = t.app.omoConfig;
    const uploads = join(t.dataDir, "uploads");
    const keys = async () =>
      (await t.app.store.db.selectFrom("record_files").select("key").execute()).map((r) => String(r.key));
    // Within the day nothing goes: the form may still be open.
    await sweepRecordFiles(t.app.store.db, resources, uploads, Date.now() + 3600_000);
    expect(await keys()).toEqual(expect.arrayContaining([held.key, dropped.key, poster.key]));
    const swept = await sweepRecordFiles(t.app.store.db, resources, uploads, Date.now() + 2 * 86_400_000);
    expect(swept).toBeGreaterThanOrEqual(2);
    const left = await keys();
    expect(left).toContain(held.key);
    expect(left).not.toContain(dropped.key);
    expect(left).not.toContain(poster.key);
    expect(privateFiles()).toContain(held.key);
    expect(privateFiles()).not.toContain(dropped.key);
    expect(existsSync(join(uploads, poster.key))).toBe(false);
    const download = await t.call("GET", `/api/v1/resources/dossier/files/paper/${held.key}`);
    expect(download.statusCode).toBe(200);
  });
});

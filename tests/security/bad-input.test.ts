import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import Fastify from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PDFDocument } from "pdf-lib";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import { disk } from "../../mock-server/plugins/store-file.js";
import { errorsPlugin } from "../../mock-server/plugins/errors.js";
import { dataDirProblem, isStorageError } from "../../mock-server/data-dir.js";
import type { ErrorCatalogue } from "../../src/types/generated/errors.js";
import { pngOf } from "../helpers/multipart.js";

/**
 * Issue 13, item 9: a malformed upload is 400 with a code, a control character is 10001 on its field,
 * a full disk is 10010 存储空间不足 with nothing half-written, an unwritable data folder one line at start.
 */
type Errors = { errors: Record<string, string> };
const PNG = pngOf();
const BOUNDARY = "----omo-bad-input";
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** A well-formed multipart body: text fields, then one file part `file`. */
function form(fields: Record<string, string>, file: { name: string; data: Buffer; type: string }): Buffer {
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(parts.join("")),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n`),
    Buffer.from(`Content-Type: ${file.type}\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

let t: TestApp;
let admin: string;
let pdf: Buffer;
/** The handout upload's fields: a folder of the first subject. */
let folder: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
  const doc = await PDFDocument.create();
  doc.addPage();
  pdf = Buffer.from(await doc.save());
  const root = (await t.sql.get<{ id: number; subject_id: number }>(
    "SELECT id, subject_id FROM handout_nodes WHERE parent_id IS NULL AND type = 1 ORDER BY id LIMIT 1",
  ))!;
  folder = { id: String(root.id), subject_id: String(root.subject_id) };
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const send = (url: string, payload: Buffer | string, contentType = multipartType) =>
  t.app.inject({ method: "POST", url, payload, headers: { "content-type": contentType, code: admin } });
const json = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { code: admin } });

const uploads = () => readdirSync(join(t.dataDir, "uploads")).sort();
const handoutFiles = () => readdirSync(join(t.dataDir, "uploads", "handouts")).sort();
const handoutRows = () => t.sql.value<number>("SELECT COUNT(*) AS n FROM handout_nodes");

/** The three upload endpoints, each with a good form of its own. */
const endpoints = () => [
  { url: "/api/v1/files", good: () => form({}, { name: "a.png", data: PNG, type: "image/png" }) },
  { url: "/api/v1/profile/avatar", good: () => form({}, { name: "me.png", data: PNG, type: "image/png" }) },
  {
    url: "/api/v1/upload_file_handout_task",
    good: () => form(folder, { name: "讲义.pdf", data: pdf, type: "application/pdf" }),
  },
];

describe("malformed multipart", () => {
  it("is 400 with code 10001 on file on every upload endpoint, never a 500, and stores nothing", async () => {
    const before = [uploads(), handoutFiles(), await handoutRows()];
    for (const { url, good } of endpoints()) {
      const whole = good();
      const cases: [string, Buffer | string, string?][] = [
        ["cut off mid-file", whole.subarray(0, whole.length - 40)],
        ["no closing boundary", whole.subarray(0, whole.lastIndexOf(`--${BOUNDARY}--`))],
        ["no boundary in the type", whole, "multipart/form-data"],
        ["not multipart inside", "this is not a form at all"],
        ["a part without headers", `--${BOUNDARY}\r\n\r\nbody\r\n--${BOUNDARY}--\r\n`],
      ];
      for (const [what, payload, type] of cases) {
        const res = await send(url, payload, type);
        expect([res.statusCode, body(res).code], `${url}: ${what}: ${res.body}`).toEqual([400, 10001]);
        expect(Object.keys(body<Errors>(res).data.errors), `${url}: ${what}`).toEqual(["file"]);
      }
    }
    expect([uploads(), handoutFiles(), await handoutRows()]).toEqual(before);
  });

  it("still takes a well-formed upload on each endpoint", async () => {
    for (const { url, good } of endpoints()) expect((await send(url, good())).statusCode, url).toBe(200);
  });
});

describe("deeply nested JSON", () => {
  const raw = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers: { "content-type": "application/json", ...headers } });

  it("is 10001 before it is parsed, before login too; a body within the limit is read as before", async () => {
    const deep = `${"[".repeat(8000)}${"]".repeat(8000)}`;
    for (const [url, headers] of [
      ["/api/login", {}],
      ["/api/v1/resources/agent", { code: admin }],
    ] as const) {
      const res = await raw(url, `{"username": ${deep}}`, headers);
      expect([res.statusCode, body(res).code], url).toEqual([400, 10001]);
      expect(body<Errors>(res).data.errors).toEqual({ body: "JSON 嵌套过深（最多 64 层）" });
    }
    // 64 levels, brackets inside strings not counted: the route's own schema answers, not the depth.
    const within = `{"username": "[[[[{{{{", "password": ${"[".repeat(63)}${"]".repeat(63)}}`;
    const res = await raw("/api/login", within);
    expect(body<Errors>(res).data.errors).not.toHaveProperty("body");
    // Fastify's parsing otherwise stands: a body poisoning the prototype is still refused.
    expect((await raw("/api/login", '{"__proto__": {"admin": true}}')).statusCode).toBe(400);
  });
});

describe("control characters", () => {
  const CONTROL = "不能包含控制字符";

  it("are 10001 on the field of a resource record, create or update, whatever the field", async () => {
    const agent = (await t.sql.get<{ id: number }>("SELECT id FROM res_agent ORDER BY id LIMIT 1"))!;
    for (const [field, value] of [
      ["name", "代理\u0000商"],
      ["remark", "备注\u0007"],
      ["region", "\u001b[31m华东"],
      ["remark", "\u007f"],
      ["remark", "C1\u0085"],
    ]) {
      const res = await json("PUT", `/api/v1/resources/agent/${agent.id}`, { [field]: value });
      expect([res.statusCode, body(res).code], `${field}: ${JSON.stringify(value)}`).toEqual([400, 10001]);
      expect(body<Errors>(res).data.errors).toEqual({ [field]: CONTROL });
    }
    const created = await json("POST", "/api/v1/resources/agent", { name: "新\u0000代理" });
    expect(body<Errors>(created).data.errors.name).toBe(CONTROL);
  });

  it("keep tabs and line breaks in multi-line text", async () => {
    const agent = (await t.sql.get<{ id: number }>("SELECT id FROM res_agent ORDER BY id LIMIT 1"))!;
    const remark = "第一行\r\n第二行\n\t缩进的第三行";
    const res = await json("PUT", `/api/v1/resources/agent/${agent.id}`, { remark });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.sql.value("SELECT remark FROM res_agent WHERE id = ?", agent.id)).toBe(remark);
  });

  it("are 10001 on the field of module bodies and query strings too", async () => {
    const profile = await json("PUT", "/api/v1/profile", { nickname: "管理员\u0000" });
    expect([profile.statusCode, body<Errors>(profile).data.errors]).toEqual([400, { nickname: CONTROL }]);
    const folderRes = await json("POST", "/api/v1/create_handout", {
      ...folder,
      id: Number(folder.id),
      label: "a\u0008b",
    });
    expect(body<Errors>(folderRes).data.errors).toEqual({ label: CONTROL });
    const filter = await json("GET", "/api/v1/resources/agent?name=%00");
    expect([filter.statusCode, body<Errors>(filter).data.errors]).toEqual([400, { name: CONTROL }]);
    const nested = await json("PUT", "/api/v1/profile", { nickname: ["ok", "no\u0001"] });
    expect(body<Errors>(nested).data.errors.nickname).toBe(CONTROL);
  });
});

describe("a full disk", () => {
  const full = (code: "ENOSPC" | "EDQUOT") => Object.assign(new Error(`${code}: no space left`), { code });

  it("answers 10010 存储空间不足 on every upload, leaving neither a partial file nor a row", async () => {
    const before = [uploads(), handoutFiles(), await handoutRows()];
    for (const { url, good } of endpoints()) {
      // The disk fills half way through the write: some bytes reach the temporary file, then ENOSPC.
      vi.spyOn(disk, "writeFile").mockImplementationOnce(async (path, data) => {
        await writeFile(path, data.subarray(0, 20));
        throw full("ENOSPC");
      });
      const res = await send(url, good());
      expect([res.statusCode, body(res).code, body(res).message], url).toEqual([507, 10010, "存储空间不足"]);
    }
    // The quota is reached as the file is put in place.
    vi.spyOn(disk, "rename").mockRejectedValueOnce(full("EDQUOT"));
    const quota = await send("/api/v1/files", endpoints()[0].good());
    expect([quota.statusCode, body(quota).code]).toEqual([507, 10010]);
    expect([uploads(), handoutFiles(), await handoutRows()]).toEqual(before);
  });

  it("answers 10010 when SQLite finds the disk full, through the one error handler", async () => {
    const errors = JSON.parse(readFileSync("config/errors.json", "utf8")) as ErrorCatalogue;
    const app = Fastify();
    await app.register(errorsPlugin, { errors });
    app.get("/write", async () => {
      throw Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
    });
    const res = await app.inject({ method: "GET", url: "/write" });
    expect([res.statusCode, res.json()]).toEqual([507, { code: 10010, message: "存储空间不足", data: null }]);
    await app.close();
  });
});

describe("an unwritable data folder", () => {
  const run = promisify(execFile);
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), "omo-datadir-"));
    // A folder cannot be made below a plain file: unwritable even for root, unlike a chmod.
    writeFileSync(join(scratch, "file"), "");
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("is named in one line by the start check; a writable one passes", () => {
    expect(dataDirProblem(join(scratch, "file", "data"))).toBe(
      `数据目录不可写 (data directory not writable): ${join(scratch, "file", "data")} (ENOTDIR)`,
    );
    expect(dataDirProblem(join(scratch, "ok"))).toBeNull();
    expect(readdirSync(join(scratch, "ok"))).toEqual(["uploads"]);
    expect(isStorageError(Object.assign(new Error(), { code: "SQLITE_READONLY" }))).toBe(true);
    expect(isStorageError(new TypeError("a bug"))).toBe(false);
  });

  it("stops npm start with that one line and no stack", async () => {
    const dataDir = join(scratch, "file", "data");
    const failed = await run("npx", ["tsx", "mock-server/main.ts"], {
      env: { ...process.env, OMO_DATA_DIR: dataDir, OMO_API_ONLY: "1", PORT: "0" },
    }).then(
      () => null,
      (err: { code: number; stderr: string; stdout: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim().split("\n")).toEqual([
      `数据目录不可写 (data directory not writable): ${dataDir} (ENOTDIR)`,
    ]);
  });
});

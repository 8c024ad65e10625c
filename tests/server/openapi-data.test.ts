import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Ajv, { type ValidateFunction } from "ajv";
import type { LightMyRequestResponse } from "fastify";
import { body } from "../helpers/test-app.js";
import { shippedApp, type Row, type ShippedApp } from "../helpers/shipped-app.js";
import { multipart, pngOf } from "../helpers/multipart.js";
import { importUpload } from "../helpers/import-files.js";

/**
 * The OpenAPI document's `data` is what the server answers (docs/resource-api.md, "The OpenAPI document"):
 * every route outside the config resources documents the data of its success, and the real answers of the
 * shipped app (every GET the seeded admin can reach, and a set of writes) pass their documented schema with
 * ajv: required fields there, types right (other fields may come; the schemas leave objects open).
 */
type Schema = Record<string, unknown>;
type Operation = { operationId: string; responses: Record<string, Schema> };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

/** Routes whose data is documented loosely on purpose, each with the reason (a `*` is one path segment). */
const LOOSE: Record<string, string> = {
  "GET /api/v1/schedule/timetable":
    "the timetable's answer is being reshaped (lessons with ids plus name maps): documented as any object until it settles",
  "POST /api/v1/resources/*/actions/*":
    "a custom action's data is whatever its handler answers (mock-server/resources/actions/), not said by the config",
  "POST /api/v1/resources/*/{id}/actions/*": "a custom row action's data: likewise its handler's",
};
const looseKey = (key: string) =>
  Object.keys(LOOSE).find((pattern) =>
    new RegExp(`^${pattern.replace(/[{}]/g, "\\$&").replace(/\*/g, "[^/]+")}$`).test(key),
  );

let t: ShippedApp;
let doc: Doc;
// Formats (`phone`, `chineseName`, …) describe a value for readers: this test checks the shape.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
const validators = new Map<string, ValidateFunction>();

beforeAll(async () => {
  t = await shippedApp();
  doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as Doc;
}, 180_000);
afterAll(() => t?.close());

/** OpenAPI 3.0's `nullable` in JSON Schema's words, which ajv checks. */
function jsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonSchema);
  if (typeof value !== "object" || value === null) return value;
  const out: Schema = {};
  for (const [k, v] of Object.entries(value)) out[k] = k === "enum" || k === "example" ? v : jsonSchema(v);
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === "string") out.type = [out.type, "null"];
  }
  return out;
}

/** Each API operation but the plain-JSON dialect's (which has no envelope), as "GET /api/…". */
function apiOperations(): [string, Operation][] {
  return Object.entries(doc.paths)
    .filter(([path]) => !/^\/api\/(rest|docs)\//.test(path))
    .flatMap(([path, item]) =>
      Object.entries(item).map(([m, op]) => [`${m.toUpperCase()} ${path}`, op] as [string, Operation]),
    );
}

const success = (op: Operation) => op.responses["200"] ?? op.responses["201"];
const jsonOf = (op: Operation) =>
  (success(op)?.content as Record<string, { schema: Schema }> | undefined)?.["application/json"]?.schema;

/** The schema of `data` in a success: the envelope's second half, or a route's own whole answer. */
function dataSchema(op: Operation): Schema | undefined {
  const schema = jsonOf(op);
  const part = (schema?.allOf as Schema[] | undefined)?.[1] ?? schema;
  return (part?.properties as Record<string, Schema> | undefined)?.data;
}

/** Says something of the value: a type, a reference, alternatives; an object names its fields. */
function typed(s: Schema | undefined): boolean {
  if (!s) return false;
  if (s.$ref || s.anyOf || s.oneOf || s.allOf || s.enum) return true;
  if (s.type === "object") return !!s.properties || typeof s.additionalProperties === "object";
  return typeof s.type === "string";
}

/** The documented answer's validator: the whole envelope, against the document's own components. */
function validatorOf(key: string): ValidateFunction {
  if (!validators.has(key)) {
    const [method, path] = key.split(" ");
    const op = doc.paths[path]?.[method.toLowerCase()];
    const schema = op && jsonOf(op);
    if (!schema) throw new Error(`${key}: no JSON answer documented`);
    validators.set(key, ajv.compile(jsonSchema({ ...schema, components: doc.components }) as Schema));
  }
  return validators.get(key)!;
}

/** The problems of an answer against its route's documented success, as `pointer message` lines. */
function problems(key: string, res: LightMyRequestResponse): string[] {
  if (res.statusCode !== 200) return [`status ${res.statusCode}: ${res.body.slice(0, 300)}`];
  const validate = validatorOf(key);
  return validate(res.json()) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

const called = new Set<string>();
/** Calls `url` (under /api) as the admin and checks its answer against the documented `path`. */
async function check(method: string, path: string, url: string, payload?: unknown, token?: string) {
  const key = `${method} /api${path}`;
  called.add(key);
  const res = await t.call(method, url, payload, token);
  // Soft: one wrong answer does not hide the others.
  expect.soft(problems(key, res), `${key} (${url})`).toEqual([]);
  return body<Row>(res).data;
}

/** Calls `url` (under /api) as the admin: a file of a content type the documented `path` names. */
async function file(path: string, url: string) {
  called.add(`GET /api${path}`);
  const res = await t.call("GET", url);
  expect.soft(res.statusCode, url).toBe(200);
  const documented = Object.keys(success(doc.paths[`/api${path}`].get).content as Schema);
  expect.soft(documented, url).toContain(String(res.headers["content-type"]).split(";")[0]);
}

/** A config resource's route by what it is, whichever the resource (its name as `*`). */
const anyResource = (key: string) => key.replace(/^(\w+ \/api\/v1\/resources\/)[^/]+/, "$1*");

/** Posts a multipart form to `path` (under /api) as the admin and checks the answer against the document. */
async function upload(path: string, form: { payload: Buffer; headers: Record<string, string> }) {
  const key = `POST /api${path}`;
  called.add(key);
  const headers = { ...form.headers, code: t.admin };
  const res = await t.app.inject({ method: "POST", url: `/api${path}`, payload: form.payload, headers });
  expect.soft(problems(key, res), key).toEqual([]);
}

describe("the document", () => {
  it("types the data of every route's success, but for the exceptions it names", () => {
    const ops = apiOperations();
    expect(ops.length).toBeGreaterThan(80);
    const untyped = ops
      .filter(([, op]) => {
        const media = Object.keys((success(op)?.content ?? {}) as Schema);
        // A file (a PDF, a spreadsheet) is documented by its content type instead.
        if (media.length && !media.includes("application/json")) return false;
        return !typed(dataSchema(op));
      })
      .map(([key]) => key);
    expect(untyped.filter((key) => !looseKey(key))).toEqual([]);
    // Each exception still exists: one that no longer applies is taken off the list.
    expect(new Set(untyped.map(looseKey))).toEqual(new Set(Object.keys(LOOSE)));
  });

  it("documents a streamed file by its content type, not the envelope", () => {
    const file = doc.paths["/api/v1/handout_file/{id}"].get;
    expect(Object.keys(success(file).content as Schema)).toEqual(["application/pdf"]);
  });

  it("refuses an answer that lacks a required field or has a field of the wrong type", () => {
    const validate = validatorOf("GET /api/v1/profile");
    const good = {
      code: 200,
      message: "",
      data: {
        username: "admin",
        nickname: "管理员",
        avatar: "",
        phone: "",
        email: "",
        admin: true,
        roles: [{ name: "admin", title: "管理员" }],
        last_login_at: null,
        created_at: "2026-11-25T00:00:00.000Z",
        extra: "an unnamed field may come",
      },
    };
    expect(validate(good)).toBe(true);
    const { username: _gone, ...withoutName } = good.data;
    expect(validate({ ...good, data: withoutName })).toBe(false);
    expect(validate({ ...good, data: { ...good.data, admin: "yes" } })).toBe(false);
    expect(validate({ ...good, data: { ...good.data, roles: [{ name: "admin" }] } })).toBe(false);
  });
});

describe("the real answers", () => {
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10);

  it("of every GET the admin can reach pass their documented schema", async () => {
    await check("GET", "/health", "/health");
    await check("GET", "/ready", "/ready");
    await check("GET", "/get_user_by_token", "/get_user_by_token");
    await check("GET", "/v1/profile", "/v1/profile");
    await check("GET", "/v1/roles", "/v1/roles");
    await check("GET", "/v1/roles/rule-options", "/v1/roles/rule-options");
    await check("GET", "/v1/accounts", "/v1/accounts");
    await check("GET", "/app/config", "/app/config");
    await file("/app/logo", "/app/logo");
    await file("/app/favicon", "/app/favicon");
    await check("GET", "/router/getList", "/router/getList");
    await check("GET", "/notice/getList", "/notice/getList");
    await check("GET", "/search/getList", "/search/getList?keyword=校区");
    await check("GET", "/v1/category_list_class", "/v1/category_list_class?code=xk");
    await check("GET", "/v1/campus_name_list_class", "/v1/campus_name_list_class");
    await check("GET", "/v1/lecturer_name_list_class", "/v1/lecturer_name_list_class");
    await check("GET", "/v1/check_student_name_list", "/v1/check_student_name_list");
    await check("GET", "/v1/get_live_lesson_list_serch", "/v1/get_live_lesson_list_serch");
    const commodities = await check("GET", "/v1/code_kind_commodities", "/v1/code_kind_commodities?kind_id=1");
    expect((commodities.list as unknown[]).length).toBeGreaterThan(0);
    await check("GET", "/v1/get_lecture_notes_list", "/v1/get_lecture_notes_list?pageSize=50");
    await check("GET", "/v1/live_handout_list", "/v1/live_handout_list");
    await check("GET", "/v1/all_handout_list", "/v1/all_handout_list?type=1");
    await check("GET", "/v1/schedule/timetable", "/v1/schedule/timetable");
    await check("GET", "/v1/schedule/campus-hours", "/v1/schedule/campus-hours?campus_id=1");
    const conflicts = await check("GET", "/v1/schedule/conflicts", "/v1/schedule/conflicts?pageSize=50");
    const conflict = (conflicts.list as Row[])[0];
    await check("GET", "/v1/schedule/conflicts/{id}", `/v1/schedule/conflicts/${conflict.id}`);
    await check("GET", "/v1/schedule/conflicts/{id}/slots", `/v1/schedule/conflicts/${conflict.id}/slots`);
    await check("GET", "/v1/schedule/lessons/{id}", `/v1/schedule/lessons/${conflict.lesson_id}`);
    for (const path of Object.keys(doc.paths).filter((p) => /^\/api\/v1\/(stats|dashboards)\//.test(p))) {
      const url = path.slice("/api".length);
      await check("GET", url, `${url}?from=${monthAgo}&to=${today}`);
    }
    await check("GET", "/v1/views", "/v1/views?resource=campus");
    await check("GET", "/config/status", "/config/status");
    await check("GET", "/config/files", "/config/files");
    await check("GET", "/config/schemas", "/config/schemas");
    await check("GET", "/config/catalogue", "/config/catalogue");

    // 答疑: a question inside an enabled rule's hours, to one of its teachers.
    const rule = (await t.ok<{ list: Row[] }>("GET", "/v1/resources/qa-rule?pageSize=100")).list.find(
      (r) => r.enabled,
    )!;
    const weekday = (rule.weekdays as number[])[0];
    const day = new Date(Date.now() + 86400_000);
    while (((day.getUTCDay() + 6) % 7) + 1 !== weekday) day.setUTCDate(day.getUTCDate() + 1);
    const at = `${day.toISOString().slice(0, 10)} ${String(rule.start_time)}`;
    const teacher = (rule.teacher_ids as number[])[0];
    await check(
      "GET",
      "/v1/qa_rule_check",
      `/v1/qa_rule_check?subject_id=${rule.subject_id}&teacher_id=${teacher}&at=${encodeURIComponent(at)}`,
    );

    // A config resource's routes (each resource's are alike: one stands for all).
    const campus = await check("GET", "/v1/resources/campus", "/v1/resources/campus?pageSize=5");
    const row = (campus.list as Row[]).find((r) => r.contract)!;
    await check("GET", "/v1/resources/campus/{id}", `/v1/resources/campus/${row.id}`);
    await check("GET", "/v1/resources/campus/options", "/v1/resources/campus/options");
    await check("GET", "/v1/resources/campus/config", "/v1/resources/campus/config");
    await check("GET", "/v1/resources/category/tree-nodes", "/v1/resources/category/tree-nodes");
    const info = `/v1/resources/campus/files/contract/${String(row.contract)}?info=1`;
    await check("GET", "/v1/resources/campus/files/{field}/{key}", info);
    await file("/v1/resources/campus/export", "/v1/resources/campus/export");
    await file("/v1/resources/campus/import/template", "/v1/resources/campus/import/template?format=xlsx");
    await file("/v1/resources/campus/import/template", "/v1/resources/campus/import/template?format=csv");

    // A stored handout: its PDF, by the content type the document names.
    const notes = await t.ok<{ list: Row[] }>("GET", "/v1/get_lecture_notes_list?pageSize=100");
    const linked = notes.list.find((n) => n.handout_id)!;
    await file("/v1/handout_file/{id}", `/v1/handout_file/${linked.handout_id}`);
  });

  it("of writes pass their documented schema", async () => {
    await check("PUT", "/account/locale", "/account/locale", { locale: "zh-CN" });
    await check("PUT", "/v1/profile", "/v1/profile", { nickname: "管理员" });
    await check("POST", "/notice/clear", "/notice/clear", { kind: "email" });

    const role = { name: "openapicheck", title: "文档检查", abilities: ["READ"], routes: null };
    await check("POST", "/v1/roles", "/v1/roles", role);
    await check("PUT", "/v1/roles/{name}", "/v1/roles/openapicheck", { title: "文档检查员" });
    await check("DELETE", "/v1/roles/{name}", "/v1/roles/openapicheck");
    const editor = (await t.ok<{ list: Row[] }>("GET", "/v1/accounts?keyword=editor")).list[0];
    await check("PUT", "/v1/accounts/{id}", `/v1/accounts/${editor.id}`, { nickname: "编辑" });

    const view = await check("POST", "/v1/views", "/v1/views", {
      resource: "campus",
      name: "文档检查",
      state: { sorters: [{ field: "id", order: "desc" }], pageSize: 20 },
    });
    await check("GET", "/v1/views/{id}", `/v1/views/${view.id}`);
    await check("PUT", "/v1/views/{id}", `/v1/views/${view.id}`, { name: "文档检查二" });
    await check("PUT", "/v1/views/default", "/v1/views/default", { resource: "campus", view_id: view.id });
    await check("PUT", "/v1/views/{id}/roles", `/v1/views/${view.id}/roles`, { roles: ["editor"] });
    await check("DELETE", "/v1/views/{id}", `/v1/views/${view.id}`);

    const [root] = await t.ok<Row[]>("GET", "/v1/live_handout_list");
    const folder = await check("POST", "/v1/create_handout", "/v1/create_handout", {
      id: root.id,
      subject_id: root.subject_id,
      label: "文档检查",
    });
    await check("PUT", "/v1/update_handout", "/v1/update_handout", { id: folder.id, label: "文档检查二" });
    await check("GET", "/v1/del_handout", `/v1/del_handout?ids=${folder.id}`);

    await check("POST", "/config/plan", "/config/plan", { files: {} });

    // Uploads, as a browser's form sends them.
    await upload("/v1/files", multipart("picture.png", pngOf()));
    await upload("/v1/profile/avatar", multipart("me.png", pngOf()));
    const template = await t.call("GET", "/v1/resources/campus/import/template?format=csv");
    await upload("/v1/resources/campus/import/check", importUpload("campus.csv", template.rawPayload));

    // 排课: a lesson far from the seeded term, moved, then deleted.
    const teacher = (await t.ok<{ list: Row[] }>("GET", "/v1/resources/lecturer?working_state=1&pageSize=1")).list[0];
    const student = (await t.ok<{ list: Row[] }>("GET", `/v1/check_student_name_list?campus_id=${teacher.campus_id}`))
      .list[0];
    const lesson = { teacher_id: teacher.id, student_id: student.id, subject_id: (teacher.subject_ids as number[])[0] };
    const made = await check("POST", "/v1/schedule/lessons", "/v1/schedule/lessons", {
      ...lesson,
      date: "2027-06-01",
      time: "10:00",
      duration: 45,
      title: "文档检查",
    });
    const id = (made.lesson as Row).id;
    await check("PUT", "/v1/schedule/lessons/{id}", `/v1/schedule/lessons/${id}`, { time: "11:00" });
    await check("DELETE", "/v1/schedule/lessons/{id}", `/v1/schedule/lessons/${id}`);
    await check("POST", "/v1/schedule/batch/preview", "/v1/schedule/batch/preview", {
      ...lesson,
      start_date: "2027-06-07",
      end_mode: "count",
      count: 2,
      repeat: "weekly",
      weekdays: [2],
      time: "10:00",
      duration: 45,
      title: "文档检查",
    });

    // Last: it ends the session the other calls used.
    const token = await t.login("editor");
    await check("GET", "/login_out", "/login_out", undefined, token);
  });

  it("cover every GET route of the document (a config resource's once, for all resources)", () => {
    const reached = new Set([...called].map(anyResource));
    const gets = new Set(
      apiOperations()
        .map(([key]) => anyResource(key))
        .filter((key) => key.startsWith("GET ")),
    );
    expect([...gets].filter((key) => !reached.has(key))).toEqual([]);
  });
});

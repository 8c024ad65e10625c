import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lintFromString, loadConfig } from "@redocly/openapi-core";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

/**
 * The OpenAPI document at /api/docs/json (docs/resource-api.md, "The OpenAPI document"): it passes redocly's
 * recommended rules (the repository's redocly.yaml), names and answers every operation, shows each config
 * resource with its own schemas, follows a live config change, and makes a typed client that type-checks.
 */
type Schema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses: Record<string, Schema>;
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Schema> };
};

let dir: string;
let t: TestApp;
let doc: Doc;
const fetchDoc = async () => (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as Doc;
const operations = (d: Doc) => Object.values(d.paths).flatMap((item) => Object.values(item));
const byId = (d: Doc, id: string) => operations(d).find((op) => op.operationId === id)!;
const jsonSchema = (r: Schema | undefined) =>
  (r?.content as Record<string, { schema: Schema }> | undefined)?.["application/json"]?.schema;

beforeAll(async () => {
  // A config folder of its own: the live change below must not touch the shipped one.
  dir = mkdtempSync(join(tmpdir(), "omo-openapi-"));
  cpSync("config", dir, { recursive: true });
  t = await createTestApp({ configDir: dir });
  doc = await fetchDoc();
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("redocly lint", () => {
  it("finds no error with the recommended rules", async () => {
    const config = await loadConfig({ configPath: "redocly.yaml" });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: "/openapi.json", config });
    const said = (severity: string) =>
      problems.filter((p) => p.severity === severity).map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(said("error")).toEqual([]);
    // Warnings pass the CLI; there should still be few.
    expect(said("warn").length, said("warn").slice(0, 5).join("\n")).toBeLessThan(10);
  });

  it("holds no keyword of ajv's dialect in any schema", () => {
    const ajvOnly = new Set(["errorMessage", "itemType", "itemValues", "valueFormats", "numberFormat", "finite"]);
    const jsonSchemaOnly = new Set(["if", "then", "else", "const", "contains", "propertyNames", "$id", "$schema"]);
    const found: string[] = [];
    const walk = (value: unknown, path: string, namesOnly = false) => {
      if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${path}/${i}`));
      if (typeof value !== "object" || value === null) return;
      for (const [key, v] of Object.entries(value)) {
        // The keys of `properties` (and of paths, components…) are names, not keywords.
        if (!namesOnly && (ajvOnly.has(key) || jsonSchemaOnly.has(key))) found.push(`${path}/${key}`);
        walk(v, `${path}/${key}`, key === "properties" || key === "paths" || key === "schemas");
      }
    };
    walk(doc, "#");
    expect(found).toEqual([]);
  });
});

describe("operations", () => {
  it("each has a unique operationId, a summary, a tag, and a 2xx and a 4xx answer with a schema", () => {
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(250);
    const ids = ops.map((op) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const lacking = ops.filter((op) => {
      const codes = Object.keys(op.responses);
      const withSchema = (c: string) => {
        const r = op.responses[c];
        return !!(r.$ref || Object.values((r.content ?? {}) as Record<string, { schema?: unknown }>)[0]?.schema);
      };
      return (
        !op.summary ||
        !op.tags?.length ||
        !codes.some((c) => c.startsWith("2") && withSchema(c)) ||
        !codes.some((c) => c.startsWith("4") && withSchema(c))
      );
    });
    expect(lacking.map((op) => op.operationId)).toEqual([]);
  });

  it("names resource routes by what they do, and other routes by method and path", () => {
    const paths = doc.paths;
    expect(paths["/api/v1/resources/campus"].get.operationId).toBe("listCampus");
    expect(paths["/api/v1/resources/campus"].post.operationId).toBe("createCampus");
    expect(paths["/api/v1/resources/campus"].delete.operationId).toBe("deleteManyCampus");
    expect(paths["/api/v1/resources/campus/{id}"].get.operationId).toBe("getCampus");
    expect(paths["/api/v1/resources/campus/{id}"].put.operationId).toBe("updateCampus");
    expect(paths["/api/v1/resources/campus/{id}"].delete.operationId).toBe("deleteCampus");
    expect(paths["/api/v1/resources/campus/options"].get.operationId).toBe("listCampusOptions");
    expect(paths["/api/v1/resources/campus-order/{id}/actions/cancel"].post.operationId).toBe("cancelCampusOrder");
    expect(paths["/api/v1/resources/activation-code/actions/generate"].post.operationId).toBe("generateActivationCode");
    expect(paths["/api/router/getList"].get.operationId).toBe("getRouterGetList");
    expect(paths["/api/v1/get_lecture_notes_list"].get.operationId).toBe("getLectureNotesList");
  });

  it("answers in the envelope, with the resource's page, row and the field errors of 10001", () => {
    const { schemas, responses } = doc.components;
    expect(jsonSchema(byId(doc, "listCampus").responses["200"])).toEqual({
      allOf: [
        { $ref: "#/components/schemas/Envelope" },
        {
          type: "object",
          required: ["data"],
          properties: { data: { $ref: "#/components/schemas/CampusPage" } },
        },
      ],
    });
    expect(schemas.CampusPage.properties).toMatchObject({
      list: { type: "array", items: { $ref: "#/components/schemas/CampusRecord" } },
      total: { type: "integer" },
    });
    const campus = schemas.CampusRecord as { required: string[]; properties: Record<string, Schema> };
    expect(campus.properties.name).toMatchObject({ type: "string", title: "校区名称" });
    expect(campus.properties.email).toMatchObject({ type: "string", format: "email", nullable: true });
    expect(campus.properties.status).toMatchObject({ type: "integer", enum: [1, 2, 0] });
    expect(campus.required).toEqual(expect.arrayContaining(["id", "name", "_labels"]));

    const update = byId(doc, "updateCampus");
    expect(jsonSchema(update.responses["200"])).toMatchObject({
      allOf: [{}, { properties: { data: { $ref: "#/components/schemas/CampusRecord" } } }],
    });
    expect(update.requestBody?.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/CampusUpdate",
    });
    expect(Object.keys(update.responses)).toEqual(expect.arrayContaining(["400", "401", "403", "404"]));
    expect(update.responses["400"]).toEqual({ $ref: "#/components/responses/BadRequest" });
    expect(jsonSchema(responses.BadRequest)).toEqual({ $ref: "#/components/schemas/ValidationError" });
    expect(JSON.stringify(schemas.ValidationError)).toContain('"errors":{"type":"object"');

    const cancel = byId(doc, "cancelCampusOrder");
    expect(Object.keys(cancel.responses)).toContain("409");
    expect(byId(doc, "exportCampus").responses["200"].content).toHaveProperty("text/csv");
  });

  it("describes each list parameter: filters with their operator, paging and sort", () => {
    const params = (byId(doc, "listCampus") as unknown as { parameters: { name: string; description?: string }[] })
      .parameters;
    const described = Object.fromEntries(params.map((p) => [p.name, p.description]));
    expect(described).toMatchObject({
      name: "校区名称：包含（contains）",
      sales_mode: "销售模式：属于其一（in）",
      status: "状态：等于（eq）",
      pageNo: expect.any(String),
      pageSize: expect.any(String),
      prop: expect.any(String),
      order: expect.any(String),
    });
    const openedOn = params.find((p) => p.name === "opened_on") as unknown as { schema: Schema };
    expect(openedOn.schema).toMatchObject({ type: "array", items: { type: "string", format: "date", nullable: true } });
  });

  it("answers with the `data` a route describes for the document (`x-data`)", () => {
    expect(jsonSchema(byId(doc, "getHealth").responses["200"])).toMatchObject({
      allOf: [{}, { properties: { data: { type: "object", properties: { ok: { type: "boolean" } } } } }],
    });
    expect(JSON.stringify(doc)).not.toContain("x-data");
  });

  it("leaves public routes without the token requirement", () => {
    expect((byId(doc, "postLogin") as unknown as { security: unknown[] }).security).toEqual([]);
    expect(byId(doc, "postLogin").responses).not.toHaveProperty("401");
  });
});

describe("a live config change", () => {
  it("publishes the new resource's routes and schemas", async () => {
    const room = {
      name: "room",
      title: "教室",
      record: {
        type: "object",
        required: ["name"],
        properties: {
          name: { type: "string", title: "教室名称", minLength: 1, maxLength: 20 },
          seats: { type: "integer", title: "座位数", minimum: 1, maximum: 200 },
        },
      },
      list: { columns: [{ field: "name" }, { field: "seats" }], query: [{ field: "name", operator: "contains" }] },
      form: { fields: [{ field: "name" }, { field: "seats" }] },
    };
    writeFileSync(join(dir, "resources/room.json"), JSON.stringify(room, null, 2));
    const status = await t.app.configRuntime.reload();
    expect(status.problems).toEqual([]);
    const next = await fetchDoc();
    expect(next.paths["/api/v1/resources/room"].get.operationId).toBe("listRoom");
    expect(next.components.schemas.RoomRecord.properties).toMatchObject({
      name: { type: "string", title: "教室名称" },
      seats: { type: "integer", nullable: true },
    });
    expect(next.components.schemas.RoomCreate).toMatchObject({ required: ["name"] });
    expect(doc.paths["/api/v1/resources/room"]).toBeUndefined();
  });
});

describe("a typed client generated from the document", () => {
  let checkDir: string;
  beforeAll(async () => {
    checkDir = mkdtempSync(join(tmpdir(), "omo-openapi-client-"));
    writeFileSync(join(checkDir, "api.ts"), astToString(await openapiTS(doc as never)));
  });
  afterAll(() => rmSync(checkDir, { recursive: true, force: true }));

  /** TypeScript's diagnostics of one file importing the generated types, as `line: message`. */
  function typeCheck(source: string): string[] {
    const file = join(checkDir, `use-${Math.random().toString(36).slice(2)}.ts`);
    writeFileSync(file, source);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    return ts.getPreEmitDiagnostics(program).map((d) => {
      const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
      return `${line}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
    });
  }

  const header = `import type { components, operations, paths } from "./api";
type Json<R> = R extends { content: { "application/json": infer B } } ? B : never;
type CampusList = Json<paths["/api/v1/resources/campus"]["get"]["responses"][200]>;
type Login = paths["/api/login"]["post"]["requestBody"];
type Refund = operations["refundUserOrder"];
declare const list: CampusList;
declare const refused: Json<operations["createCampus"]["responses"][400]>;
declare const views: Json<paths["/api/v1/views"]["get"]["responses"][200]>;
declare const profile: Json<operations["getProfile"]["responses"][200]>;
declare const tree: Json<operations["getLiveHandoutList"]["responses"][200]>;
declare const revenue: Json<operations["getStatsRevenueSummary"]["responses"][200]>;
declare const loggedOut: Json<operations["getLoginOut"]["responses"][200]>;
`;

  it("type-checks calls that use it right", () => {
    const source = `${header}
const name: string = list.data.list[0].name;
const total: number = list.data.total;
const email: string | null = list.data.list[0].email;
const row: components["schemas"]["CampusRecord"] = list.data.list[0];
const body: NonNullable<Login>["content"]["application/json"] = { username: "admin", password: "admin123" };
const input: Refund["requestBody"]["content"]["application/json"] = { refund_reason: "重复下单" };
const id: Refund["parameters"]["path"]["id"] = 3;
const message: string | undefined = refused.data.errors["name"];
const query: operations["listCampus"]["parameters"]["query"] = { pageNo: 1, pageSize: 20, name: "北京", status: 1 };
const viewName: string = views.data.list[0].name;
const defaultView: number | null = views.data.default_id;
const isAdmin: boolean = profile.data.admin;
const roleTitle: string = profile.data.roles[0].title;
const nested: "folder" | "file" = tree.data[0].children[0].kind;
const change: number | null = revenue.data.items[0].change;
const nothing: null = loggedOut.data;
export { name, total, email, row, body, input, id, message, query };
export { viewName, defaultView, isAdmin, roleTitle, nested, change, nothing };
`;
    expect(typeCheck(source)).toEqual([]);
  });

  it("refuses calls that use it wrong", () => {
    const source = `${header}
const name: number = list.data.list[0].name;
const body: NonNullable<Login>["content"]["application/json"] = { username: "admin" };
const input: Refund["requestBody"]["content"]["application/json"] = { reason: "重复下单" };
const query: operations["listCampus"]["parameters"]["query"] = { order: "up" };
const isAdmin: string = profile.data.admin;
const viewName: string = views.data.list[0].title;
const change: number = revenue.data.items[0].change;
export { name, body, input, query, isAdmin, viewName, change };
`;
    const lines = typeCheck(source).map((d) => Number(d.split(":")[0]) - header.split("\n").length);
    expect(lines).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

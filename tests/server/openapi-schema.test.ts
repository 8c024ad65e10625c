import { describe, expect, it } from "vitest";
import { onlyOpenApi30, toDocSchema } from "../../mock-server/openapi/clean-schema.js";
import { operationIdFrom, uniqueIds } from "../../mock-server/openapi/operation-id.js";
import { finishDocument } from "../../mock-server/openapi/document.js";
import { DATA_SCHEMA, ROUTE_FACTS } from "../../mock-server/openapi/route-doc.js";
import { acknowledged, fileAnswer } from "../../mock-server/openapi/answers.js";
import { answersOf } from "../../mock-server/openapi/module-answers.js";
import type { LoadedConfig } from "../../mock-server/plugins/config-loader.js";
import { shippedParts } from "../helpers/parts.js";

/** The pieces of the OpenAPI document's cleaning (mock-server/openapi/), on schemas of the routes' own shapes. */
describe("toDocSchema: ajv's record keywords in OpenAPI's words", () => {
  it("turns array checks into items and drops the messages", () => {
    expect(
      toDocSchema({
        type: "array",
        maxItems: 2,
        itemType: { type: "string", nullable: true },
        valueFormats: ["date"],
        errorMessage: { type: "应为日期" },
      }),
    ).toEqual({ type: "array", maxItems: 2, items: { type: ["string", "null"], format: "date" } });
    expect(toDocSchema({ type: "array", itemType: { type: "string" }, itemValues: ["a", "b"] })).toEqual({
      type: "array",
      items: { type: "string", enum: ["a", "b"] },
    });
  });

  it("says a required field by its type without null, and a readOnly one by readOnly", () => {
    expect(toDocSchema({ type: ["integer", "null"], finite: true, enum: [1, 2, null], not: { const: null } })).toEqual({
      type: "integer",
      enum: [1, 2],
    });
    expect(toDocSchema({ title: "余额", readOnly: true, not: {}, errorMessage: "由系统维护" })).toEqual({
      title: "余额",
      readOnly: true,
    });
  });

  it("keeps number formats, says several formats in words, and leaves if/then out", () => {
    expect(toDocSchema({ type: "number", numberFormat: "decimal2" })).toEqual({ type: "number", format: "decimal2" });
    expect(toDocSchema({ type: "string", valueFormats: ["date", "date-time"] })).toEqual({
      type: "string",
      description: "格式：date 或 date-time",
    });
    expect(toDocSchema({ type: "string", if: { minLength: 1 }, then: { format: "phone" } })).toEqual({
      type: "string",
    });
  });

  it("reads `not contains not X` as every item X, inside properties too", () => {
    const ids = { type: "array", not: { contains: { not: { type: "integer", minimum: 1 } } } };
    expect(toDocSchema({ type: "object", properties: { ids } })).toEqual({
      type: "object",
      properties: { ids: { type: "array", items: { type: "integer", minimum: 1 } } },
    });
  });
});

describe("onlyOpenApi30: the Schema Object's fields and nothing else", () => {
  it("drops unknown fields, keeps extensions, and speaks 3.0's bounds, const and types", () => {
    expect(
      onlyOpenApi30({
        type: ["string", "null"],
        propertyNames: { pattern: "x" },
        "x-note": 1,
        const: "a",
        properties: { n: { type: "integer", exclusiveMinimum: 0, $id: "n" } },
      }),
    ).toEqual({
      type: "string",
      nullable: true,
      "x-note": 1,
      enum: ["a"],
      properties: { n: { type: "integer", minimum: 0, exclusiveMinimum: true } },
    });
    expect(onlyOpenApi30({ $ref: "#/components/schemas/A", description: "x" })).toEqual({
      $ref: "#/components/schemas/A",
    });
  });
});

describe("operation ids", () => {
  it("come from the method and the path, without the version or a repeated verb", () => {
    expect(operationIdFrom("GET", "/v1/get_lecture_notes_list")).toBe("getLectureNotesList");
    expect(operationIdFrom("PUT", "/config/files")).toBe("putConfigFiles");
    expect(operationIdFrom("DELETE", "/v1/roles/:name")).toBe("deleteRolesByName");
    expect(operationIdFrom("GET", "/login_out")).toBe("getLoginOut");
  });

  it("are made unique in order", () => {
    expect(uniqueIds(["listA", "listA", "getA", "listA"])).toEqual(["listA", "listA2", "getA", "listA3"]);
  });
});

describe("finishDocument", () => {
  const config = { resources: {} } as unknown as LoadedConfig;
  const facts = { public: true, input: false, byId: false, rest: false };

  it("gives each method of a route of several methods its own operation and id", () => {
    const op = { operationId: "putRoomsById", [ROUTE_FACTS]: facts, responses: {} };
    const doc = finishDocument(config, answersOf(shippedParts), {
      paths: { "/api/rooms/{id}": { put: op, patch: op } },
    }) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const item = doc.paths["/api/rooms/{id}"];
    expect([item.put.operationId, item.patch.operationId]).toEqual(["putRoomsById", "putRoomsById2"]);
  });

  it("answers a route's `x-data` in the envelope, for the document alone", () => {
    const op = { operationId: "getHealth", [ROUTE_FACTS]: facts, [DATA_SCHEMA]: { type: "object" }, responses: {} };
    const doc = finishDocument(config, answersOf(shippedParts), { paths: { "/api/health": { get: op } } }) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const get = doc.paths["/api/health"].get;
    expect(get).not.toHaveProperty(DATA_SCHEMA);
    expect(get.security).toEqual([]);
    expect(JSON.stringify(get.responses)).toContain('"properties":{"data":{"type":"object"}}');
  });

  it("answers a file's content type instead of the envelope, and a null acknowledgement in 3.0's words", () => {
    const file = { operationId: "getPdf", [ROUTE_FACTS]: facts, [DATA_SCHEMA]: fileAnswer("application/pdf", "PDF") };
    const ack = { operationId: "postAck", [ROUTE_FACTS]: facts, [DATA_SCHEMA]: acknowledged };
    const doc = finishDocument(config, answersOf(shippedParts), {
      paths: { "/api/pdf": { get: file, post: ack } },
    }) as {
      paths: Record<string, Record<string, { responses: Record<string, Record<string, unknown>> }>>;
    };
    expect(doc.paths["/api/pdf"].get.responses["200"]).toEqual({
      description: "PDF",
      content: { "application/pdf": { schema: { type: "string", format: "binary" } } },
    });
    expect(JSON.stringify(doc.paths["/api/pdf"].post.responses["200"])).toContain(
      '"data":{"type":"object","enum":[null],"description":"null：结果见 message","nullable":true}',
    );
  });
});

describe("the modules' answers", () => {
  const moduleAnswer = answersOf(shippedParts).answer;
  it("are found by method and path under the API base, a `*` standing for one segment", () => {
    expect(moduleAnswer("GET", "/v1/views/:id")).toMatchObject({ required: expect.arrayContaining(["id", "state"]) });
    expect(moduleAnswer("get", "/v1/dashboards/revenue")).toMatchObject({ required: ["name", "title", "widgets"] });
    expect(moduleAnswer("GET", "/v1/dashboards/revenue/more")).toBeUndefined();
    expect(moduleAnswer("POST", "/v1/views/:id")).toBeUndefined();
  });
});

describe("the plain REST dialect", () => {
  it("is answered by its `x-data` alone, without the envelope", () => {
    const config = { resources: {} } as unknown as LoadedConfig;
    const facts = { public: false, input: false, byId: false, rest: true };
    const op = { operationId: "x", [ROUTE_FACTS]: facts, [DATA_SCHEMA]: { type: "array" }, responses: {} };
    const doc = finishDocument(config, answersOf(shippedParts), { paths: { "/api/rest/room": { get: op } } }) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.paths["/api/rest/room"].get.responses["200"]).toMatchObject({
      content: { "application/json": { schema: { type: "array" } } },
    });
  });
});

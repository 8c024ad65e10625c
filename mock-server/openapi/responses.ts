import { openapiTexts as t } from "./texts.js";

type Schema = Record<string, unknown>;

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const json = (schema: Schema) => ({ "application/json": { schema } });

/** The envelope every answer is (docs/architecture.md, "One envelope, one catalogue"), and its error forms. */
export const envelopeSchemas: Record<string, Schema> = {
  Envelope: {
    type: "object",
    required: ["code", "message", "data"],
    properties: {
      code: { type: "integer", description: t.code },
      message: { type: "string", description: t.message },
      data: { description: t.data },
    },
  },
  ErrorEnvelope: {
    type: "object",
    required: ["code", "message", "data"],
    properties: {
      code: { type: "integer", description: t.code },
      message: { type: "string", description: t.message },
      data: { description: t.errorData },
    },
  },
  ValidationError: {
    allOf: [
      schemaRef("ErrorEnvelope"),
      {
        type: "object",
        required: ["data"],
        properties: {
          code: { type: "integer", enum: [10001] },
          data: {
            type: "object",
            required: ["errors"],
            properties: {
              errors: { type: "object", description: t.fieldErrors, additionalProperties: { type: "string" } },
            },
          },
        },
      },
    ],
  },
  OptionList: {
    type: "object",
    required: ["list"],
    properties: {
      list: {
        type: "array",
        items: {
          type: "object",
          required: ["value", "label"],
          properties: {
            value: { type: "integer", description: t.optionValue },
            label: { type: "string", description: t.optionLabel },
          },
        },
      },
    },
  },
  Deleted: {
    type: "object",
    required: ["deleted"],
    properties: { deleted: { type: "integer", description: t.deleted } },
  },
};

/** The refusals, one shared response each. */
export const errorResponses: Record<string, Schema> = {
  BadRequest: { description: t.badRequest, content: json(schemaRef("ValidationError")) },
  Unauthorized: { description: t.unauthorized, content: json(schemaRef("ErrorEnvelope")) },
  Forbidden: { description: t.forbidden, content: json(schemaRef("ErrorEnvelope")) },
  NotFound: { description: t.notFound, content: json(schemaRef("ErrorEnvelope")) },
  Conflict: { description: t.conflict, content: json(schemaRef("ErrorEnvelope")) },
  Refused: { description: t.otherError, content: json(schemaRef("ErrorEnvelope")) },
};

/** The success answer: the envelope, with `data` as given (any value when the route does not say). */
export function okResponse(data?: Schema): Schema {
  const schema = data
    ? { allOf: [schemaRef("Envelope"), { type: "object", required: ["data"], properties: { data } }] }
    : schemaRef("Envelope");
  return { description: t.ok, content: json(schema) };
}

export const csvResponse = (): Schema => ({
  description: t.csv,
  content: { "text/csv": { schema: { type: "string" } } },
});

/** A file a route answers instead of the envelope (a PDF, a spreadsheet), or the envelope with `info`. */
export function fileResponse(contentTypes: string[], description: string, info?: Schema): Schema {
  const content: Schema = Object.fromEntries(
    contentTypes.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
  );
  if (info) Object.assign(content, (okResponse(info) as { content: Schema }).content);
  return { description, content };
}

/** What a route can be refused with, from what it takes and who may call it. */
export interface Refusals {
  input: boolean;
  signedIn: boolean;
  byId: boolean;
  conflict: boolean;
}

export function refusalResponses({ input, signedIn, byId, conflict }: Refusals): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  if (input) out["400"] = responseRef("BadRequest");
  if (signedIn) {
    out["401"] = responseRef("Unauthorized");
    // Roles, and pages for roles limited to some (the auth plugin's page gate).
    out["403"] = responseRef("Forbidden");
  }
  if (byId) out["404"] = responseRef("NotFound");
  if (conflict) out["409"] = responseRef("Conflict");
  // Whatever else a route refuses (a throttle, a business rule) is the error envelope too.
  out["4XX"] = responseRef("Refused");
  return out;
}

export { schemaRef };

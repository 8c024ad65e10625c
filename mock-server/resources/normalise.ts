import type { FastifyRequest } from "fastify";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { canonicalDateTime } from "../../src/common/record-rules.js";
import { sanitizeRichText } from "./rich-text.js";

/**
 * Bodies as forms send them, before ajv sees them: `tags[]` (form-encoded arrays) is `tags`, and an
 * empty text is "nothing typed", so null — a required field then hears "请输入…", an optional one is
 * cleared instead of failing its format. Date-times take the one spelling they are stored and compared in;
 * rich text (`format: "html"`) is sanitised with an allow-list (rich-text.ts).
 */
export function normaliseBody(res: ResourceConfig) {
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (body && typeof body === "object" && !Array.isArray(body)) normaliseValues(res, body as Record<string, unknown>);
  };
}

/** The same for values that do not come from a request (seed rows), changed in place. */
export function normaliseValues(res: ResourceConfig, values: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(values)) {
    const name = key.endsWith("[]") ? key.slice(0, -2) : key;
    if (name !== key && !(name in values)) {
      values[name] = values[key];
      delete values[key];
    }
    if (values[name] === "" && name in res.record.properties) values[name] = null;
    if (res.record.properties[name]?.format === "date-time") values[name] = canonicalDateTime(values[name]);
    // Rich text is stored sanitised, on every path that writes (routes, actions, seed, import).
    if (res.record.properties[name]?.format === "html" && typeof values[name] === "string")
      values[name] = sanitizeRichText(values[name]) || null;
  }
  return values;
}

/**
 * Query strings as query forms send them: an empty parameter (`name=`) is no filter. Inside an array an
 * empty value is dropped, except in a range, where it is an open end (`opened_on[]=2024-01-01&opened_on[]=`).
 */
export function normaliseQuery(rangeParams: Set<string>) {
  return async (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query) return;
    for (const key of Object.keys(query)) {
      const value = query[key];
      if (value === "") delete query[key];
      else if (Array.isArray(value) && !rangeParams.has(key)) {
        const kept = value.filter((v) => v !== "");
        if (kept.length) query[key] = kept;
        else delete query[key];
      }
    }
  };
}

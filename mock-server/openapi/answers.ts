/**
 * Shared pieces of the `data` the module routes answer with, for the OpenAPI document alone: each module's
 * schemas.ts exports `responses` ("METHOD /path" under the API base → `data` of its 200 answer), read by the
 * document's transform (module-answers.ts). They are never a route's `response`: Fastify would then
 * serialise the answer with them and silently drop a field they do not name.
 *
 * Written in JSON Schema (a type array for a nullable value); the transform says it in OpenAPI 3.0's words.
 */
type Schema = Record<string, unknown>;

/** An object whose listed keys are all in every answer (other keys may come too). */
export const object = (properties: Record<string, Schema>, optional: string[] = []): Schema => ({
  type: "object",
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  properties,
});

export const str: Schema = { type: "string" };
export const int: Schema = { type: "integer" };
export const num: Schema = { type: "number" };
export const bool: Schema = { type: "boolean" };
export const nullable = (schema: Schema): Schema => ({ ...schema, type: [schema.type as string, "null"] });
export const arrayOf = (items: Schema): Schema => ({ type: "array", items });
/** An object of any keys, each value of `values` (a map by name). */
export const mapOf = (values: Schema = {}): Schema => ({ type: "object", additionalProperties: values });

/** A page of a list and the number of matching rows. */
export const pageOf = (item: Schema, extra: Record<string, Schema> = {}): Schema =>
  object({ list: arrayOf(item), total: int, ...extra });

/** A whole list, unpaged. */
export const listOf = (item: Schema): Schema => object({ list: arrayOf(item) });

/** An `{id, name}` option of a picker. */
export const idName: Schema = object({ id: int, name: str });

/** The id of what a write made. */
export const idAnswer: Schema = object({ id: int });

/** An acknowledgement: the message says it all, `data` is null. */
export const acknowledged: Schema = { type: ["object", "null"], enum: [null], description: "null：结果见 message" };

/** `{deleted: n}` of a deletion. */
export const deletedAnswer: Schema = object({ deleted: int });

/** A config text: one string, or one per language (`{"zh-CN", "en-US"}`). */
export const localized: Schema = { anyOf: [str, mapOf(str)] };

/**
 * A route that answers a file rather than the envelope: its 200 is documented with these content types
 * (and, when `info` is given, also the envelope with `info` as its data, for a route that answers either).
 * A marker the document's last pass reads (document.ts); never a schema of its own.
 */
export const FILE_ANSWER = "x-file";
export const fileAnswer = (contentType: string | string[], description: string, info?: Schema): Schema => ({
  [FILE_ANSWER]: [contentType].flat(),
  description,
  ...(info && { "x-info": info }),
});

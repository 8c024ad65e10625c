/**
 * Request schemas speak ajv's dialect (ajv-errors' `errorMessage`, record-ajv.ts's `itemType`, `finite`, …);
 * an OpenAPI 3.0 document may only hold its own Schema Object keywords. Two passes keep the meaning where
 * OpenAPI can say it and drop what it cannot:
 *
 * - `toDocSchema` (swagger's per-route `transform`, on the route's JSON Schema, before @fastify/swagger turns
 *   type arrays into `nullable`/`anyOf`): the record keywords become what they stand for (`itemType` → `items`,
 *   `itemValues` → `items.enum`, `valueFormats`/`numberFormat` → `format`, a required field's
 *   `not: {const: null}` → a type without null), and ajv-only keywords go.
 * - `onlyOpenApi30` (on the finished document): an allow-list of the Schema Object's fields, so no keyword of
 *   any dialect can leak, whoever wrote the route.
 */
type Schema = Record<string, unknown>;

const isSchema = (v: unknown): v is Schema => typeof v === "object" && v !== null && !Array.isArray(v);

/** Keywords ajv (or its plugins) checks that OpenAPI 3.0 has no word for: left out of the document. */
const dropped = new Set([
  "errorMessage",
  "finite",
  "if",
  "then",
  "else",
  "propertyNames",
  "dependentRequired",
  "dependentSchemas",
  "dependencies",
  "unevaluatedProperties",
  "unevaluatedItems",
  "contains",
  "minContains",
  "maxContains",
  "prefixItems",
  "$comment",
]);

const mapValues = (o: Schema, fn: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, fn(v)]));

function withoutNull(type: unknown) {
  if (!Array.isArray(type)) return type;
  const rest = type.filter((t) => t !== "null");
  return rest.length === 1 ? rest[0] : rest;
}
const allowsNull = (type: unknown) => type === "null" || (Array.isArray(type) && type.includes("null"));
const isConstNull = (s: unknown) => isSchema(s) && s.const === null && Object.keys(s).length === 1;

/** `not: {contains: {not: X}}`: every item is X, which OpenAPI says as `items: X`. */
function everyItem(not: unknown): Schema | undefined {
  if (!isSchema(not) || Object.keys(not).length !== 1 || !isSchema(not.contains)) return undefined;
  const inner = not.contains;
  return Object.keys(inner).length === 1 && isSchema(inner.not) ? inner.not : undefined;
}

/** A copy of an ajv request schema in words OpenAPI knows (the route's own schema is left untouched). */
export function toDocSchema(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(toDocSchema);
  if (!isSchema(input)) return input;
  const out: Schema = {};
  let items: Schema | undefined = isSchema(input.items) ? (toDocSchema(input.items) as Schema) : undefined;
  const itemsAlso = (extra: Schema) => (items = { ...extra, ...items });
  const notes: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (dropped.has(key) || key === "items") continue;
    switch (key) {
      case "itemType": {
        const { type, nullable } = value as { type: string; nullable?: boolean };
        itemsAlso({ type: nullable ? [type, "null"] : type });
        break;
      }
      case "itemValues":
        itemsAlso({ enum: value });
        break;
      case "numberFormat":
        out.format = value;
        break;
      case "valueFormats": {
        const formats = value as string[];
        const target =
          input.type === "array" ? (f: string) => itemsAlso({ format: f }) : (f: string) => (out.format = f);
        // One format is a `format`; several (a date or a date-time) are said in words.
        if (formats.length === 1) target(formats[0]);
        else notes.push(`格式：${formats.join(" 或 ")}`);
        break;
      }
      case "not": {
        const every = everyItem(value);
        if (every) itemsAlso(toDocSchema(every) as Schema);
        // A required field (`not: {const: null}`) is a type without null; a readOnly one (`not: {}`) is
        // `readOnly`, which OpenAPI already reads as "not sent in a request".
        else if (isConstNull(value) || (isSchema(value) && !Object.keys(value).length && input.readOnly)) break;
        else out.not = toDocSchema(value);
        break;
      }
      case "properties":
      case "patternProperties":
      case "definitions":
      case "$defs":
        out[key] = mapValues(value as Schema, toDocSchema);
        break;
      default:
        out[key] = toDocSchema(value);
    }
  }
  if (items) out.items = items;
  if (isConstNull(input.not)) {
    out.type = withoutNull(out.type);
    if (Array.isArray(out.enum)) out.enum = out.enum.filter((v) => v !== null);
  }
  if (Array.isArray(out.enum) && out.type !== undefined && !allowsNull(out.type)) {
    out.enum = out.enum.filter((v) => v !== null);
  }
  if (notes.length) out.description = [out.description, ...notes].filter(Boolean).join("；");
  return out;
}

/** The fields of an OpenAPI 3.0 Schema Object (plus `$ref` and `x-` extensions). */
const openApi30 = new Set([
  "title",
  "multipleOf",
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "maxItems",
  "minItems",
  "uniqueItems",
  "maxProperties",
  "minProperties",
  "required",
  "enum",
  "type",
  "allOf",
  "oneOf",
  "anyOf",
  "not",
  "items",
  "properties",
  "additionalProperties",
  "description",
  "format",
  "default",
  "nullable",
  "discriminator",
  "readOnly",
  "writeOnly",
  "xml",
  "externalDocs",
  "example",
  "deprecated",
  "$ref",
]);

/** A schema of the finished document with every field OpenAPI 3.0 does not know left out. */
export function onlyOpenApi30(input: unknown): unknown {
  if (!isSchema(input)) return input;
  if (typeof input.$ref === "string") return { $ref: input.$ref };
  const out: Schema = {};
  for (const [key, value] of Object.entries(input)) {
    if (!openApi30.has(key) && !key.startsWith("x-")) continue;
    if (key === "properties") out[key] = mapValues(value as Schema, onlyOpenApi30);
    else if (key === "items" || key === "not" || (key === "additionalProperties" && isSchema(value)))
      out[key] = onlyOpenApi30(Array.isArray(value) ? {} : value);
    else if (key === "allOf" || key === "anyOf" || key === "oneOf") out[key] = (value as unknown[]).map(onlyOpenApi30);
    // Draft 6's numeric bounds are 3.0's boolean flag beside minimum/maximum.
    else if ((key === "exclusiveMinimum" || key === "exclusiveMaximum") && typeof value === "number") {
      out[key === "exclusiveMinimum" ? "minimum" : "maximum"] = value;
      out[key] = true;
    } else out[key] = value;
  }
  if (input.const !== undefined && out.enum === undefined) out.enum = [input.const];
  if (Array.isArray(out.type)) {
    // @fastify/swagger turns type arrays into 3.0's words; one that reaches here is narrowed the same way.
    const types = out.type.filter((t) => t !== "null");
    if (types.length !== out.type.length) out.nullable = true;
    if (types.length === 1) out.type = types[0];
    else {
      delete out.type;
      out.anyOf = types.map((type) => ({ type }));
    }
  }
  return out;
}

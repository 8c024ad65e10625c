import type { RecordField, ResourceConfig } from "../../src/types/generated/resource.js";
import { allowedValues, fieldRules, isRequired } from "../../src/common/record-rules.js";
import { localize } from "../../src/common/i18n.js";

type Schema = Record<string, unknown>;

/** JSON types a field accepts: booleans also as 1/0 (forms and query strings), null where it may be cleared. */
function jsonTypes(field: RecordField): string[] {
  if (field.type === "boolean") return ["boolean", "integer", "null"];
  return [field.type, "null"];
}

/** Booleans sent as 1/0 count as true/false, so 1/0 join the allowed values. */
const withBooleanNumbers = (values: unknown[]) => [
  ...values,
  ...values.map((v) => (v === true ? 1 : v === false ? 0 : v)),
];

/**
 * The ajv schema of one field: the rules of `fieldRules`, each with its message from `ruleMessage` through
 * ajv-errors, keyed in the rules' order so the first message a field gets is the one the form shows first.
 * A required field is `not: {const: null}` (an empty text arrives as null, see normalise.ts) as well as a
 * `required` entry on create, so an update that clears it hears "请输入…" too.
 */
export function fieldSchema(field: RecordField, required: boolean, withDefault: boolean): Schema {
  const schema: Schema = { title: localize(field.title) };
  if (field.description) schema.description = localize(field.description);
  const messages: Record<string, string> = {};
  for (const rule of fieldRules(field, required)) {
    switch (rule.keyword) {
      case "required":
        // `const`, not `type: "null"`: ajv's coercion inside `not` would turn 0, false and "" into null.
        schema.not = { const: null };
        messages.not = rule.message;
        break;
      case "type":
        schema.type = jsonTypes(field);
        messages.type = rule.message;
        if (field.type === "number" || field.type === "integer") {
          schema.finite = true;
          messages.finite = rule.message;
        }
        if (field.type === "array" && field.items) {
          schema.itemType = { type: field.items.type };
          messages.itemType = rule.message;
        }
        if (field.type === "array" && field.items?.format) {
          // Pictures (`items.format: image`): each value an uploaded image's address.
          schema.valueFormats = [field.items.format];
          messages.valueFormats = `${localize(field.title)}中有无效的图片地址`;
        }
        break;
      case "format":
        if (field.type === "string") schema.format = field.format;
        else schema.numberFormat = field.format;
        messages[field.type === "string" ? "format" : "numberFormat"] = rule.message;
        break;
      case "enum": {
        const values = rule.value as unknown[];
        if (field.type === "array") {
          schema.itemValues = values;
          messages.itemValues = rule.message;
        } else {
          schema.enum = [...(field.type === "boolean" ? withBooleanNumbers(values) : values), null];
          messages.enum = rule.message;
        }
        break;
      }
      case "unique":
      case "relation":
        break; // checked against the table by the handler
      default:
        schema[rule.keyword] = rule.value;
        messages[rule.keyword] = rule.message;
    }
  }
  if (field.type === "boolean" && !allowedValues(field)) {
    // Without options a boolean still takes only true/false/1/0: anything else is a type error.
    schema.enum = [true, false, 1, 0, null];
    messages.enum = messages.type;
  }
  if (withDefault && field.default !== undefined) schema.default = field.default;
  schema.errorMessage = messages;
  return schema;
}

/** What a body naming a `readOnly` field hears on that field: whatever the value, the server keeps it. */
export const readOnlyMessage = (field: RecordField) => `${localize(field.title)}由系统维护，不能修改`;

/** A field the server keeps: any value sent for it fails (`not: {}`) with its one message. */
const readOnlySchema = (field: RecordField): Schema => ({
  title: localize(field.title),
  readOnly: true,
  not: {},
  errorMessage: readOnlyMessage(field),
});

/**
 * Whose write a body is: a request's `create` or `update`, or the server's own (`seed`: a create by sample
 * data or a custom action; `server-update`: an update by a custom action), which may set `readOnly` fields.
 */
export type BodyMode = "create" | "update" | "seed" | "server-update";

/**
 * The body of a create (`required` enforced, defaults filled in) or an update (any subset of the fields;
 * an optional one may be null to clear it). id, created_at and updated_at are not fields: sending them is
 * an unknown field like any other. A `readOnly` field is refused with its own message in a request's body;
 * the server's own writes may set them (sample rows stand for what the server would have written).
 */
export function bodySchema(res: ResourceConfig, mode: BodyMode): Schema {
  const record = res.record;
  const properties: Schema = {};
  const creates = mode === "create" || mode === "seed";
  const managed = (name: string) => (mode === "create" || mode === "update") && !!record.properties[name].readOnly;
  for (const [name, field] of Object.entries(record.properties)) {
    properties[name] = managed(name) ? readOnlySchema(field) : fieldSchema(field, isRequired(record, name), creates);
  }
  const schema: Schema = { type: "object", additionalProperties: false, properties };
  const required = creates ? (record.required ?? []).filter((name) => !managed(name)) : [];
  if (required.length) {
    schema.required = required;
    const messages = Object.fromEntries(
      required.map((name) => [name, fieldRules(record.properties[name], true)[0].message]),
    );
    schema.errorMessage = { required: messages };
  }
  return schema;
}

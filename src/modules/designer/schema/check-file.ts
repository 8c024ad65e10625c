import { Validator, type OutputUnit, type Schema } from "@cfworker/json-schema";
import type { ConfigProblem, SchemaSet } from "../types.js";
import { schemaFor } from "../state/paths.js";
import { chineseMessage, eitherType } from "./messages.js";
import { duplicateFields } from "../../../common/duplicate-fields.js";

/** Keywords that only say "something below failed": the failure below is the one to show. */
const wrappers = new Set(["properties", "$ref", "items", "additionalProperties", "propertyNames", "allOf", "anyOf"]);

const validators = new WeakMap<SchemaSet, Map<string, Validator>>();

/**
 * One validator per schema, each knowing all the others (they reference each other by `$id`).
 * It checks without generating code, so it runs under the app's CSP, which forbids eval.
 */
function validatorFor(schemas: SchemaSet, name: string): Validator | undefined {
  let byName = validators.get(schemas);
  if (!byName) validators.set(schemas, (byName = new Map()));
  if (!byName.has(name) && schemas[name]) {
    const validator = new Validator(schemas[name] as Schema, "7", false);
    for (const [other, schema] of Object.entries(schemas)) if (other !== name) validator.addSchema(schema as Schema);
    byName.set(name, validator);
  }
  return byName.get(name);
}

const pointerOf = (unit: OutputUnit) => decodeURIComponent(unit.instanceLocation.slice(1));

/**
 * The leaves of the validator's output: no "a subschema had errors" lines; a `oneOf` whose branches
 * failed deeper shows those failures, one whose branches only had the wrong type says which types fit.
 */
function leaves(units: OutputUnit[]): { unit: OutputUnit; message?: string }[] {
  const oneOfs = units.filter((u) => u.keyword === "oneOf");
  const inBranch = (u: OutputUnit, o: OutputUnit) => u.keywordLocation.startsWith(`${o.keywordLocation}/`);
  const out: { unit: OutputUnit; message?: string }[] = [];
  for (const unit of units) {
    if (wrappers.has(unit.keyword)) continue;
    if (unit.keyword === "oneOf") {
      const branches = units.filter((u) => inBranch(u, unit) && !wrappers.has(u.keyword));
      const shallow = branches.filter((u) => u.instanceLocation === unit.instanceLocation && u.keyword === "type");
      if (shallow.length === branches.length)
        out.push({ unit, message: shallow.length ? eitherType(shallow) : undefined });
      continue;
    }
    const owner = oneOfs.find((o) => inBranch(unit, o));
    // A branch that failed on the type alone is a branch that was not meant.
    if (owner && unit.keyword === "type" && unit.instanceLocation === owner.instanceLocation) continue;
    out.push({ unit });
  }
  return out;
}

/**
 * The problems of one config file against its JSON Schema, in Chinese, each at its JSON pointer,
 * all at once. A file without a schema (or before the schemas arrive) has none.
 */
export function checkFile(schemas: SchemaSet | undefined, file: string, value: unknown): ConfigProblem[] {
  const name = schemaFor(file);
  const validator = schemas && name ? validatorFor(schemas, name) : undefined;
  if (!validator || value === undefined) return [];
  // As the server will read it: a key left undefined by an edit is not in the JSON sent.
  const { valid, errors } = validator.validate(JSON.parse(JSON.stringify(value)));
  // A valid resource file may still name a field twice in a list: the server refuses it, so does the draft.
  if (valid) return file.startsWith("resources/") ? duplicateFields(value as never).map((p) => ({ file, ...p })) : [];
  const problems = leaves(errors).map(({ unit, message }) => {
    const pointer = pointerOf(unit);
    return { file, pointer, message: message ?? chineseMessage(unit, pointer) };
  });
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(`${p.pointer} ${p.message}`) && !!seen.add(`${p.pointer} ${p.message}`));
}

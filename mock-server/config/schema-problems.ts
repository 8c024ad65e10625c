import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import { allowedKeys, childPointer, describeError } from "./schema-messages.js";
import { closest } from "./did-you-mean.js";
import type { ConfigProblem } from "./problems.js";
import { defaultLocale, type Locale } from "../../src/common/i18n.js";

export const schemasDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../schemas");

let ajv: Ajv | undefined;
/** Where each schema object sits (`resource.schema.json#/definitions/OptionSource`), to try one branch alone. */
const places = new Map<object, string>();
const branchValidators = new Map<string, ValidateFunction | undefined>();

function mapPlaces(node: unknown, place: string): void {
  if (!node || typeof node !== "object") return;
  places.set(node, place);
  for (const [key, child] of Object.entries(node)) mapPlaces(child, childPointer(place, key));
}

/** The ajv holding every schema of schemas/; `verbose` gives each error its data and parent schema. */
export function schemaValidator(): Ajv {
  if (ajv) return ajv;
  ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
  for (const file of readdirSync(schemasDir).filter((f) => f.endsWith(".schema.json"))) {
    const schema = JSON.parse(readFileSync(join(schemasDir, file), "utf8")) as { $id?: string };
    ajv.addSchema(schema);
    mapPlaces(schema, `${schema.$id ?? file}#`);
  }
  return ajv;
}

function branchValidator(ref: string): ValidateFunction | undefined {
  if (!branchValidators.has(ref)) branchValidators.set(ref, schemaValidator().getSchema(ref));
  return branchValidators.get(ref);
}

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** An unknown key that is a typo of an allowed one: the key it was meant to be. */
const meantKey = (e: ErrorObject) =>
  e.keyword === "additionalProperties"
    ? closest(String((e.params as { additionalProperty: string }).additionalProperty), allowedKeys(e))
    : undefined;

/**
 * A failed oneOf or anyOf reports what every branch refused, most of it beside the point (an object is
 * "not a boolean", an options list "lacks url"). Each branch is tried alone on the value, and only the
 * errors of the branch nearest to what was written are kept: one for the value's type, with the fewest
 * errors, a misspelt key of its own counting half. Undefined when the branches cannot be found.
 */
function nearestBranch(e: ErrorObject): ErrorObject[] | undefined {
  const place = places.get(e.parentSchema as object);
  if (!place || !Array.isArray(e.schema)) return undefined;
  const tried: ErrorObject[][] = [];
  for (let i = 0; i < e.schema.length; i++) {
    const validate = branchValidator(`${place}/${e.keyword}/${i}`);
    if (!validate) return undefined;
    if (validate(e.data)) return []; // Cannot happen for a failed anyOf or oneOf; never report the value then.
    tried.push(simplify(validate.errors ?? []).map((x) => ({ ...x, instancePath: e.instancePath + x.instancePath })));
  }
  const wrongType = (errors: ErrorObject[]) =>
    errors.find((x) => x.keyword === "type" && x.instancePath === e.instancePath);
  const fitting = tried.filter((errors) => !wrongType(errors));
  if (!fitting.length) {
    const types = [...new Set(tried.map((errors) => String(wrongType(errors)!.params.type)))];
    return [{ ...e, keyword: "type", params: { type: types.join(",") } }];
  }
  const score = (errors: ErrorObject[]) => errors.length - errors.filter(meantKey).length / 2;
  return fitting.reduce((best, errors) => (score(errors) < score(best) ? errors : best));
}

/** ajv's errors with each failed oneOf or anyOf replaced by its nearest branch's errors. */
function simplify(errors: ErrorObject[]): ErrorObject[] {
  const out: ErrorObject[] = [];
  for (const e of errors) {
    if (e.keyword !== "oneOf" && e.keyword !== "anyOf") {
      out.push(e);
      continue;
    }
    // The branches' errors are the ones just before, on the value or inside it.
    let start = out.length;
    while (start > 0 && under(out[start - 1].instancePath, e.instancePath)) start--;
    const branches = out.splice(start);
    if ((e.params as { passingSchemas?: unknown }).passingSchemas) out.push(e);
    else out.push(...(nearestBranch(e) ?? [...branches, e]));
  }
  return out;
}

/**
 * `data` checked against one schema of schemas/ (`resource.schema.json`): every problem, in `locale` (the
 * config's own language, Chinese, unless a request asks), at its pointer. A key that is missing because it
 * was misspelt is reported once, as the misspelt key.
 */
export function schemaProblems(
  file: string,
  schemaId: string,
  data: unknown,
  locale: Locale = defaultLocale,
): ConfigProblem[] {
  const validate = schemaValidator().getSchema(schemaId);
  if (!validate) throw new Error(`schema ${schemaId} is missing from schemas/`);
  if (validate(data)) return [];
  const errors = simplify(validate.errors ?? []);
  const meant = new Set(errors.map((e) => `${e.instancePath}\0${meantKey(e)}`));
  const problems = new Map<string, ConfigProblem>();
  errors.forEach((e, i) => {
    if (e.propertyName !== undefined) return; // told by the propertyNames error that follows it
    const missing = (e.params as { missingProperty?: string }).missingProperty;
    if (e.keyword === "required" && meant.has(`${e.instancePath}\0${missing}`)) return;
    const inner =
      e.keyword === "propertyNames"
        ? errors
            .slice(0, i)
            .reverse()
            .find((x) => x.propertyName === (e.params as { propertyName: string }).propertyName)
        : undefined;
    const { pointer, message } = describeError(e, inner, locale);
    // Branches of a oneOf may repeat one error; keep each once.
    problems.set(`${pointer}\0${message}`, { file, pointer, message });
  });
  return [...problems.values()];
}

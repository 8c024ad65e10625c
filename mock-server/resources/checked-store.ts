import Ajv, { type ValidateFunction } from "ajv";
import ajvErrors from "ajv-errors";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { fail, fieldErrors } from "../plugins/errors.js";
import { recordAjv, recordAjvOptions } from "../plugins/record-ajv.js";
import { bodySchema } from "./body-schema.js";
import type { ResourceContext } from "./context.js";
import { normaliseValues } from "./normalise.js";
import type { ResourceStore } from "./store.js";
import { relationFields } from "./columns.js";
import { writeErrors, type Write } from "./write-checks.js";

type Values = Record<string, unknown>;
type Mode = "seed" | "server-update";

/**
 * The body validators of each resource, per config object: a new config version compiles its own, and
 * the old ones (with their ajv instance, which keeps every schema it compiled) go with the old config.
 */
const validators = new WeakMap<ResourceConfig, { ajv: Ajv; byMode: Partial<Record<Mode, ValidateFunction>> }>();

function validatorOf(res: ResourceConfig, mode: Mode): ValidateFunction {
  let entry = validators.get(res);
  if (!entry) {
    const ajv = recordAjv(new Ajv({ ...recordAjvOptions, strict: false }));
    ajvErrors(ajv);
    entry = { ajv, byMode: {} };
    validators.set(res, entry);
  }
  return (entry.byMode[mode] ??= entry.ajv.compile(bodySchema(res, mode)));
}

/** The fields a row's relation checks read: relation fields and the fields their `matches` follow. */
function relationInputs(res: ResourceConfig): string[] {
  const names = relationFields(res).flatMap(({ name, relation }) => [name, ...Object.values(relation.matches ?? {})]);
  return [...new Set(names)];
}

export interface CheckedStoreOptions {
  /** The resource whose action writes: errors on another resource's fields are named `<resource>.<field>`. */
  owner: string;
  /** Unique values are drawn by the handler and kept by the index (see `Write.uniqueByIndex`). */
  uniqueByIndex?: boolean;
}

/**
 * A store whose inserts and updates meet the record's rules, as the create and update routes do: the body
 * schema (types, ranges, formats, options; `readOnly` fields allowed, the server keeps them), comparisons,
 * unique values, relations and dependent relations, an update judged on the row it would leave. A write
 * that breaks one throws 10001 with the fields' messages before anything is written; inside the action's
 * transaction, what the handler wrote before is rolled back with it. What custom actions write through.
 */
export function checkedStore(ctx: ResourceContext, store: ResourceStore, options: CheckedStoreOptions): ResourceStore {
  const res = store.res;
  const refuse = (errors: Record<string, string>) => {
    const entries = Object.entries(errors);
    if (!entries.length) return;
    const named = res.name === options.owner ? entries : entries.map(([f, m]) => [`${res.name}.${f}`, m]);
    throw fail.badParams(Object.fromEntries(named));
  };
  /** The values as the route would store them: normalised, coerced and, for a new row, with defaults. */
  const validated = (mode: Mode, values: Values): Values => {
    const copy = normaliseValues(res, structuredClone(values));
    const validate = validatorOf(res, mode);
    if (!validate(copy)) refuse(fieldErrors(validate.errors ?? []));
    return copy;
  };
  // A batch (a thousand activation codes) points at the same few rows: their relations are looked up
  // once per action, not once per row. Keyed by what the checks read: which fields are written, and the
  // values they compare.
  const related = relationInputs(res);
  const known = new Set<string>();
  const check = async (write: Write) => {
    const key = JSON.stringify(related.map((name) => [name in write.values, write.row[name] ?? null]));
    const relationsKnown = known.has(key);
    refuse(await writeErrors(ctx, res, { ...write, uniqueByIndex: options.uniqueByIndex, relationsKnown }));
    known.add(key);
  };
  return {
    ...store,
    async insert(values, at) {
      const row = validated("seed", values);
      await check({ values: row, row });
      return store.insert(row, at);
    },
    async update(id, values) {
      const change = validated("server-update", values);
      const before = await store.get(id, { forUpdate: true });
      if (before) await check({ values: change, row: { ...before, ...change }, id });
      await store.update(id, change);
    },
  };
}

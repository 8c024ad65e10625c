import Ajv, { type ErrorObject } from "ajv";
import ajvErrors from "ajv-errors";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { isDateTime } from "../../src/common/record-rules.js";
import type { ResourceSeed, SeedContext } from "../seed/resources/index.js";
import { recordAjv, recordAjvOptions } from "../plugins/record-ajv.js";
import { bodySchema } from "./body-schema.js";
import { checkValues } from "./checks.js";
import { compareErrors } from "../../src/common/record-compare.js";
import type { ResourceContext } from "./context.js";
import type { Row } from "./codec.js";
import { normaliseValues } from "./normalise.js";
import { resourceStore } from "./store.js";

/** The seed data's faker seed: the same sample data on every fresh database. */
export const SEED = 20261123;

/** The field an ajv error is about, the way the error handler names it for requests. */
function fieldOf(e: ErrorObject): string {
  const inner = e.keyword === "errorMessage" ? ((e.params as { errors?: ErrorObject[] }).errors?.[0] ?? e) : e;
  const p = inner.params as { missingProperty?: string; additionalProperty?: string };
  return p.missingProperty ?? p.additionalProperty ?? (inner.instancePath.slice(1).replace(/\//g, ".") || "row");
}

/** The create route's check, outside a request: the body schema (with defaults), then comparisons, unique and relations. */
export function seedValidator(ctx: ResourceContext, res: ResourceConfig) {
  const ajv = recordAjv(new Ajv({ ...recordAjvOptions, strict: false }));
  ajvErrors(ajv);
  const validate = ajv.compile(bodySchema(res, "seed"));
  return (values: Record<string, unknown>, index: number) => {
    const fail = (field: string, message: string) => {
      throw new Error(`seed of resource "${res.name}", row ${index}: ${field}: ${message}`);
    };
    if (!validate(normaliseValues(res, values))) {
      const e = validate.errors![0];
      fail(fieldOf(e), e.message ?? "invalid");
    }
    const errors = { ...compareErrors(res.record, values), ...checkValues(ctx, res, values) };
    const [field, message] = Object.entries(errors)[0] ?? [];
    if (field) fail(field, message);
  };
}

/**
 * Seeds each listed resource that is configured and whose table is empty, in the list's order, one
 * transaction per resource. Rows are validated like a create request and stored like one (defaults, booleans,
 * arrays); a row may also carry `created_at` / `updated_at` to spread sample data over the past. A bad row
 * stops the start with the resource, row and field, so a broken generator cannot slip in silently.
 */
export async function seedResources(ctx: ResourceContext, seeds: [string, ResourceSeed][]): Promise<string[]> {
  const pending = seeds.filter(
    ([name]) => ctx.resources[name] && resourceStore(ctx, ctx.resources[name]).count() === 0,
  );
  if (!pending.length) return [];
  // Loaded only when something is seeded: faker's locale data is large and a seeded database never needs it.
  const { fakerZH_CN: faker } = await import("@faker-js/faker");
  faker.seed(SEED);
  // Generators may ask for the same rows once per row they make: read each table once until it changes.
  const cache = new Map<string, Row[]>();
  const rows = (resource: string): Row[] => {
    if (!ctx.resources[resource]) return [];
    if (!cache.has(resource)) cache.set(resource, resourceStore(ctx, ctx.resources[resource]).all());
    return cache.get(resource)!;
  };
  const context: SeedContext = { faker, rows, ids: (resource) => rows(resource).map((r) => r.id) };
  for (const [name, seed] of pending) {
    const res = ctx.resources[name];
    const store = resourceStore(ctx, res);
    const check = seedValidator(ctx, res);
    const generated = seed(context);
    ctx.db.transaction(() => {
      generated.forEach((raw, i) => {
        const { created_at, updated_at, ...values } = raw as Record<string, unknown> & {
          created_at?: string;
          updated_at?: string;
        };
        check(values, i);
        for (const at of [created_at, updated_at]) {
          if (at !== undefined && !isDateTime(at))
            throw new Error(`seed of resource "${name}", row ${i}: created_at/updated_at must be YYYY-MM-DD HH:mm:ss`);
        }
        store.insert(values, { created_at, updated_at });
      });
    })();
    // A slice's rows are also its owner's (and the owner's, the slice's): forget every table read so far.
    cache.clear();
  }
  return pending.map(([name]) => name);
}

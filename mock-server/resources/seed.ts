import Ajv, { type ErrorObject } from "ajv";
import ajvErrors from "ajv-errors";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { isDateTime } from "../../src/common/record-rules.js";
import { tableSource } from "../../src/common/resource-source.js";
import type { ResourceSeed, SeedContext, SeedEntry } from "./seed-types.js";
import { recordAjv, recordAjvOptions } from "../plugins/record-ajv.js";
import { bodySchema } from "./body-schema.js";
import { writeErrors } from "./write-checks.js";
import type { ResourceContext } from "./context.js";
import type { Row } from "./codec.js";
import { normaliseValues } from "./normalise.js";
import { rowsTable } from "./source.js";
import { resourceStore } from "./store.js";

/** The seed data's faker seed: the same sample data on every fresh database. */
export const SEED = 20261123;

/**
 * The faker seed of one resource's generator: SEED (or `base`) and the resource's name (FNV-1a), so a generator
 * gives the same rows whichever generators ran before it, whatever list or module it comes from.
 */
export function seedOf(resource: string, base: number = SEED): number {
  let hash = 0x811c9dc5;
  for (const char of resource) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return (base ^ hash) >>> 0;
}

/** The field an ajv error is about, the way the error handler names it for requests. */
function fieldOf(e: ErrorObject): string {
  const inner = e.keyword === "errorMessage" ? ((e.params as { errors?: ErrorObject[] }).errors?.[0] ?? e) : e;
  const p = inner.params as { missingProperty?: string; additionalProperty?: string };
  return p.missingProperty ?? p.additionalProperty ?? (inner.instancePath.slice(1).replace(/\//g, ".") || "row");
}

/**
 * The create route's check, outside a request: the body schema (with defaults), then comparisons, unique,
 * relations and dependent relations. Unique and relations are read through `within` (the seed's transaction: rows it wrote count).
 */
export function seedValidator(ctx: ResourceContext, res: ResourceConfig) {
  const ajv = recordAjv(new Ajv({ ...recordAjvOptions, strict: false }));
  ajvErrors(ajv);
  const validate = ajv.compile(bodySchema(res, "seed"));
  return async (values: Record<string, unknown>, index: number, within: ResourceContext = ctx): Promise<void> => {
    const fail = (field: string, message: string) => {
      throw new Error(`seed of resource "${res.name}", row ${index}: ${field}: ${message}`);
    };
    if (!validate(normaliseValues(res, values))) {
      const e = validate.errors![0];
      fail(fieldOf(e), e.message ?? "invalid");
    }
    const errors = await writeErrors(within, res, { values, row: values });
    const [field, message] = Object.entries(errors)[0] ?? [];
    if (field) fail(field, message);
  };
}

/**
 * The modules' generators in the order they run: the list's, but a generator naming resources `after`
 * moves to just behind the last generator of those, again until nothing moves (a chain of `after`s
 * settles). Generators that wait on each other in a circle stop the start. A generator between its old
 * and new place that reads the moved one's rows would now run first: `after` is for the rows of a module
 * no one else reads (a redeemed code's order), not for a resource other generators build on.
 */
export function orderSeeds(entries: readonly SeedEntry[]): [string, ResourceSeed][] {
  const ordered = [...entries];
  for (let pass = 0; ; pass++) {
    let moved = false;
    for (const entry of entries) {
      const after = entry[2]?.after ?? [];
      const last = Math.max(...ordered.map((e, i) => (after.includes(e[0]) ? i : -1)));
      const at = ordered.indexOf(entry);
      if (last > at) {
        ordered.splice(last, 0, ...ordered.splice(at, 1));
        moved = true;
      }
    }
    if (!moved) return ordered.map(([name, seed]) => [name, seed]);
    if (pass > entries.length)
      throw new Error(`sample-row generators wait on each other in a circle: ${ordered.map((e) => e[0]).join(", ")}`);
  }
}

/**
 * Seeds each listed resource that is configured and whose table is empty, in the list's order, one
 * transaction per resource. Rows are validated like a create request and stored like one (defaults, booleans,
 * arrays); a row may also carry `created_at` / `updated_at` to spread sample data over the past. A bad row
 * stops the start with the resource, row and field, so a broken generator cannot slip in silently.
 */
export async function seedResources(ctx: ResourceContext, seeds: [string, ResourceSeed][]): Promise<string[]> {
  const pending: [string, ResourceSeed][] = [];
  for (const [name, seed] of seeds) {
    if (ctx.resources[name] && (await resourceStore(ctx, ctx.resources[name]).count()) === 0)
      pending.push([name, seed]);
  }
  if (!pending.length) return [];
  // Loaded only when something is seeded: faker's locale data is large and a seeded database never needs it.
  const { fakerZH_CN: faker } = await import("@faker-js/faker");
  // Generators read other resources' rows as they run (synchronously): the rows of every resource with a
  // table are read before a generator runs, and read again only after a seed wrote to that table.
  const readable = Object.keys(ctx.resources).filter((name) => !tableSource(ctx.resources[name]));
  const cache = new Map<string, Row[]>();
  const load = async () => {
    for (const name of readable) {
      if (!cache.has(name)) cache.set(name, await resourceStore(ctx, ctx.resources[name]).all());
    }
  };
  const rows = (resource: string): Row[] => {
    if (ctx.resources[resource] && tableSource(ctx.resources[resource]))
      throw new Error(`a seed reads the rows of "${resource}", a read-only list: seeds read resources with tables`);
    return cache.get(resource) ?? [];
  };
  const context: SeedContext = { faker, rows, ids: (resource) => rows(resource).map((r) => r.id) };
  for (const [name, seed] of pending) {
    const res = ctx.resources[name];
    const check = seedValidator(ctx, res);
    await load();
    faker.seed(seedOf(name));
    const generated = seed(context);
    await ctx.transaction(async (tx) => {
      const store = resourceStore(tx, res);
      for (const [i, raw] of generated.entries()) {
        const { created_at, updated_at, ...values } = raw as Record<string, unknown> & {
          created_at?: string;
          updated_at?: string;
        };
        await check(values, i, tx);
        for (const at of [created_at, updated_at]) {
          if (at !== undefined && !isDateTime(at))
            throw new Error(`seed of resource "${name}", row ${i}: created_at/updated_at must be YYYY-MM-DD HH:mm:ss`);
        }
        await store.insert(values, { created_at, updated_at });
      }
    });
    // A slice's rows are also its owner's (and the owner's, the slice's): every resource of that table is read again.
    const table = rowsTable(ctx.resources, name);
    for (const other of Object.keys(ctx.resources)) if (rowsTable(ctx.resources, other) === table) cache.delete(other);
  }
  return pending.map(([name]) => name);
}

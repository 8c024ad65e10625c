import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { ResourceContext } from "./context.js";
import { rowScope, type Viewer } from "./row-rules.js";
import { resourceStore, type ResourceStore } from "./store.js";

/** Distinct row scopes kept per resource: a few per campus desk, the oldest dropped past this. */
const MAX_SCOPES = 100;

/**
 * The store a caller reads and writes `res` through: the resource's own for the admin flag and for roles
 * without a row rule for it, else one limited to the rows its roles' rules allow (row-rules.ts), kept per
 * distinct scope so its compiled statements and counts are reused. No viewer (work of the system, as the
 * seed does): every row.
 */
export function viewerStores(ctx: ResourceContext, res: ResourceConfig): (viewer?: Viewer | null) => ResourceStore {
  const base = resourceStore(ctx, res);
  const kept = new Map<string, ResourceStore>();
  return (viewer) => {
    const reach = viewer ? rowScope(ctx.store.sql, viewer, res, ctx.roles) : undefined;
    if (!reach) return base;
    let store = kept.get(reach.key);
    if (!store) {
      if (kept.size >= MAX_SCOPES) kept.delete(kept.keys().next().value!);
      kept.set(reach.key, (store = resourceStore(ctx, res, reach)));
    }
    return store;
  };
}

/** Whether `viewer`'s row rules reach row `id` of `res` (read in `ctx`, a transaction's or not). */
export async function reaches(
  ctx: ResourceContext,
  res: ResourceConfig,
  viewer: Viewer | null | undefined,
  id: number,
): Promise<boolean> {
  const reach = viewer ? rowScope(ctx.store.sql, viewer, res, ctx.roles) : undefined;
  return !reach || (await resourceStore(ctx, res, reach).get(id)) !== undefined;
}

import type { Db, Store, Trx } from "../db/index.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { countCache, type CountAsk, type Counted } from "./count-cache.js";
import type { AppParts } from "../parts.js";
import type { RoleDefinition } from "../../src/types/generated/roles.js";

/** What every resource's code shares: the store, all resources (for relations) and the clock. */
export interface ResourceContext {
  store: Store;
  /** Where this context's statements run: the store's builder, or the transaction of `transaction()`. */
  db: Db | Trx;
  resources: Record<string, ResourceConfig>;
  /** The clock, for created_at / updated_at. */
  now: () => number;
  /** What the app's modules register: the resources' action handlers, managed fields and hooks. */
  parts: AppParts;
  /** The app's roles (roles.json): their row rules limit what a caller's stores reach (row-rules.ts). */
  roles: readonly RoleDefinition[];
  /**
   * A count of a table's rows named by what it depends on, exact or up to a bound, answered from a cache
   * while that table has not changed (count-cache.ts). Inside a transaction it is always read: the
   * transaction's own writes are not for others.
   */
  count(ask: CountAsk): Promise<Counted>;
  /**
   * Runs `fn` in one transaction, with a context whose statements run in it; inside one already, joins it.
   * A rule that reads then writes takes the database's lock first (store.lock / store.forUpdate).
   */
  transaction<T>(fn: (ctx: ResourceContext) => Promise<T>): Promise<T>;
  /** The database's lock on a name until the transaction ends (store.lock); only inside `transaction()`. */
  lock(key: string): Promise<void>;
}

export function resourceContext(
  store: Store,
  resources: Record<string, ResourceConfig>,
  parts: AppParts,
  now = Date.now,
  roles: readonly RoleDefinition[] = [],
): ResourceContext {
  const cached = countCache(store);
  const ctx: ResourceContext = {
    store,
    db: store.db,
    resources,
    now,
    parts,
    roles,
    count: cached,
    transaction: (fn) => store.db.transaction().execute((trx) => fn(within(ctx, trx))),
    lock: async (key) => {
      throw new Error(`the lock "${key}" is taken inside a transaction (ctx.transaction)`);
    },
  };
  return ctx;
}

/** The context of an open transaction: its statements run in `trx`, and counts are read, not cached. */
function within(ctx: ResourceContext, trx: Trx): ResourceContext {
  const inner: ResourceContext = {
    ...ctx,
    db: trx,
    count: async ({ exact, bounded }) => {
      const n = Number((await trx.executeQuery((bounded?.query ?? exact)())).rows[0]?.n ?? 0);
      return bounded && n > bounded.bound ? { total: bounded.bound, exact: false } : { total: n, exact: true };
    },
    transaction: (fn) => fn(inner),
    lock: (key) => ctx.store.lock(trx, key),
  };
  return inner;
}

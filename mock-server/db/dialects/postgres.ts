import pg from "pg";
import { Kysely, PostgresDialect, sql } from "kysely";
import type { Store } from "../store.js";
import { postgresHelpers } from "../helpers/postgres.js";
import { APPLICATION_NAME, snapshotPostgres } from "../backup/postgres.js";

// bigint (epoch milliseconds, counts) as numbers: every value the product stores fits in 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// numeric (money, hours) as numbers, as SQLite answers them.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface PostgresOptions {
  /** `postgres://user@host:port/database` (OMO_DATABASE_URL). */
  url: string;
  /** Connections of this process (default 10). */
  max?: number;
  /** The business's time zone (app.json `timeZone`), read by the views' business_time(). */
  timeZone?: string;
}

/**
 * PostgreSQL under Kysely: a pool for queries, transaction-scoped advisory locks for `lock()`, and one
 * dedicated connection that LISTENs for the other processes' notices.
 */
export function postgresStore(options: PostgresOptions): Store {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    // Named, so a restore can see that servers are still connected.
    application_name: APPLICATION_NAME,
    // A custom setting every connection carries: the views write moments on the business's clock.
    options: `-c omo.time_zone=${options.timeZone ?? "Asia/Shanghai"}`,
  });
  // An idle pooled connection the server ends (a restart, a failover) must not end the process: the pool
  // drops it and opens another for the next query; the readiness check reports the outage meanwhile.
  pool.on("error", () => undefined);
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  let listener: Promise<pg.Client> | null = null;
  let closed = false;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  /**
   * The one connection that listens, opened by the first listen(). When it is lost (a restart of the
   * database), a new one listens again to every channel a second later.
   */
  function listening(): Promise<pg.Client> {
    if (listener) return listener;
    listener = (async () => {
      const client = new pg.Client({ connectionString: options.url, application_name: APPLICATION_NAME });
      await client.connect();
      client.on("notification", (n) => handlers.get(n.channel)?.forEach((fn) => fn(n.payload ?? "")));
      client.on("error", () => {
        if (closed) return;
        listener = null;
        setTimeout(() => void relisten().catch(() => undefined), 1000).unref();
      });
      for (const channel of handlers.keys()) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      return client;
    })();
    // A connection that could not open is tried again by the next listen() or relisten().
    listener.catch(() => {
      listener = null;
      if (!closed) setTimeout(() => void relisten().catch(() => undefined), 1000).unref();
    });
    return listener;
  }
  async function relisten() {
    if (!closed && handlers.size) await listening();
  }

  return {
    db,
    dialect: "postgres",
    async changeStamp(table) {
      const { rows } = await sql<{ version: string }>`SELECT version FROM data_versions
        WHERE table_name = ${table}`.execute(db);
      return String(rows[0]?.version ?? 0);
    },
    async read(on, query) {
      return (await on.executeQuery(query)).rows;
    },
    sql: postgresHelpers,
    async lock(trx, key) {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    },
    forUpdate: (query) => query.forUpdate() as typeof query,
    async exclusive(key, fn) {
      // A client of its own, outside the pool: `fn` may use every pooled connection meanwhile.
      const client = new pg.Client({ connectionString: options.url, application_name: APPLICATION_NAME });
      await client.connect();
      try {
        await client.query("SELECT pg_advisory_lock(hashtext($1))", [key]);
        return await fn();
      } finally {
        // Ending the session releases its lock, also when fn failed.
        await client.end();
      }
    },
    async script(trx, text) {
      // No parameters: pg sends it as a simple query, which may hold several statements.
      await sql.raw(text).execute(trx);
    },
    async notify(channel, payload = "") {
      await sql`SELECT pg_notify(${channel}, ${payload})`.execute(db);
    },
    async listen(channel, fn) {
      const client = await listening();
      if (!handlers.has(channel)) {
        handlers.set(channel, new Set());
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      }
      handlers.get(channel)!.add(fn);
      return async () => void handlers.get(channel)?.delete(fn);
    },
    dumpName: "omo.pgdump",
    snapshot: (dest) => snapshotPostgres(options.url, dest),
    async ping() {
      await sql`SELECT 1`.execute(db);
    },
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      await (await client)?.end();
      await db.destroy();
    },
  };
}

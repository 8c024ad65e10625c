import pg from "pg";

/** The machine's PostgreSQL (CI starts it): an admin connection that may create databases. */
export const PG_ADMIN_URL = process.env.OMO_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";

let made = 0;

export type PgDatabase = Awaited<ReturnType<typeof createPgDatabase>>;

/** A database of its own for one test file or app, dropped by `drop()` (connections are ended first). */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `omo_t_${process.pid}_${Date.now().toString(36)}_${made++}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

let reachable: Promise<boolean> | undefined;

/** Whether the machine's PostgreSQL answers at PG_ADMIN_URL (asked once per process). */
export function pgAvailable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query("SELECT 1");
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

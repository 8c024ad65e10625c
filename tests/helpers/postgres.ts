import pg from "pg";

/** The machine's PostgreSQL (CI starts it): an admin connection that may create databases. */
export const PG_ADMIN_URL = process.env.OMO_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";

let made = 0;

export type PgDatabase = Awaited<ReturnType<typeof createPgDatabase>>;

const urlOf = (name: string) => {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one test file or app, dropped by `drop()` (connections are ended first);
 * a copy of `template` (a database nobody is connected to) when given.
 */
export async function createPgDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${DATABASE_PREFIX}${testRun()}_${process.pid}_${Date.now().toString(36)}_${made++}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`));
  return {
    url: urlOf(name),
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

/** The prefix of the seeded databases tests copy from; the suite's teardown drops them. */
export const TEMPLATE_PREFIX = "omo_tpl_";
/**
 * The prefix of a test's or a worker's own database. A test drops its own; the suite's teardown drops
 * what is left (a worker's shared server lives until its process ends, a test that crashed left one).
 */
const DATABASE_PREFIX = "omo_t_";

/**
 * The test run's own name for its templates: the pid of the run's main process, which its global setup
 * puts in the environment its workers inherit. Two runs on one machine (two checkouts) then never copy,
 * nor drop, each other's templates.
 */
export const testRun = () => process.env.OMO_TEST_RUN ?? "shared";

/**
 * The name of a database seeded once per `key` and copied by every app with the same key: seeding an
 * app's demo data over the network costs seconds, a copy of a database a fraction of one. The first
 * caller (of any test process: a lock the database holds) makes it with `make(url)`, which must leave no
 * connection open.
 */
export async function pgTemplate(key: string, make: (url: string) => Promise<void>): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${testRun()}_${key}`;
  return admin(async (client) => {
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [name]);
    try {
      const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (!rowCount) {
        // Made under a temporary name and renamed when whole: a failed seed leaves no half template.
        const partial = `${name}_partial`;
        await client.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${partial}`);
        try {
          await make(urlOf(partial));
        } catch (err) {
          await client.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
          throw err;
        }
        await client.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
      }
      return name;
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext($1))", [name]);
    }
  });
}

/**
 * Drops the template and test databases of `run` (the suite's end), and those of runs whose process has
 * ended (a run stopped before its teardown): never those of another run still going.
 */
export async function dropRunDatabases(run: string): Promise<void> {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (err) {
      // EPERM: a process of another user, alive.
      return (err as NodeJS.ErrnoException).code === "EPERM";
    }
  };
  await admin(async (client) => {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database");
    for (const { datname } of rows) {
      const prefix = [TEMPLATE_PREFIX, DATABASE_PREFIX].find((p) => datname.startsWith(p));
      if (!prefix) continue;
      const owner = datname.slice(prefix.length).split("_")[0];
      const ended = !/^\d+$/.test(owner) || !alive(Number(owner));
      if (owner === run || ended) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  });
}

import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/** The name every server process gives its connections, so a restore can tell a server is connected. */
export const APPLICATION_NAME = "omo-admin";

/** Runs one of PostgreSQL's client tools, with a clear line when the machine lacks them. */
async function tool(name: "pg_dump" | "pg_restore", args: string[]): Promise<string> {
  try {
    return (await run(name, args, { maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === "ENOENT")
      throw new Error(`${name} is not installed: install PostgreSQL's client tools (Debian: postgresql-client)`, {
        cause: err,
      });
    throw new Error(`${name} failed: ${(e.stderr ?? e.message).trim().split("\n").slice(0, 5).join("; ")}`, {
      cause: err,
    });
  }
}

/**
 * A consistent copy of the database at `dest` in pg_dump's custom format: pg_dump reads one snapshot
 * (a repeatable-read transaction), so the copy is one moment while every server goes on writing.
 */
export async function snapshotPostgres(url: string, dest: string): Promise<void> {
  await tool("pg_dump", ["--format=custom", "--no-owner", "--no-acl", `--file=${dest}`, `--dbname=${url}`]);
}

/** Throws unless `path` is a pg_dump archive of this app (its table of contents names our tables). */
export async function verifyPgDump(path: string): Promise<void> {
  let list: string;
  try {
    list = await tool("pg_restore", ["--list", path]);
  } catch (err) {
    throw new Error(`the database in the backup is not sound: ${(err as Error).message}`, { cause: err });
  }
  for (const table of ["migrations", "users", "operation_log"]) {
    if (!new RegExp(`TABLE public ${table} `).test(list))
      throw new Error(`the database in the backup is not sound: no table ${table}: not a database of this app`);
  }
}

/** How many server processes (other than this connection) are connected to the database. */
export async function serversConnected(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
      [APPLICATION_NAME],
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

/**
 * Replaces every table of the database with the dump's: the public schema is emptied, then pg_restore
 * loads the dump in one transaction. The caller keeps a dump of what was there first.
 */
export async function restorePostgres(url: string, dump: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
  } finally {
    await client.end();
  }
  await tool("pg_restore", [
    "--no-owner",
    "--no-acl",
    "--single-transaction",
    "--exit-on-error",
    `--dbname=${url}`,
    dump,
  ]);
}

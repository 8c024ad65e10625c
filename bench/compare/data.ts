import Database from "better-sqlite3";
import { closeSync, openSync, writeSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { buildApp } from "../../mock-server/app.js";
import { tableName } from "../../mock-server/resources/table-name.js";
import { benchConfig, benchStudent, studentRows } from "../students.js";

/**
 * The same N bench-student rows in every target: the product's own tables (made by the product, so its
 * indexes are the ones it ships), filled through the drivers in bulk, and json-server's db.json.
 * Row i has id i + 1 everywhere, so a page is the same rows on every target.
 */
export const TABLE = tableName(benchStudent.name);

type Row = Record<string, string | number>;

/** Rows with their id first, as json-server and the tables store them. */
function* rowsWithIds(count: number): Generator<Row> {
  let id = 1;
  for (const row of studentRows(count)) yield { id: id++, ...row };
}

/** How many rows a scenario's filter matches, counted from the generator (the pages a scenario may ask). */
export interface Counts {
  rows: number;
  status2: number;
  nameMing: number;
}

export function countRows(count: number): Counts {
  const counts = { rows: 0, status2: 0, nameMing: 0 };
  for (const row of studentRows(count)) {
    counts.rows++;
    if (row.status === 2) counts.status2++;
    if (String(row.name).includes("明")) counts.nameMing++;
  }
  return counts;
}

/** The product makes its schema (migrations, the resource's table and indexes, the admin account), then stops. */
export async function productSchema(dataDir: string, databaseUrl?: string): Promise<void> {
  const app = await buildApp({ dataDir, uiDir: false, config: benchConfig(), resourceSeeds: [], databaseUrl });
  await app.close();
}

/** Fills the product's SQLite table: indexes dropped, one prepared INSERT in one transaction, indexes made again. */
export function fillSqlite(dataDir: string, count: number): void {
  const db = new Database(join(dataDir, "omo.db"));
  try {
    db.pragma("synchronous = OFF");
    const indexes = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL")
      .all(TABLE) as { name: string; sql: string }[];
    for (const i of indexes) db.exec(`DROP INDEX "${i.name}"`);
    let insert: Database.Statement | undefined;
    db.transaction(() => {
      for (const row of rowsWithIds(count)) {
        const columns = Object.keys(row);
        insert ??= db.prepare(
          `INSERT INTO "${TABLE}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
        );
        insert.run(Object.values(row));
      }
    })();
    for (const i of indexes) db.exec(i.sql);
    db.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    db.close();
  }
}

/**
 * Fills the product's PostgreSQL table: its secondary indexes dropped, rows sent as one array per column
 * (`INSERT … SELECT * FROM unnest(…)`, thousands of rows a statement), the indexes made again, ANALYZE.
 */
export async function fillPostgres(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const types = new Map(
      (
        await client.query<{ name: string; type: string }>(
          `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
           WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
          [TABLE],
        )
      ).rows.map((r) => [r.name, r.type]),
    );
    // Indexes behind a constraint (the primary key) stay: they cannot be dropped alone.
    const indexes = (
      await client.query<{ name: string; def: string }>(
        `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
         WHERE i.tablename = $1 AND i.schemaname = current_schema()
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
        [TABLE],
      )
    ).rows;
    await client.query("BEGIN");
    for (const i of indexes) await client.query(`DROP INDEX "${i.name}"`);
    let columns: string[] = [];
    let batch: Row[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const arrays = columns.map((c) => batch.map((r) => r[c]));
      const casts = columns.map((c, n) => `$${n + 1}::${types.get(c)}[]`).join(", ");
      await client.query(
        `INSERT INTO "${TABLE}" (${columns.map((c) => `"${c}"`).join(", ")}) SELECT * FROM unnest(${casts})`,
        arrays,
      );
      batch = [];
    };
    for (const row of rowsWithIds(count)) {
      if (!columns.length) columns = Object.keys(row);
      batch.push(row);
      if (batch.length === 10_000) await flush();
    }
    await flush();
    for (const i of indexes) await client.query(i.def);
    // The product's next insert takes the id after the last row.
    await client.query(
      `SELECT setval(s, $2) FROM (SELECT pg_get_serial_sequence($1, 'id') AS s) q WHERE s IS NOT NULL`,
      [TABLE, count],
    );
    await client.query("COMMIT");
    await client.query(`ANALYZE "${TABLE}"`);
  } catch (err) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}

/** json-server's database file: `{"bench-student": [...]}`, written in chunks (a million rows is ~200 MB). */
export function writeJsonDb(file: string, count: number): void {
  const fd = openSync(file, "w");
  try {
    let chunk = `{"${benchStudent.name}":[\n`;
    let first = true;
    for (const row of rowsWithIds(count)) {
      chunk += (first ? "" : ",\n") + JSON.stringify(row);
      first = false;
      if (chunk.length > 1 << 20) {
        writeSync(fd, chunk);
        chunk = "";
      }
    }
    writeSync(fd, `${chunk}\n]}\n`);
  } finally {
    closeSync(fd);
  }
}

import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Store } from "./store.js";

/** What a copy moved, per table: rows and a checksum that both stores agree on when the copy is true. */
export interface TableCopy {
  table: string;
  rows: number;
  checksum: string;
}

/**
 * Tables that belong to the target itself, not copied: its own migration history, the versions its
 * triggers keep of its tables (the copy's own writes move them), and the counts kept at those versions.
 */
const OWN = new Set(["migrations", "data_versions", "list_counts"]);
const BATCH = 500;

/** The base tables of a store (no views), by name. */
export async function tablesOf(store: Store): Promise<string[]> {
  const rows =
    store.dialect === "sqlite"
      ? // Ordinary tables only: a search index's FTS5 tables ('virtual', 'shadow') are its triggers' to fill.
        await sql<{ name: string }>`SELECT name FROM pragma_table_list
          WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(store.db)
      : await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(store.db);
  return rows.rows.map((r) => r.name);
}

/** A table's column names. */
export async function columnsOf(store: Store, table: string): Promise<string[]> {
  const rows =
    store.dialect === "sqlite"
      ? await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(store.db)
      : await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`.execute(store.db);
  return rows.rows.map((r) => r.name);
}

/** PostgreSQL's tables in an order where every table comes after the tables its foreign keys name. */
async function dependencyOrder(to: Store, tables: string[]): Promise<string[]> {
  const edges = (
    await sql<{ child: string; parent: string }>`SELECT c.relname AS child, p.relname AS parent
      FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
      WHERE k.contype = 'f'`.execute(to.db)
  ).rows;
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (seen.has(table) || path.has(table)) return;
    path.add(table);
    for (const e of edges)
      if (e.child === table && e.parent !== table && tables.includes(e.parent)) visit(e.parent, path);
    seen.add(table);
    ordered.push(table);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/** One value as both stores agree to write it: numbers as numbers, text as text, bytes as base64. */
function norm(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "bigint") return Number(value);
  if (Buffer.isBuffer(value)) return value.toString("base64");
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * A checksum of a table's rows that does not depend on their order (the stores sort text differently):
 * the sorted hashes of every row, as JSON with the columns in name order, hashed once more.
 */
export async function tableChecksum(store: Store, table: string, columns: string[]): Promise<TableCopy> {
  const names = [...columns].sort();
  const rows = (await store.db.selectFrom(table).select(names).execute()) as Record<string, unknown>[];
  const hashes = rows
    .map((row) =>
      createHash("sha256")
        .update(JSON.stringify(names.map((c) => norm(row[c]))))
        .digest("hex"),
    )
    .sort();
  const all = createHash("sha256");
  for (const h of hashes) all.update(h);
  return { table, rows: rows.length, checksum: all.digest("hex") };
}

/** Why a copy did not happen; the target is unchanged. */
export class CopyRefused extends Error {}

/**
 * Copies every row of `from` into `to`, whose tables already exist (migrated, and the config's tables
 * made): all in one transaction on the target, so a failure leaves it as it was. Refuses a target that
 * already has accounts. Identity counters are moved past the copied ids. Then checks every table: the
 * same row count and checksum on both sides, or it throws.
 */
export async function copyStore(from: Store, to: Store): Promise<TableCopy[]> {
  const source = (await tablesOf(from)).filter((t) => !OWN.has(t));
  const target = new Set(await tablesOf(to));
  const missing = source.filter((t) => !target.has(t));
  if (missing.length) throw new CopyRefused(`the target has no table ${missing.join(", ")}: is its config the same?`);
  const existing = (await to.db
    .selectFrom("users")
    .select(sql<number>`count(*)`.as("n"))
    .executeTakeFirstOrThrow()) as {
    n: number;
  };
  if (Number(existing.n) > 0) throw new CopyRefused("the target already has accounts: copy into an empty database");

  const columns = new Map<string, string[]>();
  for (const table of source) {
    const cols = await columnsOf(from, table);
    const theirs = new Set(await columnsOf(to, table));
    const lacking = cols.filter((c) => !theirs.has(c));
    if (lacking.length) throw new CopyRefused(`the target's ${table} has no column ${lacking.join(", ")}`);
    columns.set(table, cols);
  }
  const order = to.dialect === "postgres" ? await dependencyOrder(to, source) : source;

  await to.db.transaction().execute(async (trx) => {
    // Rows the target's migrations wrote (default roles) give way to the copied ones.
    for (const table of [...order].reverse()) await trx.deleteFrom(table).execute();
    for (const table of order) {
      const cols = columns.get(table)!;
      const rows = (await from.db.selectFrom(table).select(cols).execute()) as Record<string, unknown>[];
      for (let i = 0; i < rows.length; i += BATCH) {
        const batch = rows.slice(i, i + BATCH).map((r) => Object.fromEntries(cols.map((c) => [c, norm(r[c])])));
        await trx.insertInto(table).values(batch).execute();
      }
      if (to.dialect === "postgres" && cols.includes("id")) {
        // The next id the target hands out follows the copied ones (a no-op where id is not an identity).
        await sql`SELECT setval(seq, GREATEST((SELECT COALESCE(max(id), 0) FROM ${sql.table(table)}), 1))
          FROM (SELECT pg_get_serial_sequence(${table}, 'id') AS seq) s WHERE seq IS NOT NULL`.execute(trx);
      }
    }
  });

  const report: TableCopy[] = [];
  for (const table of source) {
    const cols = columns.get(table)!;
    const [a, b] = [await tableChecksum(from, table, cols), await tableChecksum(to, table, cols)];
    if (a.rows !== b.rows || a.checksum !== b.checksum)
      throw new Error(
        `${table}: the copy differs (${a.rows} rows, ${b.rows} copied; checksums ${a.checksum.slice(0, 12)} vs ${b.checksum.slice(0, 12)})`,
      );
    report.push(a);
  }
  return report;
}

import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { ColumnType, SchemaHelper } from "./types.js";
import { charsOf } from "../postgres.js";
import { byTable } from "../search.js";

/** The PostgreSQL type of a column the product calls INTEGER, REAL or TEXT (flags are 0/1 integers too). */
const declared: Record<ColumnType, string> = { INTEGER: "BIGINT", REAL: "DOUBLE PRECISION", TEXT: "TEXT" };

/** information_schema's `data_type` as the product names it. */
const product: Record<string, string> = {
  bigint: "INTEGER",
  integer: "INTEGER",
  smallint: "INTEGER",
  "double precision": "REAL",
  real: "REAL",
  numeric: "REAL",
  text: "TEXT",
  "character varying": "TEXT",
};

/**
 * PostgreSQL keeps 63 bytes of a name and cuts the rest, so two long index names could become one and
 * `IF NOT EXISTS` would skip the second: a long name keeps its start and gets a hash of the whole.
 */
function indexName(name: string): string {
  if (Buffer.byteLength(name) <= 63) return name;
  return `${name.slice(0, 50)}_${createHash("sha1").update(name).digest("hex").slice(0, 12)}`;
}

/** PostgreSQL's words for tables from config. */
export const postgresSchema: SchemaHelper = {
  async columns(db, table) {
    const rows = await db
      .selectFrom("information_schema.columns")
      .select(["column_name", "data_type"])
      .where("table_schema", "=", sql<string>`current_schema()`)
      .where("table_name", "=", table)
      .execute();
    return new Map(
      rows.map((c: { column_name: string; data_type: string }) => [
        c.column_name,
        product[c.data_type] ?? c.data_type.toUpperCase(),
      ]),
    );
  },
  async columnsOf(db, tables) {
    const map = new Map<string, Map<string, string>>();
    if (!tables.length) return map;
    const rows = await db
      .selectFrom("information_schema.columns")
      .select(["table_name", "column_name", "data_type"])
      .where("table_schema", "=", sql<string>`current_schema()`)
      .where("table_name", "in", tables)
      .execute();
    for (const c of rows as { table_name: string; column_name: string; data_type: string }[]) {
      const columns = map.get(c.table_name) ?? new Map<string, string>();
      columns.set(c.column_name, product[c.data_type] ?? c.data_type.toUpperCase());
      map.set(c.table_name, columns);
    }
    return map;
  },
  async kindOf(db, name) {
    const row = await db
      .selectFrom("information_schema.tables")
      .select("table_type")
      .where("table_schema", "=", sql<string>`current_schema()`)
      .where("table_name", "=", name)
      .executeTakeFirst();
    if (!row) return null;
    return row.table_type === "VIEW" ? "view" : "table";
  },
  async createTable(db, table, columns) {
    // An identity never gives a deleted row's id to a new row, as SQLite's AUTOINCREMENT.
    let create = db.schema
      .createTable(table)
      .addColumn("id", sql`BIGINT`, (c) => c.generatedByDefaultAsIdentity().primaryKey())
      .addColumn("created_at", sql`TEXT`, (c) => c.notNull())
      .addColumn("updated_at", sql`TEXT`, (c) => c.notNull());
    for (const [name, type] of columns) create = create.addColumn(name, sql.raw(declared[type]));
    await create.execute();
  },
  async addColumn(db, table, name, type) {
    await db.schema.alterTable(table).addColumn(name, sql.raw(declared[type])).execute();
  },
  async renameColumn(db, table, from, to) {
    await db.schema.alterTable(table).renameColumn(from, to).execute();
  },
  async dropColumn(db, table, name) {
    await db.schema.alterTable(table).dropColumn(name).execute();
  },
  async indexNames(db) {
    const { rows } = await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes
      WHERE schemaname = current_schema()`.execute(db);
    return new Set(rows.map((r) => r.name));
  },
  async indexes(db, table) {
    const { rows } = await sql<{ name: string; columns: string[] }>`SELECT c.relname AS name,
        array_agg(a.attname::text ORDER BY k.n) AS columns
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_class t ON t.oid = i.indrelid
      JOIN pg_namespace s ON s.oid = t.relnamespace
      CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)
      JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
      WHERE t.relname = ${table} AND s.nspname = current_schema() AND NOT i.indisprimary
      GROUP BY c.relname ORDER BY c.relname`.execute(db);
    return rows.map((r) => ({ name: r.name, columns: r.columns }));
  },
  async dropIndex(db, name) {
    await sql`DROP INDEX IF EXISTS ${sql.id(indexName(name))}`.execute(db);
  },
  indexName,
  async createIndex(db, table, name, columns, unique = false) {
    // NULLS FIRST: the order lists sort in (helpers' sortKey), so an index serves a sorted page both ways.
    const keys = sql.join(columns.map((c) => sql`${sql.ref(c)} NULLS FIRST`));
    await sql`CREATE ${sql.raw(unique ? "UNIQUE " : "")}INDEX IF NOT EXISTS ${sql.id(indexName(name))} ON ${sql.table(table)} (${keys})`.execute(
      db,
    );
  },
  async createSearchIndex(db, table, name, column, short = false) {
    // `short`: the characters, for texts pg_trgm cannot index (migration 020), read by helpers' searchContains.
    const keys = short ? charsOf(column) : sql`${sql.ref(column)} gin_trgm_ops`;
    await sql`CREATE INDEX IF NOT EXISTS ${sql.id(indexName(name))} ON ${sql.table(table)} USING gin (${keys})`.execute(
      db,
    );
  },
  shortSearchIndexes: true,
  async searchIndexes(db) {
    const { rows } = await sql<{
      table: string;
      name: string;
    }>`SELECT tablename AS "table", indexname AS name FROM pg_indexes
      WHERE schemaname = current_schema() AND (indexdef LIKE '%gin_trgm_ops%' OR indexdef LIKE '%USING gin (string_to_array(lower(%')
      ORDER BY indexname`.execute(db);
    return byTable(rows);
  },
  // is_json_array(): migration 012 (PostgreSQL 15 has no json_valid()).
  notJsonArray: (column) => sql<boolean>`NOT is_json_array(${sql.ref(column)})`,
  async trackChanges(db, table) {
    // One bump per statement (not per row), in the writer's transaction: bump_data_version() of migration 012.
    await sql`CREATE OR REPLACE TRIGGER data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version()`.execute(db);
  },
  async trackedTables(db, tables) {
    if (!tables.length) return new Set();
    const rows = await db
      .selectFrom("pg_trigger as g")
      .innerJoin("pg_class as t", "t.oid", "g.tgrelid")
      .innerJoin("pg_namespace as s", "s.oid", "t.relnamespace")
      .select("t.relname")
      .where("t.relname", "in", tables)
      .where("s.nspname", "=", sql<string>`current_schema()`)
      .where("g.tgname", "=", "data_version")
      .execute();
    return new Set(rows.map((r: { relname: string }) => r.relname));
  },
};

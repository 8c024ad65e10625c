import { sql } from "kysely";
import { createSqliteSearch, dropSqliteSearch, sqliteSearchIndexes } from "../search.js";
import type { ColumnType, SchemaHelper } from "./types.js";

/** SQLite's words for tables from config. */
export const sqliteSchema: SchemaHelper = {
  async columns(db, table) {
    const { rows } = await sql<{
      name: string;
      type: string;
    }>`SELECT name, type FROM pragma_table_info(${table})`.execute(db);
    return new Map(rows.map((c) => [c.name, c.type.toUpperCase()]));
  },
  async columnsOf(db, tables) {
    const map = new Map<string, Map<string, string>>();
    if (!tables.length) return map;
    const { rows } = await sql<{ table: string; name: string; type: string }>`SELECT m.name AS "table", c.name, c.type
      FROM sqlite_master m JOIN pragma_table_info(m.name) c
      WHERE m.type IN ('table', 'view') AND m.name IN (${sql.join(tables)})`.execute(db);
    for (const c of rows) {
      const columns = map.get(c.table) ?? new Map<string, string>();
      columns.set(c.name, c.type.toUpperCase());
      map.set(c.table, columns);
    }
    return map;
  },
  async kindOf(db, name) {
    const row = await db
      .selectFrom("sqlite_master")
      .select("type")
      .where("name", "=", name)
      .where("type", "in", ["table", "view"])
      .executeTakeFirst();
    return (row?.type as "table" | "view" | undefined) ?? null;
  },
  async createTable(db, table, columns) {
    // AUTOINCREMENT: a deleted row's id is never given to a new row, so `campus#7` in the log stays one row.
    let create = db.schema
      .createTable(table)
      .addColumn("id", sql`INTEGER`, (c) => c.primaryKey().autoIncrement())
      .addColumn("created_at", sql`TEXT`, (c) => c.notNull())
      .addColumn("updated_at", sql`TEXT`, (c) => c.notNull());
    for (const [name, type] of columns) create = create.addColumn(name, typeOf(type));
    await create.execute();
  },
  async addColumn(db, table, name, type) {
    await db.schema.alterTable(table).addColumn(name, typeOf(type)).execute();
  },
  async renameColumn(db, table, from, to) {
    await db.schema.alterTable(table).renameColumn(from, to).execute();
  },
  async dropColumn(db, table, name) {
    await db.schema.alterTable(table).dropColumn(name).execute();
  },
  async indexNames(db) {
    // A search index is an FTS5 table (helpers/search.ts).
    const { rows } = await sql<{ name: string }>`SELECT name FROM sqlite_master
      WHERE type = 'index' OR (type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%')`.execute(db);
    return new Set(rows.map((r) => r.name));
  },
  async indexes(db, table) {
    // origin 'c': made by CREATE INDEX (not the automatic index of a UNIQUE or PRIMARY KEY constraint).
    const { rows } = await sql<{ name: string; columns: string }>`SELECT l.name AS name,
        (SELECT json_group_array(c.name) FROM (SELECT name FROM pragma_index_info(l.name) ORDER BY seqno) c) AS columns
      FROM pragma_index_list(${table}) l WHERE l.origin = 'c' ORDER BY l.name`.execute(db);
    return rows.map((r) => ({ name: r.name, columns: JSON.parse(r.columns) as string[] }));
  },
  async dropIndex(db, name) {
    await db.schema.dropIndex(name).ifExists().execute();
    await dropSqliteSearch(db, name);
  },
  indexName: (name) => name,
  async createIndex(db, table, name, columns, unique = false) {
    let create = db.schema.createIndex(name).ifNotExists().on(table).columns(columns);
    if (unique) create = create.unique();
    await create.execute();
  },
  createSearchIndex: (db, table, name, column) => createSqliteSearch(db, table, name, column),
  // Its trigram table answers short texts too (helpers/search.ts).
  shortSearchIndexes: false,
  searchIndexes: sqliteSearchIndexes,
  notJsonArray: (column) =>
    sql<boolean>`(json_valid(${sql.ref(column)}) = 0 OR json_type(${sql.ref(column)}) <> 'array')`,
  // SQLite serves one process, and its counters already say when any row changed.
  async trackChanges() {},
  async trackedTables(_db, tables) {
    return new Set(tables);
  },
};

const typeOf = (type: ColumnType) => sql.raw(type);

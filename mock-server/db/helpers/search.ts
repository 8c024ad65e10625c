import { sql, type RawBuilder } from "kysely";
import type { Db } from "../store.js";

/**
 * How SQLite finds a `contains` text through a search index (resources/search-index.ts makes them): an
 * FTS5 `trigram` table holding each value with its ASCII letters lowered and two U+0001 appended.
 */

/** A search text as the index holds it: ASCII letters lowered (SQLite's LIKE folds only those). */
export const foldAscii = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The fts5vocab table listing each trigram's rows: how one- and two-character texts are found. */
export const termsOf = (index: string) => `${index}_terms`;

/**
 * Past this many index hits a search is common enough that walking the list's sort order and testing
 * each row finds a page sooner than fetching and sorting every hit (docs/architecture.md).
 */
export const DENSE_HITS = 5000;

/**
 * The ids of the rows whose value contains `text`, as a statement on the index and its parameters;
 * undefined when the index cannot answer (an empty text matches every value; U+0001 pads every value).
 */
export function searchLookup(index: string, text: string): { sql: string; params: string[] } | undefined {
  const folded = foldAscii(text);
  const length = [...folded].length;
  if (length === 0 || folded.includes("\u0001")) return undefined;
  // The phrase of the text's trigrams, each following the last: the text itself, exactly.
  if (length >= 3)
    return {
      sql: `SELECT rowid AS id FROM "${index}" WHERE "${index}" MATCH ?`,
      params: [`"${folded.replace(/"/g, '""')}"`],
    };
  // Shorter than a trigram: the rows of every trigram starting with it (the padding puts one at each position).
  return {
    sql: `SELECT doc AS id FROM "${termsOf(index)}" WHERE term >= ? AND term < ?`,
    params: [folded, `${folded}\u{10FFFF}`],
  };
}

/**
 * The text indexed for a value: two characters no search looks for end it, so each position starts a
 * trigram and a one- or two-character text is the start of an indexed trigram wherever it occurs (in
 * short values too). ASCII letters are lowered, as SQLite's LIKE (and `lower()`) fold only those.
 */
const indexed = (value: RawBuilder<unknown>) => sql`lower(${value}) || char(1, 1)`;

/**
 * SQLite: the FTS5 table of `column` (contentless: it holds the folded, padded text, not a copy of the
 * column), its vocabulary, the triggers keeping it in step with every write, filled from existing rows.
 */
export async function createSqliteSearch(db: Db, table: string, name: string, column: string): Promise<void> {
  const t = sql.table(table);
  const n = sql.table(name);
  const c = (row: "new" | "old") => sql.raw(`${row}."${column.replace(/"/g, '""')}"`);
  await sql`CREATE VIRTUAL TABLE IF NOT EXISTS ${n} USING fts5(v, content='', contentless_delete=1,
    tokenize='trigram case_sensitive 1')`.execute(db);
  await sql`CREATE VIRTUAL TABLE IF NOT EXISTS ${sql.table(termsOf(name))} USING fts5vocab(${n}, 'instance')`.execute(
    db,
  );
  await sql`CREATE TRIGGER IF NOT EXISTS ${sql.id(`${name}_ai`)} AFTER INSERT ON ${t} WHEN ${c("new")} IS NOT NULL
    BEGIN INSERT INTO ${n}(rowid, v) VALUES (new.id, ${indexed(c("new"))}); END`.execute(db);
  await sql`CREATE TRIGGER IF NOT EXISTS ${sql.id(`${name}_ad`)} AFTER DELETE ON ${t} WHEN ${c("old")} IS NOT NULL
    BEGIN DELETE FROM ${n} WHERE rowid = old.id; END`.execute(db);
  await sql`CREATE TRIGGER IF NOT EXISTS ${sql.id(`${name}_au`)} AFTER UPDATE OF ${sql.id(column)}, id ON ${t}
    BEGIN
      DELETE FROM ${n} WHERE rowid = old.id AND ${c("old")} IS NOT NULL;
      INSERT INTO ${n}(rowid, v) SELECT new.id, ${indexed(c("new"))} WHERE ${c("new")} IS NOT NULL;
    END`.execute(db);
  await sql`INSERT INTO ${n}(rowid, v) SELECT id, ${indexed(sql.ref(column))} FROM ${t}
    WHERE ${sql.ref(column)} IS NOT NULL`.execute(db);
}

/** SQLite: drops a search index (its triggers, vocabulary and FTS5 table with its shadow tables). */
export async function dropSqliteSearch(db: Db, name: string): Promise<void> {
  for (const suffix of ["_ai", "_ad", "_au"]) await sql`DROP TRIGGER IF EXISTS ${sql.id(name + suffix)}`.execute(db);
  await sql`DROP TABLE IF EXISTS ${sql.table(termsOf(name))}`.execute(db);
  await sql`DROP TABLE IF EXISTS ${sql.table(name)}`.execute(db);
}

/** Index names grouped by their table, in the order given. */
export function byTable(rows: { table: string; name: string }[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const { table, name } of rows) map.set(table, [...(map.get(table) ?? []), name]);
  return map;
}

/** SQLite: the search indexes of every table, by table and name (known by their insert trigger). */
export async function sqliteSearchIndexes(db: Db): Promise<Map<string, string[]>> {
  const { rows } = await sql<{
    table: string;
    name: string;
  }>`SELECT tbl_name AS "table", substr(name, 1, length(name) - 3) AS name
    FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_trgm\\_ai' ESCAPE '\\' ORDER BY name`.execute(db);
  return byTable(rows);
}

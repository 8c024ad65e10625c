import type { RawBuilder } from "kysely";
import type { Db } from "../../store.js";

/** A column's type as the product names it, whatever the dialect calls it: a record field's column is one of these. */
export type ColumnType = "INTEGER" | "REAL" | "TEXT";

/**
 * What tables built from config need of the database, where the dialects differ: reading a table's
 * columns, the DDL of a resource's table, indexes, and the stamp that tells a cached count is still true.
 * Names are identifiers (`sql.id`, `sql.table`, the schema builder), never text pasted into SQL.
 */
export interface SchemaHelper {
  /**
   * The columns of a table or view with their type: INTEGER, REAL or TEXT for what the product creates,
   * else the dialect's own name in capitals. Empty when there is no such table.
   */
  columns(db: Db, table: string): Promise<Map<string, string>>;
  /** `columns` of several tables in one query, by table (a table the database lacks is absent). */
  columnsOf(db: Db, tables: string[]): Promise<Map<string, Map<string, string>>>;
  /** Whether `name` is a table or a view; null when neither. */
  kindOf(db: Db, name: string): Promise<"table" | "view" | null>;
  /** A resource's table: `id` (never reused), `created_at`, `updated_at` and the given columns. */
  createTable(db: Db, table: string, columns: [name: string, type: ColumnType][]): Promise<void>;
  addColumn(db: Db, table: string, name: string, type: ColumnType): Promise<void>;
  /** Renames a column; its values, and the indexes on it, stay (SQLite ≥ 3.25 and PostgreSQL alike). */
  renameColumn(db: Db, table: string, from: string, to: string): Promise<void>;
  /** Drops a column (only ever an empty one a rename replaces); its indexes must be dropped first. */
  dropColumn(db: Db, table: string, name: string): Promise<void>;
  /** Every index of the database by its name there (`indexName`), search indexes too: one query for a whole plan. */
  indexNames(db: Db): Promise<Set<string>>;
  /** The indexes a table has (not its primary key), by their name in the database, with their columns in order. */
  indexes(db: Db, table: string): Promise<{ name: string; columns: string[] }[]>;
  dropIndex(db: Db, name: string): Promise<void>;
  /** The name the database keeps for an index named `name` (PostgreSQL shortens long ones), as `indexes` lists it. */
  indexName(name: string): string;
  /** Creates the index unless one of that name exists. */
  createIndex(db: Db, table: string, name: string, columns: string[], unique?: boolean): Promise<void>;
  /**
   * An index that serves `contains` searches on a text column (`%text%`, any case): PostgreSQL's trigram
   * index (pg_trgm, migration 013); SQLite's FTS5 `trigram` table kept in step by triggers (helpers/search.ts).
   */
  createSearchIndex(db: Db, table: string, name: string, column: string, short?: boolean): Promise<void>;
  /** Whether texts shorter than a trigram need an index of their own (`short`): PostgreSQL's pg_trgm does. */
  shortSearchIndexes: boolean;
  /** The search indexes of every table, by table, by their name in the database (`dropIndex` drops one). */
  searchIndexes(db: Db): Promise<Map<string, string[]>>;
  /** SQL: the text in `column` is not a JSON array (a column that cannot become an array field's). */
  notJsonArray(column: string): RawBuilder<boolean>;
  /** Every write to `table`, by any process or module, moves the store's `changeStamp(table)` (a no-op where the stamp covers it). */
  trackChanges(db: Db, table: string): Promise<void>;
  /** Those of `tables` with `trackChanges` in place (all of them on a dialect that needs nothing). */
  trackedTables(db: Db, tables: string[]): Promise<Set<string>>;
}

import type { Expression, RawBuilder } from "kysely";

/** How the elements of a JSON array column are read for comparisons. */
export type ElementType = "integer" | "number" | "string" | "boolean";

/**
 * Where SQL really differs between the two dialects, one named piece each (docs/architecture.md);
 * everything else is dialect-neutral builder code. Column names are references (`sql.ref`), never text
 * pasted into SQL.
 */
export interface Helpers {
  /** The JSON array text in `column` holds `value` (a parameter, or a reference such as `sql.ref("r.name")`). */
  arrayHolds(column: string, value: string | RawBuilder<unknown>): RawBuilder<boolean>;
  /** `column` contains `text`, whatever the case of its letters; `%` and `_` in `text` match themselves. */
  contains(column: string, text: string): RawBuilder<boolean>;
  /**
   * `column` contains `text` (as `contains` says), answered through the column's search index `index`
   * (resources/search-index.ts) where the dialect must be told to read it: SQLite's FTS5 table. Undefined
   * where plain `contains` is best: PostgreSQL's planner picks its trigram index itself; a text the index
   * cannot answer; a text so common that walking the list's order and testing each row is quicker.
   */
  searchContains?(index: string, column: string, text: string): RawBuilder<boolean> | undefined;
  /**
   * The JSON array text in `column` holds the number `value` (`subject_ids` holds 3). Apart from
   * `arrayHolds`: PostgreSQL's `?` finds strings only, never the number 3 in `[1, 3]`.
   */
  arrayHoldsNumber(column: string, value: number): RawBuilder<boolean>;
  /**
   * A business wall-clock time (`YYYY-MM-DD HH:mm[:ss]` text) plus `minutes` (an expression; NULL
   * counts as 0), as `YYYY-MM-DD HH:mm:ss` text; NULL when `moment` is not such a time.
   */
  plusMinutes(moment: Expression<unknown>, minutes: Expression<unknown>): RawBuilder<string | null>;
  /**
   * The names of a table's columns, as rows `{ name }`; none when there is no such table. For the tables
   * config makes (`res_<resource>`), which a module reads only when the config defines them.
   */
  tableColumns(table: string): RawBuilder<{ name: string }>;
  /** `expr` is one of `values`: one statement text whatever their number (so it is compiled once). */
  anyOf(expr: RawBuilder<unknown>, values: unknown[]): RawBuilder<boolean>;
  /** The JSON array text in `column` holds one of `values`. */
  holdsAnyOf(column: string, values: unknown[]): RawBuilder<boolean>;
  /** An element of the JSON array text in `column`, read as `type`, compares (`op`) with `value`. */
  elementCompares(column: string, type: ElementType, op: "=" | ">=" | "<=", value: unknown): RawBuilder<boolean>;
  /**
   * An ORDER BY term on `column` with NULLs where SQLite puts them (first ascending, last descending), so a
   * list sorts alike on both stores.
   */
  sortKey(column: string, direction: "ASC" | "DESC"): RawBuilder<unknown>;
  /** The error a unique index raises on a duplicate (a concurrent write drew the same value). */
  isUniqueViolation(err: unknown): boolean;
}

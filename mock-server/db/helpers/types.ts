import type { Expression, RawBuilder } from "kysely";

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
}

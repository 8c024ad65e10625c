import type { DB } from "../../plugins/database.js";
import { addDays } from "../../../src/common/schedule/index.js";
import type { DateRange, Granularity } from "../../../src/common/stats.js";
import { col } from "../../resources/columns.js";
import { tableName } from "../../resources/table-name.js";

/**
 * Text bounds of a range for a date, date-time or moment column: `>= from AND < the day after to`.
 * Every such column holds the business's wall-clock text (`YYYY-MM-DD HH:mm[:ss]`), so these compare
 * as text and walk an index.
 */
export const bounds = (range: DateRange): [string, string] => [range.from, addDays(range.to, 1)];

/** The day (`YYYY-MM-DD`) or month (`YYYY-MM`) of a date-like column, as SQL. */
export const bucketOf = (column: string, granularity: Granularity): string =>
  `substr(${column}, 1, ${granularity === "day" ? 10 : 7})`;

/** A resource's table, quoted for SQL. */
export const table = (resource: string): string => col(tableName(resource));

/** Rows of `(bucket, value)` as a map, for a series. */
export function byBucket(db: DB, sql: string, params: unknown[]): Map<string, number> {
  const rows = db
    .prepare(sql)
    .raw()
    .all(...params) as [string, number][];
  return new Map(rows.map(([bucket, value]) => [bucket, value]));
}

/** A sum of money to the fen: SQLite adds REAL amounts in binary, which leaves crumbs like 0.30000000000000004. */
export const yuan = (n: number): number => Math.round(n * 100) / 100;

/** The labels of an integer field's options (`商品类型` 1 → 录播), as text keys. */
export function optionLabels(options: { value: unknown; label: string }[] | undefined): Map<string, string> {
  return new Map((options ?? []).map((o) => [String(o.value), o.label]));
}

import { sql, type RawBuilder } from "kysely";
import type { Db } from "../../db/index.js";
import { addDays } from "../../../src/common/calendar.js";
import type { DateRange, Granularity } from "../../../src/common/stats.js";
import { tableName } from "../../resources/table-name.js";
import { localize } from "../../../src/common/i18n.js";

/**
 * Text bounds of a range for a date, date-time or moment column: `>= from AND < the day after to`.
 * Every such column holds the business's wall-clock text (`YYYY-MM-DD HH:mm[:ss]`), so these compare
 * as text and walk an index.
 */
export const bounds = (range: DateRange): [string, string] => [range.from, addDays(range.to, 1)];

/**
 * The day (`YYYY-MM-DD`) or month (`YYYY-MM`) of a date-like column, as SQL: the start of its text,
 * which needs no date function of either dialect (and no time zone: the text is the business's clock).
 */
export const bucketOf = (column: string, granularity: Granularity): RawBuilder<string> =>
  sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(granularity === "day" ? 10 : 7)})`;

/** A resource's table, for SQL. */
export const table = (resource: string) => sql.table(tableName(resource));

/** The sum of a column, 0 over no rows (SQLite's TOTAL, in words PostgreSQL knows too). */
export const total = (column: string): RawBuilder<number> => sql<number>`COALESCE(SUM(${sql.ref(column)}), 0)`;

/** Rows of `(b, v)` (bucket, value) as a map, for a series. */
export async function byBucket(db: Db, query: RawBuilder<{ b: string; v: number }>): Promise<Map<string, number>> {
  const { rows } = await query.execute(db);
  return new Map(rows.map((r) => [r.b, Number(r.v)]));
}

/** A sum of money to the fen: SQLite adds REAL amounts in binary, which leaves crumbs like 0.30000000000000004. */
export const yuan = (n: number): number => Math.round(n * 100) / 100;

/** The labels of an integer field's options (`商品类型` 1 → 录播), as text keys. */
export function optionLabels(options: { value: unknown; label: string }[] | undefined): Map<string, string> {
  return new Map((options ?? []).map((o) => [String(o.value), localize(o.label)]));
}

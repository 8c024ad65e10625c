import { sql, type Expression, type SqlBool } from "kysely";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { AppError } from "../plugins/errors.js";
import { systemColumns } from "./columns.js";

/** A `pageAfter` that is not one this list handed out (or no longer fits its sort): start again. */
export const BAD_CURSOR = 10070;

/** The column a list sorts by and its direction; id breaks ties in the same direction (list-sql.ts buildOrder). */
export interface Sort {
  field: string;
  dir: "asc" | "desc";
}

export function sortOf(res: ResourceConfig, query: { prop?: string; order?: string }): Sort {
  const fallback = res.list.defaultSort ?? { field: "id", order: "descending" };
  const field = query.prop ?? fallback.field;
  const order = query.prop ? (query.order ?? "ascending") : fallback.order;
  return { field, dir: order === "descending" ? "desc" : "asc" };
}

/** Columns holding one number or text sort the same way they compare: seeking after a row finds the next. */
export function seekable(res: ResourceConfig, sort: Sort): boolean {
  if ((systemColumns as readonly string[]).includes(sort.field)) return true;
  const type = res.record.properties[sort.field]?.type;
  return type === "string" || type === "integer" || type === "number" || type === "boolean";
}

type Key = string | number | null;

/** The cursor of the page after `row` (as stored): the sort, its value there and its id, opaque to clients. */
export function cursorOf(sort: Sort, row: Record<string, unknown>): string | undefined {
  const value = sort.field === "id" ? null : row[sort.field];
  const id = row.id;
  if (typeof id !== "number" || !(value === null || typeof value === "string" || typeof value === "number")) return;
  return Buffer.from(JSON.stringify([sort.field, sort.dir, value, id])).toString("base64url");
}

function decode(sort: Sort, cursor: string): { value: Key; id: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw new AppError(BAD_CURSOR, 400);
  const [field, dir, value, id] = parsed as unknown[];
  const valueOk = value === null || typeof value === "string" || typeof value === "number";
  if (field !== sort.field || dir !== sort.dir || !valueOk || !Number.isSafeInteger(id)) {
    throw new AppError(BAD_CURSOR, 400);
  }
  return { value: value as Key, id: id as number };
}

/**
 * The rows after the cursor's row in the list's order, which both stores sort with NULLs first ascending
 * and last descending (helpers' sortKey): `(column, id)` compared as a pair, with NULLs placed by hand
 * (a comparison with NULL is never true). The same rows as the OFFSET that would reach them.
 */
export function seekAfter(res: ResourceConfig, sort: Sort, cursor: string): Expression<SqlBool> {
  // Never handed out for such a sort (seekable): a cursor made up by hand.
  if (!seekable(res, sort)) throw new AppError(BAD_CURSOR, 400);
  const { value, id } = decode(sort, cursor);
  const asc = sort.dir === "asc";
  if (sort.field === "id") return sql<SqlBool>`id ${sql.raw(asc ? ">" : "<")} ${id}`;
  const col = sql.ref(sort.field);
  if (value === null) {
    // Ascending, the NULLs come first: the rest of them, then every row with a value.
    return asc ? sql<SqlBool>`(${col} IS NOT NULL OR id > ${id})` : sql<SqlBool>`(${col} IS NULL AND id < ${id})`;
  }
  return asc
    ? sql<SqlBool>`(${col}, id) > (${value}, ${id})`
    : sql<SqlBool>`((${col}, id) < (${value}, ${id}) OR ${col} IS NULL)`;
}

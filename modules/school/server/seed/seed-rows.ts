/**
 * Reading rows seeded earlier. The context may hand them back as generated or as stored (booleans
 * as 0/1, arrays as JSON text), so generators read them through these instead of trusting a shape.
 */

export type Row = Record<string, unknown>;

/** The row's id. */
export const idOf = (row: Row): number => Number(row.id);

/** A boolean field, true unless stored as false or 0. */
export const isOn = (value: unknown): boolean => value !== false && value !== 0 && value !== "0";

/** An array field as an array of numbers, whether stored as JSON text or an array. */
export function numbersOf(value: unknown): number[] {
  const list: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.map(Number) : [];
}

/** The enabled categories of one kind (`xk` subjects, `jc` textbooks, `jq` volume areas). */
export function categoriesOf(rows: Row[], code: "xk" | "jc" | "jq"): Row[] {
  return rows.filter((r) => r.code === code && isOn(r.enabled));
}

/** Rounds to cents, so a computed price passes the `decimal2` rule. */
export const cents = (n: number): number => Math.round(n * 100) / 100;

/** A shop price: whole hundreds less one yuan (5999), at least 99. */
export const shopPrice = (yuan: number): number => Math.max(99, Math.round(yuan / 100) * 100 - 1);

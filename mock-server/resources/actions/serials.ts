import { randomInt } from "node:crypto";
import { localDateTime } from "../codec.js";
import { col } from "../columns.js";
import type { ResourceContext } from "../context.js";
import { tableName } from "../table-name.js";

/** Letters and digits of an activation code: no 0/O and no 1/I, which users misread. */
export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Sixteen characters as the code users type: `XXXX-XXXX-XXXX-XXXX`. */
export const formatCode = (chars: string): string => chars.match(/.{1,4}/g)!.join("-");

/** A random activation code (node:crypto): 32^16 possibilities, so a clash is rare but still checked for. */
export function randomCode(): string {
  let chars = "";
  for (let i = 0; i < 16; i++) chars += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return formatCode(chars);
}

/** `yyyyMMddHHmmss` of a moment, in the server's local time like created_at. */
export const stamp = (ms: number): string => localDateTime(ms).replace(/\D/g, "");

/** An order number: a prefix, the moment to the second and four random digits (`DD20261123140501` + `0427`). */
export const orderNo = (prefix: string, ms: number): string =>
  `${prefix}${stamp(ms)}${String(randomInt(10_000)).padStart(4, "0")}`;

/** Draws until `taken` says the value is free; a run of clashes means something is wrong, not bad luck. */
export function drawUnique(draw: () => string, taken: (value: string) => boolean, tries = 50): string {
  for (let i = 0; i < tries; i++) {
    const value = draw();
    if (!taken(value)) return value;
  }
  throw new Error(`no free value after ${tries} draws`);
}

/** Whether a value is already in a resource's column (a unique field: the column is indexed). */
export function takenIn(ctx: ResourceContext, resource: string, field: string): (value: string) => boolean {
  const sql = `SELECT 1 FROM ${col(tableName(resource))} WHERE ${col(field)} = ? LIMIT 1`;
  return (value) => ctx.prepare(sql).get(value) !== undefined;
}

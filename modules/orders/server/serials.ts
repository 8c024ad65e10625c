import { randomInt } from "node:crypto";
import { localDateTime } from "../../../mock-server/resources/codec.js";
import type { ResourceContext } from "../../../mock-server/resources/context.js";
import { tableName } from "../../../mock-server/resources/table-name.js";

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
export async function drawUnique(
  draw: () => string,
  taken: (value: string) => Promise<boolean> | boolean,
  tries = 50,
): Promise<string> {
  for (let i = 0; i < tries; i++) {
    const value = draw();
    if (!(await taken(value))) return value;
  }
  throw new Error(`no free value after ${tries} draws`);
}

/**
 * Whether a value is already in a resource's column (a unique field: the column has a unique index, which
 * also refuses a value another transaction drew at the same moment; the write is then tried again).
 */
export function takenIn(ctx: ResourceContext, resource: string, field: string): (value: string) => Promise<boolean> {
  return async (value) =>
    (await ctx.db.selectFrom(tableName(resource)).select("id").where(field, "=", value).limit(1).executeTakeFirst()) !==
    undefined;
}

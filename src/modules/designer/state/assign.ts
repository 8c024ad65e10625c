/**
 * Sets a key of a config object, or removes it when the value says "the default" (nothing, an
 * empty text, false): the file then keeps only what differs from the defaults, as people write it.
 */
export function assign<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | null | undefined | "") {
  if (value === undefined || value === null || value === "" || value === false) delete target[key];
  else target[key] = value as T[K];
}

/**
 * A list the schema wants non-empty (`minItems: 1`), typed so: a draft may hold it empty for a
 * while (the last column removed), and the JSON check then says so at its pointer.
 */
export const nonEmpty = <T>(list: T[]) => list as [T, ...T[]];

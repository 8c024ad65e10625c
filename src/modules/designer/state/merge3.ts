const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A draft carried over someone else's save: a three-way merge of JSON, key by key. What this admin did
 * not change takes the other's value (their save is kept, not undone); what only this admin changed stays;
 * where both changed the same value, this admin's wins — the fresh diff shows it, before they save again.
 * Arrays merge item by item while all three have the same length (a column's width edited on each side);
 * otherwise the one this admin changed is theirs as a whole.
 */
export function merge3(base: unknown, ours: unknown, theirs: unknown): unknown {
  if (same(ours, base)) return theirs;
  if (same(theirs, base) || same(ours, theirs)) return ours;
  if (isObject(base) && isObject(ours) && isObject(theirs)) {
    const keys = [...new Set([...Object.keys(ours), ...Object.keys(theirs)])];
    const merged: Record<string, unknown> = {};
    for (const key of keys) {
      const value = merge3(base[key], ours[key], theirs[key]);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(ours) && Array.isArray(theirs))
    if (base.length === ours.length && ours.length === theirs.length)
      return ours.map((item, i) => merge3(base[i], item, theirs[i]));
  return ours;
}

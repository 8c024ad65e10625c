import { editText } from "./edit-text.js";

/**
 * The text a config file is written with. Given the text it replaces, that text with only what changed
 * edited in (editText): a one-field change is a few lines of diff, whatever layout the file had. Else
 * 2-space indent and a final newline. Either way keys in a stable order —
 * the order of the file being replaced, then new keys in the order the draft gives. Saving an unchanged
 * file writes the same bytes, and a git diff of a designer's save shows only what the admin changed.
 * A schema's `properties` are the one object whose order means something (the order of the fields in the
 * designer and in a form built from them): they keep the draft's order, so a field dragged into place or
 * renamed stays where the admin put it.
 */
export function formatConfigFile(draft: unknown, previous?: unknown, previousText?: string): string {
  const next = ordered(draft, previous, false);
  const edited = previousText === undefined ? undefined : editText(previousText, previous, next);
  return edited ?? `${JSON.stringify(next, null, 2)}\n`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function ordered(value: unknown, previous: unknown, draftOrder: boolean): unknown {
  if (Array.isArray(value)) {
    // Items keep the draft's order (it is meaningful: columns, routes); each is ordered like the item it
    // replaces, matched by `name` or `field` where items carry one, else by position.
    const before = Array.isArray(previous) ? previous : [];
    const keyOf = (item: unknown) => (isObject(item) ? (item.name ?? item.field ?? item.path) : undefined);
    const byKey = new Map(before.filter((b) => keyOf(b) !== undefined).map((b) => [keyOf(b), b]));
    return value.map((item, i) => ordered(item, keyOf(item) !== undefined ? byKey.get(keyOf(item)) : before[i], false));
  }
  if (!isObject(value)) return value;
  const old = isObject(previous) ? previous : {};
  const keys = draftOrder
    ? Object.keys(value)
    : [...Object.keys(old).filter((k) => k in value), ...Object.keys(value).filter((k) => !(k in old))];
  // The entries of a `properties` map are fields (ordered as ever), even one named `properties`.
  return Object.fromEntries(keys.map((k) => [k, ordered(value[k], old[k], !draftOrder && k === "properties")]));
}

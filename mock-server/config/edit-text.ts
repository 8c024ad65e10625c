import { findNodeAtLocation, parseTree, type JSONPath, type Node } from "jsonc-parser";
import { isDeepStrictEqual } from "node:util";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The width the repository's JSON is formatted to (prettier's printWidth): a shorter value stays on one line. */
const WIDTH = 120;

/** A value on one line, spaced as the config files are: `{ "a": 1, "b": [1, 2] }`. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return value.length ? `[${value.map(inline).join(", ")}]` : "[]";
  if (isObject(value)) {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`);
    return entries.length ? `{ ${entries.join(", ")} }` : "{}";
  }
  return JSON.stringify(value);
}

/** A value as the text to write at `column` of a line indented by `indent`: one line when it fits, else one item a line. */
function print(value: unknown, indent: string, column: number): string {
  const one = inline(value);
  if (column + one.length + 1 <= WIDTH || (!Array.isArray(value) && !isObject(value))) return one;
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((v) => `${inner}${print(v, inner, inner.length)}`)
    : Object.entries(value).map(([k, v]) => {
        const key = `${inner}${JSON.stringify(k)}: `;
        return `${key}${print(v, inner, key.length)}`;
      });
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  return `${open}\n${items.join(",\n")}\n${indent}${close}`;
}

/** Where a node's line starts, its indent, and its column. */
function lineOf(text: string, offset: number): { indent: string; column: number } {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  return { indent: /^[ \t]*/.exec(text.slice(start))![0], column: offset - start };
}

type Edit = (text: string) => string | undefined;

const splice = (text: string, offset: number, length: number, content: string) =>
  text.slice(0, offset) + content + text.slice(offset + length);

/** The node of a value at a path; for an object's key, its property node is the value's parent. */
const nodeAt = (text: string, path: JSONPath): Node | undefined => {
  const root = parseTree(text);
  return root && findNodeAtLocation(root, path);
};

/** Sets the value at an existing path: its text replaced, laid out from where it starts. */
const replace =
  (path: JSONPath, value: unknown): Edit =>
  (text) => {
    const node = nodeAt(text, path);
    if (!node) return undefined;
    const { indent, column } = lineOf(text, node.offset);
    return splice(text, node.offset, node.length, print(value, indent, column));
  };

/** Removes a key or an item, with its comma and its line. */
const remove =
  (path: JSONPath): Edit =>
  (text) => {
    const node = nodeAt(text, path);
    const member = node?.parent?.type === "property" ? node.parent : node;
    const siblings = member?.parent?.children;
    if (!member || !siblings) return undefined;
    const i = siblings.indexOf(member);
    // From the end of the one before (its comma goes), else up to the start of the one after.
    if (i > 0) {
      const before = siblings[i - 1];
      return splice(text, before.offset + before.length, member.offset + member.length - before.offset - before.length, "");
    }
    const after = siblings[i + 1];
    if (!after) return replace(path.slice(0, -1), member.parent!.type === "array" ? [] : {})(text);
    return splice(text, member.offset, after.offset - member.offset, "");
  };

/** Inserts a key (of an object) or an item (of an array) at `index` among the members there now. */
const insert =
  (parentPath: JSONPath, index: number, key: string | undefined, value: unknown, whole: unknown): Edit =>
  (text) => {
    const parent = nodeAt(text, parentPath);
    const members = parent?.children ?? [];
    if (!parent || index > members.length) return undefined;
    const start = parent.offset;
    const multiline = members.length > 0 && text.slice(start, members[0].offset).includes("\n");
    // An empty or one-line parent is written anew, as a whole: it is one line, or becomes a few.
    if (!multiline) return replace(parentPath, whole)(text);
    const { indent } = lineOf(text, members[Math.min(index, members.length - 1)].offset);
    const head = key === undefined ? "" : `${JSON.stringify(key)}: `;
    const member = `${head}${print(value, indent, indent.length + head.length)}`;
    if (index === members.length) {
      const last = members[members.length - 1];
      return splice(text, last.offset + last.length, 0, `,\n${indent}${member}`);
    }
    return splice(text, members[index].offset, 0, `${member},\n${indent}`);
  };

/** The edits that turn `before` into `after`, descending where both have the same shape. */
function edits(before: unknown, after: unknown, path: JSONPath, out: Edit[]): void {
  if (isDeepStrictEqual(before, after)) return;
  if (isObject(before) && isObject(after)) {
    // Keys that moved: the object is written anew (a dragged field, say).
    if (
      Object.keys(before).filter((k) => k in after).join("\0") !==
      Object.keys(after).filter((k) => k in before).join("\0")
    ) {
      out.push(replace(path, after));
      return;
    }
    for (const k of Object.keys(before)) if (!(k in after)) out.push(remove([...path, k]));
    const keys = Object.keys(after);
    keys.forEach((k, i) => {
      if (k in before) return edits(before[k], after[k], [...path, k], out);
      // Its place: after the keys before it in the draft, all of which are in the text by then.
      out.push(insert(path, i, k, after[k], Object.fromEntries(keys.slice(0, i + 1).map((key) => [key, after[key]]))));
    });
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length) {
      after.forEach((item, i) => edits(before[i], item, [...path, i], out));
      return;
    }
    // Items added or removed in one place, the others the same: only those.
    let head = 0;
    while (head < Math.min(before.length, after.length) && isDeepStrictEqual(before[head], after[head])) head++;
    let tail = 0;
    while (
      tail < Math.min(before.length, after.length) - head &&
      isDeepStrictEqual(before[before.length - 1 - tail], after[after.length - 1 - tail])
    )
      tail++;
    if (head + tail === before.length) {
      for (let i = head; i < after.length - tail; i++)
        out.push(insert(path, i, undefined, after[i], after.slice(0, i + 1).concat(after.slice(after.length - tail))));
      return;
    }
    if (head + tail === after.length) {
      for (let i = before.length - tail - 1; i >= head; i--) out.push(remove([...path, i]));
      return;
    }
  }
  out.push(replace(path, after));
}

/**
 * `text`, whose JSON is `before`, edited into `after` where they differ and nowhere else: the lines an
 * admin did not change keep their layout, and what is new is laid out as the files are (one line when
 * it fits in 120 columns, else one member a line, 2-space indent). Undefined when the edits do not give
 * `after` exactly, key order included: the caller then writes the whole file anew.
 */
export function editText(text: string, before: unknown, after: unknown): string | undefined {
  const list: Edit[] = [];
  edits(before, after, [], list);
  let out: string | undefined = text;
  for (const edit of list) {
    out = edit(out);
    if (out === undefined) return undefined;
  }
  try {
    return JSON.stringify(JSON.parse(out)) === JSON.stringify(after) ? out : undefined;
  } catch {
    return undefined;
  }
}

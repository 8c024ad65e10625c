import type { HandoutNode } from "../api.js";

/** A node with the folder it sits in (`undefined` for the roots 讲义 and 作业). */
export interface IndexedNode {
  node: HandoutNode;
  parent?: HandoutNode;
}

/** Every node by id, with its parent: the checked ids are resolved against it without walking the tree again. */
export function indexTree(nodes: HandoutNode[]): Map<number, IndexedNode> {
  const index = new Map<number, IndexedNode>();
  const walk = (list: HandoutNode[], parent?: HandoutNode) => {
    for (const node of list) {
      index.set(node.id, { node, parent });
      walk(node.children, node);
    }
  };
  walk(nodes);
  return index;
}

const contains = (label: string, keyword: string) => label.toLowerCase().includes(keyword);

/** The result of a search: the pruned tree and the folders to open so every match shows. */
export interface FilteredTree {
  nodes: HandoutNode[];
  expandedIds: number[];
}

/**
 * Keeps the nodes whose label contains `keyword` (ignoring case) with their whole subtree, and the
 * folders leading to them; as the server's `keyword` does, but without a request per keystroke.
 */
export function filterTree(nodes: HandoutNode[], keyword: string): FilteredTree {
  const k = keyword.trim().toLowerCase();
  if (!k) return { nodes, expandedIds: [] };
  const expanded = new Set<number>();
  // Every match opens its ancestors, a match below another match included.
  const mark = (list: HandoutNode[], ancestors: number[]) => {
    for (const n of list) {
      if (contains(n.label, k)) ancestors.forEach((id) => expanded.add(id));
      mark(n.children, [...ancestors, n.id]);
    }
  };
  const prune = (list: HandoutNode[]): HandoutNode[] =>
    list.flatMap((n) => {
      if (contains(n.label, k)) return [n];
      const children = prune(n.children);
      return children.length ? [{ ...n, children }] : [];
    });
  mark(nodes, []);
  return { nodes: prune(nodes), expandedIds: [...expanded] };
}

/** A label cut around the first occurrence of the keyword, or `null` when it does not occur. */
export function splitMatch(label: string, keyword: string): [before: string, match: string, after: string] | null {
  const k = keyword.trim().toLowerCase();
  const at = k ? label.toLowerCase().indexOf(k) : -1;
  if (at < 0) return null;
  return [label.slice(0, at), label.slice(at, at + k.length), label.slice(at + k.length)];
}

/** A folder as a TreeSelect option: only folders can hold new folders and files. */
export interface FolderOption {
  value: number;
  title: string;
  children: FolderOption[];
}

/** The folders of the tree, nested as they are, for the 父级文件夹 picker. */
export function folderOptions(nodes: HandoutNode[]): FolderOption[] {
  return nodes
    .filter((n) => n.kind === "folder")
    .map((n) => ({ value: n.id, title: n.label, children: folderOptions(n.children) }));
}

/**
 * The ids to delete: a node inside a checked folder goes with it, so only the top-most checked
 * nodes are sent (in tree order), and the server is never asked to delete one twice.
 */
export function topMostChecked(nodes: HandoutNode[], checked: number[]): number[] {
  const wanted = new Set(checked);
  const out: number[] = [];
  const walk = (list: HandoutNode[]) => {
    for (const n of list) {
      if (wanted.has(n.id)) out.push(n.id);
      else walk(n.children);
    }
  };
  walk(nodes);
  return out;
}

/**
 * The folder a new folder or file most likely goes into: the one checked folder, else (no folder
 * checked) the folder of the one checked file; anything else is ambiguous, so nothing is preset.
 */
export function presetParent(index: Map<number, IndexedNode>, checked: number[]): number | undefined {
  const items = checked.map((id) => index.get(id)).filter((item) => item !== undefined);
  const folders = items.filter((item) => item.node.kind === "folder");
  const files = items.filter((item) => item.node.kind === "file");
  if (folders.length === 1) return folders[0].node.id;
  if (folders.length === 0 && files.length === 1) return files[0].parent?.id;
  return undefined;
}

/** The ids from a root down to `id` (itself included): the folders to open so a new child shows. */
export function pathTo(index: Map<number, IndexedNode>, id: number): number[] {
  const path: number[] = [];
  for (let item = index.get(id); item; item = item.parent && index.get(item.parent.id)) path.unshift(item.node.id);
  return path;
}

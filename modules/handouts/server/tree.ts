import type { HandoutNode } from "./repository.js";
import type { HandoutNode as ShownNode } from "../common/handouts.js";

/** A node of the live-handout tree as the page shows it (spec §3). */
export type TreeNode = ShownNode;

/**
 * Builds the forest from flat rows (already folders first, then by label). With a keyword, keeps
 * the nodes whose label contains it with their whole subtree, and the folders leading to them.
 * `fileUrl` gives a file's address (the token-checked file route), with `download` its download address,
 * given only for a file uploaded as 允许下载, as the recorded list gives its `download`.
 */
export function buildTree(
  rows: HandoutNode[],
  fileUrl: (id: number, download?: boolean) => string,
  keyword?: string,
): TreeNode[] {
  const nodes = new Map<number, TreeNode>();
  for (const r of rows) {
    const file = r.kind === "file";
    nodes.set(r.id, {
      id: r.id,
      label: r.label,
      subject_id: r.subject_id,
      type: r.type,
      kind: r.kind,
      ...(file ? { oss_url: fileUrl(r.id), downloadable: r.downloadable === 1, pages: r.pages } : {}),
      ...(file && r.downloadable === 1 ? { download: fileUrl(r.id, true) } : {}),
      children: [],
    });
  }
  const roots: TreeNode[] = [];
  for (const r of rows) {
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    if (parent) parent.children.push(nodes.get(r.id)!);
    else if (r.parent_id === null) roots.push(nodes.get(r.id)!);
  }
  const k = keyword?.trim().toLowerCase();
  return k ? prune(roots, k) : roots;
}

/** The nodes matching `k` (with everything below them) and the folders on the way to a match. */
function prune(nodes: TreeNode[], k: string): TreeNode[] {
  return nodes.flatMap((n) => {
    if (n.label.toLowerCase().includes(k)) return [n];
    const children = prune(n.children, k);
    return children.length ? [{ ...n, children }] : [];
  });
}

/** A row of a tree list as `GET /v1/resources/<name>/tree-nodes` answers it. */
export interface TreeNode {
  id: number;
  label: string;
  parent: number | null;
}

/** antd's tree data: each node with its children, top-level nodes first. */
export interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

/**
 * The nodes as a tree, in the order given. A node whose parent is not among them (beyond the answer's
 * limit) is shown at the top rather than lost.
 */
export function toTreeOptions(nodes: TreeNode[]): TreeOption[] {
  const byId = new Map(nodes.map((n) => [n.id, { value: n.id, title: n.label, children: [] as TreeOption[] }]));
  const roots: TreeOption[] = [];
  for (const n of nodes) {
    const parent = n.parent === null ? undefined : byId.get(n.parent);
    if (parent && n.parent !== n.id) parent.children.push(byId.get(n.id)!);
    else roots.push(byId.get(n.id)!);
  }
  return roots;
}

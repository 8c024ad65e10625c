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
  /** The edited row and its descendants: choosing one would make the tree a loop. */
  disabled?: boolean;
}

/**
 * The nodes as a tree, in the order given. A node whose parent is not among them (beyond the answer's
 * limit) is shown at the top rather than lost. `edited` (the row the form edits) and its descendants are
 * disabled: the server would refuse them as its parent.
 */
export function toTreeOptions(nodes: TreeNode[], edited?: number): TreeOption[] {
  const byId = new Map(nodes.map((n) => [n.id, { value: n.id, title: n.label, children: [] as TreeOption[] }]));
  const roots: TreeOption[] = [];
  for (const n of nodes) {
    const parent = n.parent === null ? undefined : byId.get(n.parent);
    if (parent && n.parent !== n.id) parent.children.push(byId.get(n.id)!);
    else roots.push(byId.get(n.id)!);
  }
  const disable = (option: TreeOption) => {
    option.disabled = true;
    option.children.forEach(disable);
  };
  const own = edited === undefined ? undefined : byId.get(edited);
  if (own) disable(own);
  return roots;
}

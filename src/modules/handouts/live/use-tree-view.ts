import { useMemo, useState } from "react";
import type { HandoutNode } from "../api.js";
import { filterTree, indexTree, pathTo } from "./tree-utils.js";

/**
 * What the user did to the tree: the keyword, the checked items and the open folders. Until the
 * user opens or closes a folder, the roots are open, or with a keyword every folder leading to a
 * match; checks of items a reload removed are dropped.
 */
export function useTreeView(tree: HandoutNode[]) {
  const [keyword, setKeyword] = useState("");
  const [checkedIds, setCheckedIds] = useState<number[]>([]);
  const [expandedIds, setExpandedIds] = useState<number[] | null>(null);
  const index = useMemo(() => indexTree(tree), [tree]);
  const filtered = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
  const expanded = expandedIds ?? (keyword.trim() ? filtered.expandedIds : tree.map((n) => n.id));

  return {
    keyword,
    index,
    nodes: filtered.nodes,
    checked: checkedIds.filter((id) => index.has(id)),
    expanded,
    search(next: string) {
      setKeyword(next);
      setExpandedIds(null);
    },
    check: setCheckedIds,
    expand: setExpandedIds,
    /** Opens the folders down to `id`, so what was just added there shows. */
    reveal(id: number) {
      setExpandedIds([...new Set([...expanded, ...pathTo(index, id)])]);
    },
    /** A new subject: nothing checked, the default folders open. */
    reset() {
      setCheckedIds([]);
      setExpandedIds(null);
    },
  };
}

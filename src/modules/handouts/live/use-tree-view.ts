import { useMemo, useState } from "react";
import type { HandoutNode } from "../api.js";
import { filterTree, indexTree, pathTo } from "./tree-utils.js";

/**
 * What the user did to the tree: the keyword, the checked items and the open folders. Until the
 * user opens or closes a folder, the roots are open, or with a keyword every folder leading to a
 * match; checks of items a reload removed are dropped, and checks the search hides do not count.
 */
export function useTreeView(tree: HandoutNode[]) {
  const [keyword, setKeyword] = useState("");
  const [checkedIds, setCheckedIds] = useState<number[]>([]);
  const [expandedIds, setExpandedIds] = useState<number[] | null>(null);
  const index = useMemo(() => indexTree(tree), [tree]);
  const filtered = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
  const shown = useMemo(() => indexTree(filtered.nodes), [filtered]);
  const expanded = expandedIds ?? (keyword.trim() ? filtered.expandedIds : tree.map((n) => n.id));

  return {
    keyword,
    index,
    nodes: filtered.nodes,
    // Only what the search leaves on screen counts: 删除 and 重命名 never act on a hidden item.
    // Hidden checks are kept, and count again once the search no longer hides them.
    checked: checkedIds.filter((id) => shown.has(id)),
    expanded,
    search(next: string) {
      setKeyword(next);
      setExpandedIds(null);
    },
    check(ids: number[]) {
      setCheckedIds((prev) => [...prev.filter((id) => index.has(id) && !shown.has(id)), ...ids]);
    },
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

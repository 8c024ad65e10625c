import { useMemo, useState } from "react";
import type { HandoutNode } from "../api.js";
import { filterTree, indexTree, pathTo } from "./tree-utils.js";
import { loadOpenFolders, saveOpenFolders } from "./open-folders.js";

/**
 * What the user did to the tree: the keyword, the checked items and the open folders. The folders
 * the user opened are kept per subject in the browser, so a reload or a later visit shows the tree as
 * it was left; until the user opens or closes one, the roots are open. A keyword opens every folder
 * leading to a match for as long as it is there, without touching the kept ones. Checks of items a
 * reload removed are dropped, and checks the search hides do not count.
 */
export function useTreeView(tree: HandoutNode[], subjectId: number | undefined) {
  const [keyword, setKeyword] = useState("");
  const [checkedIds, setCheckedIds] = useState<number[]>([]);
  const [kept, setKept] = useState(() => ({ subjectId, ids: loadOpenFolders(subjectId) }));
  // Another subject: its own open folders (React's "adjust state while rendering").
  if (kept.subjectId !== subjectId) setKept({ subjectId, ids: loadOpenFolders(subjectId) });
  const [searchOpen, setSearchOpen] = useState<number[] | null>(null);
  const index = useMemo(() => indexTree(tree), [tree]);
  const filtered = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
  const shown = useMemo(() => indexTree(filtered.nodes), [filtered]);
  const searching = keyword.trim() !== "";
  const expanded = searching ? (searchOpen ?? filtered.expandedIds) : (kept.ids ?? tree.map((n) => n.id));

  const open = (ids: number[]) => {
    if (searching) return setSearchOpen(ids);
    setKept({ subjectId, ids });
    saveOpenFolders(subjectId, ids);
  };

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
      setSearchOpen(null);
    },
    check(ids: number[]) {
      setCheckedIds((prev) => [...prev.filter((id) => index.has(id) && !shown.has(id)), ...ids]);
    },
    expand: open,
    /** Opens the folders down to `id`, so what was just added there shows. */
    reveal(id: number) {
      open([...new Set([...expanded, ...pathTo(index, id)])]);
    },
    /** A new subject: nothing checked (its open folders are its own). */
    reset() {
      setCheckedIds([]);
      setSearchOpen(null);
    },
  };
}

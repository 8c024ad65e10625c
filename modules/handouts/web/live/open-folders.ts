/** Where the open folders of one subject's tree are kept in the browser. */
const storageKey = (subjectId: number) => `omo-handout-tree-open-${subjectId}`;

/** The folders last left open in this subject's tree, or `null` when the user never changed them. */
export function loadOpenFolders(subjectId: number | undefined): number[] | null {
  if (subjectId === undefined) return null;
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(storageKey(subjectId)) ?? "null");
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : null;
  } catch {
    return null;
  }
}

/** Keeps the open folders of this subject's tree; a full or blocked storage only loses the memory. */
export function saveOpenFolders(subjectId: number | undefined, ids: number[]): void {
  if (subjectId === undefined) return;
  try {
    localStorage.setItem(storageKey(subjectId), JSON.stringify(ids));
  } catch {
    // Nothing to do: the tree still works, it just opens with the roots next time.
  }
}

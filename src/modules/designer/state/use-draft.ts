import { useCallback, useMemo, useState } from "react";
import type { ConfigFiles, ConfigProblem, FileChanges } from "../types.js";
import { merge3 } from "./merge3.js";

/** The files as the server has them: what a draft is compared with and saved over. */
export interface Base {
  version: string;
  files: ConfigFiles;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The draft's files that differ from the base: what a save sends (null removes a file). */
export function changedFiles(base: Base, draft: FileChanges): FileChanges {
  return Object.fromEntries(
    Object.entries(draft).filter(([path, value]) => !same(value ?? undefined, base.files[path] ?? undefined)),
  );
}

/**
 * The designer's working state: the base files (with their version) and the files changed over
 * them. Nothing reaches the server until a save; a refused save (someone else saved first) puts
 * the fresh files under the draft, carried over them. Problems the server found are kept
 * with the draft they were found in, shown at their pointer until the next plan.
 */
export function useDraft(initial: Base) {
  const [base, setBase] = useState(initial);
  const [draft, setDraft] = useState<FileChanges>({});
  const [serverProblems, setServerProblems] = useState<ConfigProblem[]>([]);

  const valueOf = useCallback((path: string) => (path in draft ? draft[path] : base.files[path]), [base, draft]);
  const setFile = useCallback((path: string, value: unknown | null) => {
    setDraft((d) => ({ ...d, [path]: value }));
  }, []);
  /** Changes a file from its latest value: quick edits in a row each see the one before. */
  const updateFile = useCallback(
    (path: string, change: (current: unknown) => unknown) =>
      setDraft((d) => ({ ...d, [path]: change(path in d ? d[path] : base.files[path]) })),
    [base],
  );
  const changes = useMemo(() => changedFiles(base, draft), [base, draft]);
  /** The files as they would be after a save: the base with the draft over it. */
  const files = useMemo(() => {
    const all: ConfigFiles = { ...base.files, ...draft };
    for (const [path, value] of Object.entries(draft)) if (value === null) delete all[path];
    return all;
  }, [base, draft]);

  return {
    base,
    files,
    changes,
    dirty: Object.keys(changes).length > 0,
    valueOf,
    setFile,
    updateFile,
    serverProblems,
    setServerProblems,
    /**
     * Someone else saved: their files become the base, and the draft is carried over them (merge3): what
     * this admin did not touch takes their values, so saving again does not undo their change.
     */
    rebase: (next: Base) => {
      setDraft((d) =>
        Object.fromEntries(
          Object.entries(d).map(([path, value]) => [path, merge3(base.files[path], value, next.files[path])]),
        ),
      );
      setBase(next);
    },
    /** Saved (or reloaded): the new base, nothing left to save. */
    reset: (next: Base) => {
      setBase(next);
      setDraft({});
      setServerProblems([]);
    },
    /** Forgets the changes to one file. */
    discard: (path: string) =>
      setDraft((d) => {
        const { [path]: _dropped, ...rest } = d;
        return rest;
      }),
  };
}

export type Draft = ReturnType<typeof useDraft>;

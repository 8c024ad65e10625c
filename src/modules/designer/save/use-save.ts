import { useEffect, useMemo, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { HttpError } from "../../../app/http/http-error.js";
import { CONFIG_CHANGED, CONFIG_INVALID } from "../api.js";
import { useDesigner } from "../designer-context.js";
import type { ConfigFiles, ConfigProblem, SaveAnswer } from "../types.js";

/**
 * The save of the draft: first the server's plan (what applying would change, or its problems),
 * then the write with the version the draft started from. Someone else's save in between (10011)
 * puts their files under the draft, which is kept, so the diff and plan are shown afresh; an
 * invalid config (10012) leaves its problems on the draft, at their pointers.
 */
export function useSave(onSaved: (answer: SaveAnswer) => void) {
  const { draft, api } = useDesigner();
  const { changes, base } = draft;
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useMemo(() => JSON.stringify(changes), [changes]);
  const plan = useQuery({
    queryKey: ["designer", "plan", base.version, key],
    queryFn: () => api.plan(changes),
    enabled: key !== "{}",
    gcTime: 0,
    retry: false,
  });
  const { setServerProblems } = draft;
  useEffect(() => {
    if (plan.data) setServerProblems(plan.data.problems);
  }, [plan.data, setServerProblems]);

  const save = useMutation({
    mutationFn: () => api.save(base.version, changes),
    onMutate: () => setFailure(null),
    onSuccess: (answer) => {
      setConflict(null);
      onSaved(answer);
    },
    onError: (error) => {
      const e = error as HttpError;
      setFailure(e.message);
      if (e instanceof HttpError && Number(e.code) === CONFIG_CHANGED) {
        const fresh = e.data as { version: string; files: ConfigFiles };
        setConflict(e.message);
        draft.rebase({ version: fresh.version, files: fresh.files });
      } else if (e instanceof HttpError && Number(e.code) === CONFIG_INVALID) {
        setServerProblems((e.data as { problems?: ConfigProblem[] } | undefined)?.problems ?? []);
      }
    },
  });

  const problems = draft.serverProblems;
  return {
    plan,
    problems,
    conflict,
    failure,
    save: () => save.mutate(),
    saving: save.isPending,
    canSave: !!plan.data && !plan.isFetching && problems.length === 0 && !save.isPending,
  };
}

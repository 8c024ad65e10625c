import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { HandoutNode } from "../api.js";
import { useHandoutApi } from "../use-handout-api.js";

const NONE: HandoutNode[] = [];

/**
 * One subject's tree, and `reload` after a write. It refreshes every handout query, not just this
 * tree: deleting a handout unlinks it from recorded videos, and uploads add link options.
 */
export function useLiveTree(subjectId: number | undefined) {
  const api = useHandoutApi();
  const queryClient = useQueryClient();
  const { data, isFetching } = useQuery({
    queryKey: ["handouts", "tree", subjectId],
    queryFn: () => api.tree(subjectId),
    enabled: subjectId !== undefined,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ["handouts"] });
  return { tree: data ?? NONE, loading: isFetching, reload };
}

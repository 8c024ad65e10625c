import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { useServices } from "../../../../src/app/services-context.js";
import type { ConflictDetail } from "../api.js";
import { useScheduleApi } from "../use-schedule-api.js";
import type { ConflictQuery } from "./conflict-query.js";

/** Every conflict query starts with this, so a write refreshes them all at once. */
export const CONFLICTS_KEY = ["scheduling", "conflicts"] as const;

/**
 * After a lesson moved or went: the conflict screens and the timetable (which shares the
 * `scheduling` prefix; a tab kept alive in the background shows the change when it is opened).
 */
export function refreshAfterWrite(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CONFLICTS_KEY }),
    queryClient.invalidateQueries({ queryKey: ["scheduling", "timetable"] }),
  ]);
}

/** One page of the conflict list; the previous page stays on screen while the next loads. */
export function useConflictList(query: ConflictQuery) {
  const api = useScheduleApi();
  return useQuery({
    queryKey: [...CONFLICTS_KEY, "list", query],
    queryFn: () => api.conflicts(query),
    placeholderData: keepPreviousData,
  });
}

/**
 * One conflict with its student's grade and its lesson. Read silently: an unknown id is an answer
 * the screens show in place (冲突不存在或已处理), not a toast on top of it.
 */
export function useConflictDetail(id: number | undefined) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...CONFLICTS_KEY, "detail", id],
    queryFn: () => http<ConflictDetail>(`/v1/schedule/conflicts/${id}`, { silent: true }),
    enabled: id !== undefined,
  });
}

/** The teacher's and student's week around a conflict and their common free start times. */
export function useFreeSlots(id: number, date: string | undefined, enabled: boolean) {
  const api = useScheduleApi();
  return useQuery({
    queryKey: [...CONFLICTS_KEY, "slots", id, date ?? null],
    queryFn: () => api.freeSlots(id, date),
    placeholderData: keepPreviousData,
    enabled,
  });
}

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TimetableQuery } from "../api.js";
import { useScheduleApi } from "../use-schedule-api.js";

/** Every cached timetable starts with this key, so one write refreshes all of them. */
const TIMETABLE_KEY = ["scheduling", "timetable"] as const;

/**
 * The timetable of a week or month. The previous answer stays on screen while the next loads, so
 * paging through weeks does not flash an empty grid.
 */
export function useTimetableQuery(q: TimetableQuery) {
  const api = useScheduleApi();
  return useQuery({
    queryKey: [...TIMETABLE_KEY, q],
    queryFn: () => api.timetable(q),
    placeholderData: keepPreviousData,
  });
}

/** Reloads every timetable after a write: a lesson moved or booked shows wherever it now belongs. */
export function useRefreshTimetable(): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: TIMETABLE_KEY });
}

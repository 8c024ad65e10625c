import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { decodeTimetable, type TimetableQuery } from "../api.js";
import { useScheduleApi } from "../use-schedule-api.js";

/** Every cached timetable starts with this key, so one write refreshes all of them. */
const TIMETABLE_KEY = ["scheduling", "timetable"] as const;

/**
 * The timetable of a week or month, decoded once per answer (names looked up from its maps). The
 * previous answer stays on screen while the next loads, so paging through weeks does not flash an
 * empty grid.
 */
export function useTimetableQuery(q: TimetableQuery) {
  const api = useScheduleApi();
  return useQuery({
    queryKey: [...TIMETABLE_KEY, q],
    queryFn: async () => decodeTimetable(await api.timetable(q), q.by ?? "teacher"),
    placeholderData: keepPreviousData,
  });
}

/** Campus lesson hours (CampusHours.tsx): every lesson booked, moved or deleted changes them. */
export const CAMPUS_HOURS_KEY = ["scheduling", "campus-hours"] as const;

/**
 * Reloads every timetable after a write: a lesson moved or booked shows wherever it now belongs; and
 * the campuses' hours, which the write spent or gave back.
 */
export function useRefreshTimetable(): () => void {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: TIMETABLE_KEY });
    void client.invalidateQueries({ queryKey: CAMPUS_HOURS_KEY });
  };
}

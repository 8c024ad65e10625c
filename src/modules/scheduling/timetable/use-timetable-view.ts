import { useQueryParams } from "../../../app/use-query-params.js";
import { useTimeZone } from "../../../app/locale/business-time.js";
import { readView, todayText, writeView, type TimetableView } from "./timetable-params.js";

/**
 * The timetable's view, read from and written to the address. Read through the hook that freezes
 * the query while the page is hidden in its tab, so another page's address never resets this one.
 */
export function useTimetableView(): [TimetableView, (patch: Partial<TimetableView>) => void] {
  const [params, setParams] = useQueryParams();
  const zone = useTimeZone();
  const view = readView(params, todayText(zone));
  const update = (patch: Partial<TimetableView>) =>
    setParams((prev) => new URLSearchParams(writeView({ ...readView(prev, todayText(zone)), ...patch })));
  return [view, update];
}

import { useQueryParams } from "../../../../src/app/use-query-params.js";
import { useTimeZone } from "../../../../src/app/locale/business-time.js";
import { useSession } from "../../../../src/app/services-context.js";
import { ALL_CAMPUSES, readView, todayText, writeView, type TimetableView } from "./timetable-params.js";

const campusKey = (username: string) => `omo-timetable-campus:${username}`;

/** The campus this user last chose on the timetable, in this browser: an id or "all". */
export function rememberedCampus(username: string | undefined): TimetableView["campus_id"] {
  if (!username) return undefined;
  try {
    const saved = localStorage.getItem(campusKey(username));
    if (saved === ALL_CAMPUSES) return ALL_CAMPUSES;
    const id = Number(saved);
    return saved && Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

function rememberCampus(username: string | undefined, campus: TimetableView["campus_id"]): void {
  if (!username) return;
  try {
    if (campus) localStorage.setItem(campusKey(username), String(campus));
    else localStorage.removeItem(campusKey(username));
  } catch {
    // Storage refused (private mode, quota): the address still holds the choice.
  }
}

/**
 * The timetable's view, read from and written to the address. Read through the hook that freezes
 * the query while the page is hidden in its tab, so another page's address never resets this one.
 * An address without a campus opens on the campus the user chose last (kept per user), else on the
 * server's default campus; a chosen campus (or 全部校区) is written to the address and remembered.
 */
export function useTimetableView(): [TimetableView, (patch: Partial<TimetableView>) => void] {
  const [params, setParams] = useQueryParams();
  const zone = useTimeZone();
  const username = useSession().user?.username;
  const read = (query: URLSearchParams) => {
    const view = readView(query, todayText(zone));
    return view.campus_id ? view : { ...view, campus_id: rememberedCampus(username) };
  };
  const view = read(params);
  const update = (patch: Partial<TimetableView>) => {
    if ("campus_id" in patch) rememberCampus(username, patch.campus_id);
    setParams((prev) => new URLSearchParams(writeView({ ...read(prev), ...patch })));
  };
  return [view, update];
}

import type { NotesQuery } from "../api.js";

/** The filters of the recorded list, as the query form holds them. */
export const FILTERS = ["video_name", "subject_id", "teacher_id", "material_version_id", "volume_area_id"] as const;
export type Filters = Partial<Pick<NotesQuery, (typeof FILTERS)[number]>>;

/** The columns the recorded list sorts by: the server refuses any other `prop`. */
export const SORTABLE = ["video_name", "subject", "material_version", "volume_area", "teacher"] as const;

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100];
/** The server's limits: the last page it serves and the longest video name it searches for. */
export const MAX_PAGE_NO = 100_000;
export const VIDEO_NAME_MAX = 60;

const positive = (text: string | null): number | undefined => {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : undefined;
};

const sortable = (prop: string | null): prop is (typeof SORTABLE)[number] => SORTABLE.some((c) => c === prop);

/**
 * The recorded list's query read from the address (page 1, size 10 when absent), so a reload or a
 * shared link shows the same list. Values the server would refuse are dropped, not sent.
 */
export function readNotesQuery(params: URLSearchParams): NotesQuery {
  const pageSize = positive(params.get("pageSize"));
  const pageNo = positive(params.get("pageNo"));
  const prop = params.get("prop");
  const order = params.get("order");
  const query: NotesQuery = {
    pageNo: pageNo && pageNo <= MAX_PAGE_NO ? pageNo : 1,
    pageSize: pageSize && pageSize <= 100 ? pageSize : DEFAULT_PAGE_SIZE,
  };
  const name = params.get("video_name")?.trim();
  if (name) query.video_name = [...name].slice(0, VIDEO_NAME_MAX).join("").trim();
  for (const key of FILTERS.slice(1) as Exclude<(typeof FILTERS)[number], "video_name">[]) {
    const id = positive(params.get(key));
    if (id) query[key] = id;
  }
  if (sortable(prop) && (order === "ascending" || order === "descending")) {
    query.prop = prop;
    query.order = order;
  }
  return query;
}

/**
 * Writes the recorded list's query into the address, keeping what else is there (the view switch);
 * defaults are left out so the plain page keeps a plain address.
 */
export function writeNotesQuery(params: URLSearchParams, query: NotesQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...FILTERS, "pageNo", "pageSize", "prop", "order"]) next.delete(key);
  for (const key of FILTERS) {
    const value = query[key];
    if (value !== undefined && value !== "") next.set(key, String(value));
  }
  if (query.pageNo > 1) next.set("pageNo", String(query.pageNo));
  if (query.pageSize !== DEFAULT_PAGE_SIZE) next.set("pageSize", String(query.pageSize));
  if (query.prop && query.order) {
    next.set("prop", query.prop);
    next.set("order", query.order);
  }
  return next;
}

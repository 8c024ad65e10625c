/** What the conflict list asks the server: the status switch, the campus, the page. */
export interface ConflictQuery {
  status: "open" | "resolved";
  campus_id?: number;
  pageNo: number;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100];
/** The server refuses larger pages. */
const MAX_PAGE_SIZE = 100;

const positive = (text: string | null): number | undefined => {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The conflict list's query read from the address (open conflicts, page 1 of 10 when absent), so
 * a reload or a shared link shows the same list. Values the server would refuse are dropped.
 */
export function readConflictQuery(params: URLSearchParams): ConflictQuery {
  const pageSize = positive(params.get("pageSize"));
  const query: ConflictQuery = {
    status: params.get("status") === "resolved" ? "resolved" : "open",
    pageNo: positive(params.get("pageNo")) ?? 1,
    pageSize: pageSize && pageSize <= MAX_PAGE_SIZE ? pageSize : DEFAULT_PAGE_SIZE,
  };
  const campus = positive(params.get("campus_id"));
  if (campus) query.campus_id = campus;
  return query;
}

/** Writes the list's query into the address; defaults are left out so the plain page keeps a plain address. */
export function writeConflictQuery(query: ConflictQuery): URLSearchParams {
  const next = new URLSearchParams();
  if (query.status !== "open") next.set("status", query.status);
  if (query.campus_id) next.set("campus_id", String(query.campus_id));
  if (query.pageNo > 1) next.set("pageNo", String(query.pageNo));
  if (query.pageSize !== DEFAULT_PAGE_SIZE) next.set("pageSize", String(query.pageSize));
  return next;
}

/** The conflict the aux page shows: `?id=` when it is a positive whole number, else none. */
export function readConflictId(params: URLSearchParams): number | undefined {
  return positive(params.get("id"));
}

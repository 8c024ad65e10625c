import type { AccountQuery } from "../api.js";

export const PAGE_SIZES = ["10", "20", "50", "100"];

const positive = (text: string | null, fallback: number, max = 100_000) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/** The accounts tab's query from the address (`?tab=accounts&keyword=…&role=…&pageNo=2`). */
export function readAccountQuery(params: URLSearchParams): AccountQuery {
  const pageSize = positive(params.get("pageSize"), 10, 100);
  return {
    pageNo: positive(params.get("pageNo"), 1),
    pageSize: PAGE_SIZES.includes(String(pageSize)) ? pageSize : 10,
    keyword: params.get("keyword")?.trim() || undefined,
    role: params.get("role") || undefined,
  };
}

/** The query as address parameters: defaults and empty filters are left out. */
export function writeAccountQuery(query: AccountQuery): Record<string, string> {
  const out: Record<string, string> = { tab: "accounts" };
  if (query.keyword) out.keyword = query.keyword;
  if (query.role) out.role = query.role;
  if (query.pageNo > 1) out.pageNo = String(query.pageNo);
  if (query.pageSize !== 10) out.pageSize = String(query.pageSize);
  return out;
}

import type { Counts } from "./data.js";

/** One list request, said once and spelled for each target's API. */
export interface Scenario {
  id: string;
  label: string;
  page: number;
  status?: number;
  /** `name` contains this text. */
  name?: string;
  /** The order; none is id ascending, json-server's own order of its rows (they were written by id). */
  sort?: { field: string; desc: boolean };
  /** Rows the filter matches (from the generator): every target must answer this total. */
  total: number;
}

export const PAGE_SIZE = 20;

const lastPage = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** The four requests at a size; a page past the end is the last page (the deep page at 10 000 rows is 500). */
export function scenarios(counts: Counts): Scenario[] {
  const contains = Math.min(50, lastPage(counts.nameMing));
  const deep = Math.min(2000, lastPage(counts.rows));
  return [
    { id: "page1", label: "page 1", page: 1, total: counts.rows },
    { id: "status", label: "status = 2, page 1", page: 1, status: 2, total: counts.status2 },
    {
      id: "contains",
      label: `name contains 明, by balance desc, page ${contains}`,
      page: contains,
      name: "明",
      sort: { field: "balance", desc: true },
      total: counts.nameMing,
    },
    { id: "deep", label: `page ${deep}`, page: deep, total: counts.rows },
  ];
}

/** The product's list and the bare endpoint take the same parameters. */
export function productQuery(s: Scenario): string {
  const q = new URLSearchParams({ pageNo: String(s.page), pageSize: String(PAGE_SIZE) });
  if (s.status !== undefined) q.set("status", String(s.status));
  if (s.name) q.set("name", s.name);
  q.set("prop", s.sort?.field ?? "id");
  q.set("order", s.sort?.desc ? "descending" : "ascending");
  return q.toString();
}

/** json-server 0.17: `_page`/`_limit`, `field=` equality, `field_like=` (a case-blind RegExp), `_sort`/`_order`. */
export function jsonServerQuery(s: Scenario): string {
  const q = new URLSearchParams({ _page: String(s.page), _limit: String(PAGE_SIZE) });
  if (s.status !== undefined) q.set("status", String(s.status));
  if (s.name) q.set("name_like", s.name);
  // id breaks ties as the product's order does.
  if (s.sort) {
    q.set("_sort", `${s.sort.field},id`);
    q.set("_order", s.sort.desc ? "desc,desc" : "asc,asc");
  }
  return q.toString();
}

/**
 * The ids each scenario's page must hold, from the generator itself (row i has id i + 1): the check that
 * every target answers the same rows, whatever its query language.
 */
export function expectedPages(
  list: Scenario[],
  rows: Iterable<Record<string, string | number>>,
): Map<string, number[]> {
  const matches = new Map(list.map((s) => [s.id, [] as { id: number; key: number | string }[]]));
  let id = 0;
  for (const row of rows) {
    id++;
    for (const s of list) {
      if (s.status !== undefined && row.status !== s.status) continue;
      if (s.name && !String(row.name).includes(s.name)) continue;
      const found = matches.get(s.id)!;
      // In id order only the page's window is kept; a sorted page needs every match.
      if (!s.sort && found.length >= s.page * PAGE_SIZE) continue;
      found.push({ id, key: s.sort ? row[s.sort.field] : id });
    }
  }
  const pages = new Map<string, number[]>();
  for (const s of list) {
    const found = matches.get(s.id)!;
    if (s.sort) {
      const dir = s.sort.desc ? -1 : 1;
      found.sort((a, b) => (a.key < b.key ? -dir : a.key > b.key ? dir : (a.id - b.id) * dir));
    }
    pages.set(
      s.id,
      found.slice((s.page - 1) * PAGE_SIZE, s.page * PAGE_SIZE).map((m) => m.id),
    );
  }
  return pages;
}

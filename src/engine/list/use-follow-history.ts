import { useEffect, useRef } from "react";
import { parseTableParams, type CrudFilter, type CrudSort } from "@refinedev/core";
import { useResolvedPath } from "react-router";

interface ListState {
  currentPage: number;
  pageSize: number;
  sorters: CrudSort[];
  filters: CrudFilter[];
  setCurrentPage(page: number): void;
  setPageSize(size: number): void;
  setSorters(sorters: CrudSort[]): void;
  setFilters(filters: CrudFilter[], behavior: "replace"): void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Refine reads the list's state from the address once, when the page opens, and then only writes
 * it. Back and Forward change the address under an open list: this puts the address's page, size,
 * sort and filters back into the table, so the list shows what its address says.
 *
 * It listens to the browser's `popstate` rather than react-router's location: react-router moves
 * to a new location in a transition, which a busy page may commit late, and a Back to the entry
 * the page still shows would then look like no move at all. A bare address (a menu click) is
 * Refine's own business: it resets the list to its defaults.
 */
export function useFollowHistory(table: ListState, enabled = true) {
  const here = useResolvedPath(".").pathname;
  const latest = useRef(table);
  useEffect(() => {
    latest.current = table;
  });

  useEffect(() => {
    if (!enabled) return;
    const follow = () => {
      const { pathname, search } = window.location;
      if (pathname !== here || !search) return;
      const t = latest.current;
      const { parsedCurrentPage, parsedPageSize, parsedSorter, parsedFilters } = parseTableParams(search);
      const page = Number(parsedCurrentPage) || 1;
      if (page !== t.currentPage) t.setCurrentPage(page);
      const size = Number(parsedPageSize);
      if (size && size !== t.pageSize) t.setPageSize(size);
      if (!same(parsedSorter, t.sorters)) t.setSorters(parsedSorter);
      if (!same(parsedFilters, t.filters)) t.setFilters(parsedFilters, "replace");
    };
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [here, enabled]);
}

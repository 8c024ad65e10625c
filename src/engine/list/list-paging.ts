import type { ListAnswer, ListPagingHook } from "../../app/providers/data-provider.js";

/** Cursors a list keeps at most (one per page it has read, per filter and sort). */
const MAX_CURSORS = 200;

/** What the pages of one list were asked and answered: its cursors and the filters it counts exactly. */
export interface ListPaging extends ListPagingHook {
  /** Counts the rows of the filters last answered exactly from now on (the next request asks for it). */
  countExactly(): void;
}

/** The query without its page: the same filters, sort and page size. */
const viewOf = ({ pageNo: _n, ...rest }: Record<string, unknown>) => JSON.stringify(rest);
/** The filters alone: what a count depends on. */
const filtersOf = ({ pageNo: _n, pageSize: _s, prop: _p, order: _o, ...rest }: Record<string, unknown>) =>
  JSON.stringify(rest);

/**
 * The paging memory of one list (data provider `meta.paging`). The page after one it has read is asked
 * for after that page's last row (`pageAfter`, the answer's `next`): the server seeks to it instead of
 * skipping rows, and the rows are the same. A page reached otherwise (a jump, another size) is asked by
 * its number. A total that is a lower bound (`totalExact: false`) is counted exactly once the user asks,
 * for those filters, on every page after.
 */
export function listPaging(): ListPaging {
  const cursors = new Map<string, string>();
  const exact = new Set<string>();
  let lastFilters: string | undefined;
  return {
    query(params) {
      const extra: Record<string, unknown> = {};
      const after = cursors.get(`${viewOf(params)}#${String(params.pageNo)}`);
      if (after) extra.pageAfter = after;
      if (exact.has(filtersOf(params))) extra.exactTotal = true;
      return extra;
    },
    answered(params, answer: ListAnswer<unknown>) {
      lastFilters = filtersOf(params);
      if (!answer.next || typeof params.pageNo !== "number") return;
      const key = `${viewOf(params)}#${params.pageNo + 1}`;
      cursors.delete(key);
      if (cursors.size >= MAX_CURSORS) cursors.delete(cursors.keys().next().value!);
      cursors.set(key, answer.next);
    },
    countExactly() {
      if (lastFilters !== undefined) exact.add(lastFilters);
    },
  };
}

import { isBlank } from "../../common/empty.js";
import type { BaseRecord, CrudFilter, CrudSort, DataProvider, Pagination } from "@refinedev/core";
import type { HttpClient } from "../http/client.js";

/**
 * Refine filters as the list API's query: `field=value`, lists as `field[]=…`. A range keeps
 * both ends, an open end as an empty value (`opened_on[]=2024-01-01&opened_on[]=`); a filter
 * with nothing in it is left out.
 */
export function filtersToParams(filters: CrudFilter[] = []): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const f of filters) {
    if (!("field" in f)) continue; // and/or groups: the list API has no such thing
    if (Array.isArray(f.value)) {
      if (f.value.every(isBlank)) continue;
      params[f.field] = f.value.map((v: unknown) => (isBlank(v) ? "" : v));
    } else if (!isBlank(f.value)) params[f.field] = f.value;
  }
  return params;
}

/** The list API's query for filters, a sort and a page: what the list and its CSV export send. */
export function listParams(options: {
  filters?: CrudFilter[];
  sorters?: CrudSort[];
  pagination?: Pagination;
}): Record<string, unknown> {
  const { currentPage = 1, pageSize = 10, mode = "server" } = options.pagination ?? {};
  const sort = options.sorters?.[0];
  return {
    ...filtersToParams(options.filters),
    ...(options.pagination && mode === "server" ? { pageNo: currentPage, pageSize } : {}),
    ...(sort ? { prop: sort.field, order: sort.order === "asc" ? "ascending" : "descending" } : {}),
  };
}

/**
 * `meta: { paging }`: a list's own paging memory (the engine's list-paging.ts), which adds to a page's
 * query (`pageAfter`, `exactTotal`) and learns from its answer (`next`, `totalExact`).
 */
export interface ListPagingHook {
  query(params: Record<string, unknown>): Record<string, unknown>;
  answered(params: Record<string, unknown>, answer: ListAnswer<unknown>): void;
}

/** The list API's `data`: `total` is a lower bound when `totalExact` is false; `next` is the next page's cursor. */
export interface ListAnswer<T> {
  list: T[];
  total: number;
  totalExact?: boolean;
  next?: string;
}

/**
 * `meta: { silent: true }` (a select's options): a failure is not said and a 403 does not leave the
 * page, since a form can still be filled with one select empty.
 */
const silentOf = (meta: unknown) => (meta as { silent?: unknown } | undefined)?.silent === true;

/** The API's largest page: a select's current values are fetched in one request. */
const MAX_PAGE = 100;

/**
 * Refine's data provider for the config-driven resources (`/v1/resources/<name>`), speaking
 * the envelope through the http client. Lists answer `{list, total}`; sorting is `prop` + `order`.
 * Writes are `silent`: the form shows field errors on its fields and Refine's notification
 * shows any other failure, so nothing is said twice.
 */
export function createDataProvider(http: HttpClient, apiBase: string): DataProvider {
  const base = (resource: string) => `/v1/resources/${resource}`;
  return {
    getApiUrl: () => apiBase,
    async getList<T extends BaseRecord>({
      resource,
      pagination,
      sorters,
      filters,
      meta,
    }: Parameters<DataProvider["getList"]>[0]) {
      const params = listParams({ filters, sorters, pagination: pagination ?? {} });
      // A tree list (`list.tree`) without a query pages over its top-level rows.
      const treeRoots = (meta as { treeRoots?: boolean } | undefined)?.treeRoots === true;
      if (treeRoots && !Object.keys(filtersToParams(filters)).length) params.treeRoots = "1";
      const paging = (meta as { paging?: ListPagingHook } | undefined)?.paging;
      const { pageAfter, ...extra } = paging?.query(params) ?? {};
      const ask = (query: Record<string, unknown>, silent: boolean) =>
        http<ListAnswer<T>>(base(resource), { params: query, silent });
      // A cursor the server no longer takes (the list's sort changed meanwhile): the page by its number.
      const data = await (pageAfter === undefined
        ? ask({ ...params, ...extra }, silentOf(meta))
        : ask({ ...params, ...extra, pageAfter }, true).catch(() => ask({ ...params, ...extra }, silentOf(meta))));
      paging?.answered(params, data);
      return { data: data.list, total: data.total, totalExact: data.totalExact !== false };
    },
    async getMany<T extends BaseRecord>({ resource, ids, meta }: Parameters<NonNullable<DataProvider["getMany"]>>[0]) {
      const params = { ids, pageNo: 1, pageSize: Math.min(MAX_PAGE, Math.max(1, ids.length)) };
      const data = await http<{ list: T[] }>(base(resource), { params, silent: silentOf(meta) });
      return { data: data.list };
    },
    async getOne({ resource, id, meta }) {
      return { data: await http(`${base(resource)}/${id}`, { silent: silentOf(meta) }) };
    },
    async create({ resource, variables }) {
      return { data: await http(base(resource), { method: "POST", data: variables, silent: true }) };
    },
    async update({ resource, id, variables }) {
      return { data: await http(`${base(resource)}/${id}`, { method: "PUT", data: variables, silent: true }) };
    },
    async deleteOne({ resource, id }) {
      return { data: await http(`${base(resource)}/${id}`, { method: "DELETE", silent: true }) };
    },
    async deleteMany({ resource, ids }) {
      return { data: await http(base(resource), { method: "DELETE", params: { ids }, silent: true }) };
    },
    async custom({ url, method, payload, query }) {
      const data = await http(url, {
        method: method.toUpperCase() as "GET",
        data: payload,
        params: query as Record<string, unknown>,
      });
      return { data } as never;
    },
  };
}

import type { BaseRecord, CrudFilter, DataProvider } from "@refinedev/core";
import type { HttpClient } from "../http/client.js";

/** Refine filters as the list API's query: `field=value`, ranges and lists as `field[]=…`. */
export function filtersToParams(filters: CrudFilter[] = []): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const f of filters) {
    if (!("field" in f)) continue; // and/or groups: the list API has no such thing
    if (f.value === undefined || f.value === null || f.value === "") continue;
    params[f.field] = f.value;
  }
  return params;
}

/**
 * Refine's data provider for the config-driven resources (`/v1/resources/<name>`), speaking
 * the envelope through the http client. Lists answer `{list, total}`; sorting is `prop` + `order`.
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
    }: Parameters<DataProvider["getList"]>[0]) {
      const { currentPage = 1, pageSize = 10, mode = "server" } = pagination ?? {};
      const sort = sorters?.[0];
      const params: Record<string, unknown> = {
        ...filtersToParams(filters),
        ...(mode === "server" ? { pageNo: currentPage, pageSize } : {}),
        ...(sort ? { prop: sort.field, order: sort.order === "asc" ? "ascending" : "descending" } : {}),
      };
      const data = await http<{ list: T[]; total: number }>(base(resource), { params });
      return { data: data.list, total: data.total };
    },
    async getOne({ resource, id }) {
      return { data: await http(`${base(resource)}/${id}`) };
    },
    async create({ resource, variables }) {
      return { data: await http(base(resource), { method: "POST", data: variables, silent: true }) };
    },
    async update({ resource, id, variables }) {
      return { data: await http(`${base(resource)}/${id}`, { method: "PUT", data: variables, silent: true }) };
    },
    async deleteOne({ resource, id }) {
      return { data: await http(`${base(resource)}/${id}`, { method: "DELETE" }) };
    },
    async deleteMany({ resource, ids }) {
      return { data: await http(base(resource), { method: "DELETE", params: { ids } }) };
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

import type { CrudSort } from "@refinedev/core";
import type { ResourceConfig } from "../../types/generated/resource.js";

/**
 * How a list opens when nothing (an address, a saved view) says otherwise: the config's default sort as
 * Refine's sorters, and the config's page size, else the app's, else 10. The table, the saved views'
 * 默认视图 and the first screen's early first page all read them here, so they ask for the same page.
 */
export function listDefaults(
  config: ResourceConfig,
  appPageSize: number | undefined,
): { sorters: CrudSort[]; pageSize: number } {
  const sort = config.list.defaultSort;
  return {
    sorters: sort ? [{ field: sort.field, order: sort.order === "ascending" ? "asc" : "desc" }] : [],
    pageSize: config.list.pagination?.pageSize ?? appPageSize ?? 10,
  };
}

import { useState } from "react";
import { useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { useLocation, useResolvedPath } from "react-router";
import { useFollowHistory } from "./use-follow-history.js";
import { useServices } from "../../app/services-context.js";
import type { ResourceConfig } from "../../types/generated/resource.js";
import type { ResourceRow } from "../types.js";
import type { QueryFieldResolved } from "../query/resolve-query-fields.js";
import { useDraftConfigs } from "../config/use-resource-config.js";
import { toCrudFilters } from "../query/to-crud-filters.js";
import { listDefaults } from "./list-defaults.js";
import type { ListScope } from "../show/list-scope.js";
import { listPaging } from "./list-paging.js";
import type { TotalCount } from "./pagination-props.js";

/**
 * The list config on Refine's useTable: server-side pages, sort and filters, all kept in the
 * URL, so a reload or a shared link shows the same list. The first page size is the
 * resource's, else app.json's. 查询 replaces the filters (an emptied field filters no more); a new
 * sort starts again at page 1. Each of these steps is a history entry (the router provider pushes
 * them), and Back or Forward shows the list the address then names.
 *
 * Only the page on screen writes the URL: a list page on its way out (its tab just closed)
 * still sees the next page's address for one commit, and Refine would otherwise put its own
 * query back, relative to its own route, and so navigate back to itself. A draft previewed in the
 * page designer writes nothing there either: the address is the designer's.
 *
 * The next page is read after the last row of the one on screen (list-paging.ts); a total that is a lower
 * bound comes with `count.onCountExactly`, which asks for the exact one.
 */
export function useListTable(config: ResourceConfig, queryFields: QueryFieldResolved[], scope?: ListScope) {
  const { boot } = useServices();
  const defaults = listDefaults(config, boot.app.pageSize);
  const draft = useDraftConfigs() !== null;
  // A child list on a detail page keeps its state to itself: the address names the detail.
  const onScreen = useResolvedPath(".").pathname === useLocation().pathname && !draft && !scope;
  const [paging] = useState(listPaging);
  const table = useTable<ResourceRow, HttpError, Record<string, unknown>>({
    resource: config.name,
    meta: config.list.tree ? { treeRoots: true, paging } : { paging },
    syncWithLocation: onScreen,
    pagination: { mode: "server", pageSize: defaults.pageSize },
    sorters: { mode: "server", initial: defaults.sorters },
    filters: { mode: "server", defaultBehavior: "replace", permanent: scope && [{ ...scope, operator: "eq" }] },
    onSearch: (values) => toCrudFilters(queryFields, values),
  });
  useFollowHistory(table, !scope);
  const { onChange } = table.tableProps;
  // Refine keeps antd's current page through a sort; a newly sorted list is read from its top.
  const tableProps: typeof table.tableProps = {
    ...table.tableProps,
    onChange: (pagination, filters, sorter, extra) =>
      onChange?.(extra.action === "sort" ? { ...pagination, current: 1 } : pagination, filters, sorter, extra),
  };
  const { data, isFetching, refetch } = table.tableQuery;
  const count: TotalCount = {
    exact: data?.totalExact !== false,
    counting: isFetching,
    onCountExactly: () => {
      paging.countExactly();
      void refetch();
    },
  };
  return { ...table, tableProps, count };
}

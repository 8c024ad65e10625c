import type { ResourceConfig, ShowRelated } from "../../types/generated/resource.js";

/** Rows per page of a child list unless it says otherwise: a detail page shows several. */
export const RELATED_PAGE_SIZE = 5;

/**
 * The child resource's config as its list on a detail page: the related entry's columns and query
 * fields (by default the child's own, without the relation field, which is fixed to the parent),
 * and its page size. Everything else (actions, access, sort, export) stays the child's.
 */
export function relatedConfig(child: ResourceConfig, related: ShowRelated): ResourceConfig {
  const columns = related.columns ?? child.list.columns.filter((c) => c.field !== related.field);
  if (!columns.length) columns.push(...child.list.columns);
  const query = related.query ?? (child.list.query ?? []).filter((q) => q.field !== related.field);
  const own = child.list.pagination;
  const pagination = {
    ...own,
    pageSize: related.pageSize ?? RELATED_PAGE_SIZE,
    pageSizes: own?.pageSizes ?? [5, 10, 20, 50],
  };
  return { ...child, list: { ...child.list, columns: columns as typeof child.list.columns, query, pagination } };
}

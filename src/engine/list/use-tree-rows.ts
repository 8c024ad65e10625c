import { useMemo, useState, type Key } from "react";
import type { CrudFilter, CrudSort } from "@refinedev/core";
import type { TableProps } from "antd";
import { useServices } from "../../app/services-context.js";
import { filtersToParams } from "../../app/providers/data-provider.js";
import type { ResourceConfig } from "../../types/generated/resource.js";
import type { ResourceRow } from "../types.js";

/** Most children one row expands to: the list API's largest page. */
const CHILDREN_PAGE = 100;

type TreeRow = ResourceRow & { children?: TreeRow[] };

/**
 * A tree list (`list.tree`): the page's rows are the top-level ones (the data provider asks for them
 * while no query is set); a row the server counts children of (`_childCount`) expands, and its children
 * are read then, in the list's sort. With a query the rows are listed flat, as any list. A new page,
 * sort or filter (and a refetch after a save) starts collapsed again.
 */
export function useTreeRows(
  config: ResourceConfig,
  rows: readonly ResourceRow[] | undefined,
  view: { filters: CrudFilter[]; sorters: CrudSort[]; columns: readonly { key?: Key }[]; selectable: boolean },
): Partial<TableProps<ResourceRow>> | undefined {
  const { filters, sorters, columns, selectable } = view;
  const { http } = useServices();
  const parentField = config.list.tree?.parentField;
  const flat = Object.keys(filtersToParams(filters)).length > 0;
  const [children, setChildren] = useState<Record<number, TreeRow[]>>({});
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  // New rows (another page, sort or filter, a refetch after a save): collapsed again, children read anew.
  const [shownRows, setShownRows] = useState(rows);
  if (shownRows !== rows) {
    setShownRows(rows);
    setChildren({});
    setExpanded([]);
  }

  const dataSource = useMemo(() => {
    const withChildren = (row: ResourceRow): TreeRow => {
      const count = Number(row._childCount ?? 0);
      if (!count) return row;
      return { ...row, children: (children[row.id] ?? []).map(withChildren) };
    };
    return (rows ?? []).map(withChildren);
  }, [rows, children]);

  if (!parentField || flat) return undefined;
  const labelIndex = Math.max(
    0,
    columns.findIndex((c) => c.key === (config.labelField ?? "name")),
  );
  const sort = sorters[0];
  const load = async (id: number) => {
    const params: Record<string, unknown> = { [parentField]: id, pageNo: 1, pageSize: CHILDREN_PAGE };
    if (sort) Object.assign(params, { prop: sort.field, order: sort.order === "asc" ? "ascending" : "descending" });
    const answer = await http<{ list: ResourceRow[] }>(`/v1/resources/${config.name}`, { params });
    setChildren((known) => ({ ...known, [id]: answer.list }));
  };
  return {
    dataSource,
    expandable: {
      expandedRowKeys: expanded,
      // The expander sits in the label's column (the name), not in whichever narrow column comes first.
      // antd takes one off an index above 0 when rows have checkboxes, then counts the checkbox column.
      expandIconColumnIndex: selectable ? labelIndex + 2 : labelIndex,
      onExpand: (open, row) => {
        setExpanded((keys) => (open ? [...keys, row.id] : keys.filter((k) => k !== row.id)));
        if (open && !children[row.id]) void load(row.id);
      },
    },
  };
}

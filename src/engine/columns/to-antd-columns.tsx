import type { CrudSort } from "@refinedev/core";
import type { ColumnType } from "antd/es/table";
import type { ResourceRow } from "../types.js";
import type { ResolvedColumn } from "./resolve-columns.js";

/** antd's sort order of a column from the list's sorters (so a reloaded URL shows its sort). */
function sortOrderOf(field: string, sorters: CrudSort[]): "ascend" | "descend" | null {
  const sort = sorters.find((s) => s.field === field);
  if (!sort) return null;
  return sort.order === "asc" ? "ascend" : "descend";
}

/**
 * Resolved columns as antd columns. Sorting is the server's (`sorter: true` only asks antd to
 * report clicks); the cell is a small component per renderer, so a row renders cheaply.
 */
export function toAntdColumns(columns: ResolvedColumn[], sorters: CrudSort[]): ColumnType<ResourceRow>[] {
  return columns.map(({ field, title, column, record, Cell }) => ({
    key: field,
    dataIndex: field,
    title,
    width: column.width,
    fixed: column.fixed,
    ellipsis: column.ellipsis ? { showTitle: true } : undefined,
    sorter: column.sortable ? true : undefined,
    sortOrder: column.sortable ? sortOrderOf(field, sorters) : undefined,
    render: (value: unknown, row: ResourceRow) => (
      <Cell value={value} row={row} field={field} record={record} column={column} props={column.props} />
    ),
  }));
}

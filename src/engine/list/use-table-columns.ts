import { useCallback, useMemo } from "react";
import type { CrudSort } from "@refinedev/core";
import type { ResourceConfig } from "../../types/generated/resource.js";
import type { ResourceRow } from "../types.js";
import type { ResolvedColumn } from "../columns/resolve-columns.js";
import { toAntdColumns } from "../columns/to-antd-columns.js";
import { actionsColumn, type RowCustomActions } from "./actions-column.js";
import { withInlineEdit, type InlineSave } from "../inline/inline-columns.js";

interface Options {
  config: ResourceConfig;
  /** The visible columns in the user's order. */
  columns: ResolvedColumn[];
  sorters: CrudSort[];
  /** Null when the user may not edit / delete, or the config offers no such action. */
  onEdit: ((row: ResourceRow) => void) | null;
  onDelete: ((id: ResourceRow["id"]) => Promise<boolean>) | null;
  /** The custom row actions the user may run (memoised by the caller). */
  custom?: RowCustomActions;
  /** Saves an `editable` column's cell; null when the user may not update (the cells stay plain). */
  inline?: InlineSave;
}

/**
 * The table's antd columns, rebuilt only when the columns, the sort or the actions change: with
 * a hundred rows of twenty columns, a new column array on every render re-renders every cell.
 */
export function useTableColumns({ config, columns, sorters, onEdit, onDelete, custom, inline = null }: Options) {
  const remove = useCallback(async (row: ResourceRow) => void (await onDelete?.(row.id)), [onDelete]);
  return useMemo(
    () => [
      ...withInlineEdit(config, columns, toAntdColumns(columns, sorters), inline),
      ...actionsColumn(config, onEdit, onDelete ? remove : null, custom),
    ],
    [columns, sorters, config, onEdit, onDelete, remove, custom, inline],
  );
}

import { useCallback, useMemo, useState } from "react";
import type { BaseKey } from "@refinedev/core";
import type { TableProps } from "antd";
import type { ResourceRow } from "../types.js";
import { useDeleteRows } from "./use-delete-rows.js";
import { et } from "../texts.js";

/**
 * The checked rows of a list and the deletes that must keep them true: a deleted row no longer
 * counts towards 批量删除, and a batch delete that went through unchecks everything. `view` names
 * what the table shows (filters, sort, page): when it changes the checks go, since 批量删除 must
 * only ever delete rows the user can see checked.
 */
export function useRowSelection(
  resource: string,
  enabled: boolean,
  view: string,
  /** Rows 删除 is for (`delete.when`); the others cannot be checked. */
  deletable?: (row: ResourceRow) => boolean,
) {
  const rows = useDeleteRows(resource);
  const [selected, setSelected] = useState<BaseKey[]>([]);
  const [viewShown, setViewShown] = useState(view);
  if (view !== viewShown) {
    // Reset while rendering (not in an effect), so no frame counts rows that are gone.
    setViewShown(view);
    setSelected([]);
  }
  const deleteOne = useCallback(
    async (id: BaseKey) => {
      const deleted = await rows.deleteOne(id);
      if (deleted) setSelected((keys) => keys.filter((k) => k !== id));
      return deleted;
    },
    [rows],
  );
  const deleteSelected = async () => {
    if (await rows.deleteMany(selected)) setSelected([]);
  };
  const rowSelection = useMemo<TableProps<ResourceRow>["rowSelection"]>(
    () =>
      enabled
        ? {
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys as BaseKey[]),
            columnWidth: 48,
            // Stays in view when a wide table scrolls, before a fixed first column rather than under it.
            fixed: true,
            // Named, so a screen reader says which row a checkbox checks.
            getCheckboxProps: (row) => ({
              disabled: deletable ? !deletable(row) : false,
              "aria-label": et("selectRow", { id: String(row.id) }),
            }),
          }
        : undefined,
    [enabled, selected, deletable],
  );
  const clear = useCallback(() => setSelected([]), []);
  return { count: selected.length, selected, clear, rowSelection, deleteOne, deleteSelected };
}

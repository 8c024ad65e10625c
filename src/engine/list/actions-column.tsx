import type { ColumnType } from "antd/es/table";
import type { ResourceConfig } from "../../types/generated/resource.js";
import type { ResourceRow } from "../types.js";
import { engineTexts } from "../texts.js";
import { RowActions } from "./RowActions.js";

/** The 操作 column, fixed on the right; none when the row has no action the user may use. */
export function actionsColumn(
  config: ResourceConfig,
  onEdit: ((row: ResourceRow) => void) | null,
  onDelete: ((row: ResourceRow) => Promise<void>) | null,
): ColumnType<ResourceRow>[] {
  if (!onEdit && !onDelete) return [];
  return [
    {
      key: "_actions",
      title: engineTexts.actions,
      fixed: "right",
      width: 130,
      render: (_: unknown, row: ResourceRow) => (
        <RowActions config={config} row={row} onEdit={onEdit} onDelete={onDelete} />
      ),
    },
  ];
}

import type { ColumnType } from "antd/es/table";
import type { CustomAction, ResourceConfig } from "../../types/generated/resource.js";
import type { ResourceRow } from "../types.js";
import { engineTexts } from "../texts.js";
import { RowActions } from "./RowActions.js";
import { localize } from "../../common/i18n.js";

/** The custom row actions the user may run, and what follows one that is done (the list reloads). */
export interface RowCustomActions {
  actions: CustomAction[];
  onDone(): void;
}

/** Room for a link of `label` (about 14 px a character, 16 of padding). */
const linkWidth = (label: string) => label.length * 14 + 16;

/** The 操作 column, fixed on the right; none when the rows have no action the user may use. */
export function actionsColumn(
  config: ResourceConfig,
  onEdit: ((row: ResourceRow) => void) | null,
  onDelete: ((row: ResourceRow) => Promise<void>) | null,
  custom: RowCustomActions = { actions: [], onDone: () => {} },
): ColumnType<ResourceRow>[] {
  if (!onEdit && !onDelete && !custom.actions.length) return [];
  const width = [
    onEdit && engineTexts.edit,
    onDelete && engineTexts.delete,
    ...custom.actions.map((a) => localize(a.label)),
  ]
    .filter((label): label is string => !!label)
    .reduce((sum, label) => sum + linkWidth(label), 16);
  return [
    {
      key: "_actions",
      title: engineTexts.actions,
      fixed: "right",
      width: Math.max(130, width),
      render: (_: unknown, row: ResourceRow) => (
        <RowActions
          config={config}
          row={row}
          onEdit={onEdit}
          onDelete={onDelete}
          custom={custom.actions}
          onActionDone={custom.onDone}
        />
      ),
    },
  ];
}

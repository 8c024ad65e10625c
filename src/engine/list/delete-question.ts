import type { ResourceConfig } from "../../types/generated/resource.js";
import type { ResourceRow } from "../types.js";
import { engineTexts, et } from "../texts.js";
import { localize } from "../../common/i18n.js";

/** The row's label: its `labelField` (default `name`). */
export const rowLabel = (config: ResourceConfig, row: ResourceRow): string | undefined => {
  const value = row[config.labelField ?? "name"];
  return value === undefined || value === null || value === "" ? undefined : String(value);
};

/** The question before deleting a row: `delete.confirm` with `{label}` filled in, else the default. */
export function deleteQuestion(config: ResourceConfig, row: ResourceRow): string {
  const action = config.list.actions?.delete;
  const label = rowLabel(config, row);
  if (typeof action === "object" && action.confirm)
    return localize(action.confirm).replaceAll("{label}", label ?? String(row.id));
  return label ? et("confirmDeleteLabel", { label }) : engineTexts.confirmDelete;
}

import { useMemo } from "react";
import { useSession } from "../../app/services-context.js";
import { can } from "../../common/access.js";
import { actionAccessRule, rowActionWhen, whenMismatch } from "../../common/custom-actions.js";
import type { CustomAction, ResourceConfig } from "../../types/generated/resource.js";
import type { ResourceRow } from "../types.js";
import type { RowCustomActions } from "./actions-column.js";

/**
 * The custom actions the user may run, by the rule the server applies (`actionAccessRule`): the toolbar's,
 * and the rows' with what follows one that is done (`onDone`: the list reloads). Whether a row action fits
 * a row (`when`) is decided per row.
 */
export function useCustomActions(
  config: ResourceConfig,
  onDone: () => void,
): { toolbar: CustomAction[]; row: RowCustomActions } {
  const { access } = useSession();
  return useMemo(() => {
    const allowed = (config.list.actions?.custom ?? []).filter((a) => can(access, actionAccessRule(config.access, a)));
    return {
      toolbar: allowed.filter((a) => a.scope === "toolbar"),
      row: { actions: allowed.filter((a) => a.scope === "row"), onDone },
    };
  }, [access, config, onDone]);
}

/** Whether 删除 is for a row (`delete.when`); undefined when it is for every row. */
export function useDeletable(config: ResourceConfig): ((row: ResourceRow) => boolean) | undefined {
  return useMemo(() => {
    const when = rowActionWhen(config, "delete");
    return when ? (row: ResourceRow) => whenMismatch(when, row) === undefined : undefined;
  }, [config]);
}

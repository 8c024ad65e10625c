import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { isReadOnlyResource } from "../../src/common/resource-source.js";

type Say = (pointer: string, message: string) => void;

/**
 * What the schema cannot check of inline edit and bulk actions: an `editable` column names a field users
 * may write (not the id or the times, not `readOnly`, not on a read-only resource); a `bulk` action is a
 * row action of a list with checkboxes, whose input leaves the name `ids` to the checked rows; `report`
 * and `bulkConfirm` only mean something with `bulk`.
 */
export function checkInlineAndBulk(res: ResourceConfig, say: Say): void {
  const fields = res.record.properties;
  res.list.columns.forEach((c, i) => {
    if (!c.editable) return;
    const at = `/list/columns/${i}/editable`;
    if (isReadOnlyResource(res)) say(at, "只读资源的列不能行内编辑");
    else if (!(c.field in fields)) say(at, `"${c.field}" 由系统维护，不能行内编辑`);
    else if (fields[c.field].readOnly) say(at, `"${c.field}" 是只读字段（由服务端维护），不能行内编辑`);
  });
  (res.list.actions?.custom ?? []).forEach((action, i) => {
    const at = `/list/actions/custom/${i}`;
    if (!action.bulk) {
      if (action.report) say(`${at}/report`, `"report" 只用于 "bulk": true 的操作`);
      if (action.bulkConfirm) say(`${at}/bulkConfirm`, `"bulkConfirm" 只用于 "bulk": true 的操作`);
      return;
    }
    if (action.scope !== "row") say(`${at}/bulk`, `"bulk" 只用于行操作`);
    else if (!res.list.rowSelection) say(`${at}/bulk`, `批量操作需要 "rowSelection": true`);
    if (action.input?.properties && "ids" in action.input.properties)
      say(`${at}/input/properties/ids`, `批量操作的 "ids" 是选中的记录，输入不能有名为 "ids" 的字段`);
  });
}

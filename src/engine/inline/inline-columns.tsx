import type { ColumnType } from "antd/es/table";
import type { ResourceConfig } from "../../types/generated/resource.js";
import { rowActionWhen, whenMismatch } from "../../common/custom-actions.js";
import type { ResolvedColumn } from "../columns/resolve-columns.js";
import type { ResourceRow } from "../types.js";
import { EditableCell } from "./EditableCell.js";
import { inlineField } from "./inline-field.js";
import type { InlineOutcome } from "./use-inline-save.js";

/** Saves one field of a row (useInlineSave); null when the user may not update the resource. */
export type InlineSave = ((row: ResourceRow, name: string, value: unknown) => Promise<InlineOutcome>) | null;

/**
 * The columns with `editable: true` render an EditableCell, on the rows 编辑 is for (`actions.edit.when`);
 * other rows, and every row of a user without update access (`save` null), keep the plain cell.
 * `antd` is `toAntdColumns(resolved, …)`: the same columns in the same order.
 */
export function withInlineEdit(
  config: ResourceConfig,
  resolved: ResolvedColumn[],
  antd: ColumnType<ResourceRow>[],
  save: InlineSave,
): ColumnType<ResourceRow>[] {
  if (!save) return antd;
  const when = rowActionWhen(config, "edit");
  return antd.map((col, i) => {
    const column = resolved[i];
    const field = column?.column.editable ? inlineField(config, column.field) : undefined;
    if (!field || field.record.readOnly) return col;
    const plain = col.render!;
    return {
      ...col,
      render: (value: unknown, row: ResourceRow, index: number) =>
        whenMismatch(when, row) === undefined ? (
          <EditableCell column={column} field={field} row={row} save={save} />
        ) : (
          plain(value, row, index)
        ),
    };
  });
}

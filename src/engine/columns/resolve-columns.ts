import type { ComponentType } from "react";
import type { ListColumn, RecordField, ResourceConfig } from "../../types/generated/resource.js";
import { recordField } from "../config/record-field.js";
import type { ConfigProblem } from "../config/resource-file.js";
import { et } from "../texts.js";
import type { CellProps } from "./cell-props.js";
import { cellRendererFor } from "./registry.js";
import { defaultRender } from "./default-render.js";
import { TextCell } from "./TextCell.js";
import { localize } from "../../common/i18n.js";

/** A list column with its record field, title and renderer resolved. */
export interface ResolvedColumn {
  field: string;
  title: string;
  column: ListColumn;
  record: RecordField;
  Cell: ComponentType<CellProps>;
}

/**
 * The list's columns, in config order. A column naming an unknown field is left out and a
 * renderer nobody registered falls back to text; both are reported with their JSON pointer.
 */
export function resolveColumns(config: ResourceConfig): { columns: ResolvedColumn[]; problems: ConfigProblem[] } {
  const columns: ResolvedColumn[] = [];
  const problems: ConfigProblem[] = [];
  config.list.columns.forEach((column, i) => {
    const record = recordField(config, column.field);
    if (!record) {
      problems.push({ pointer: `/list/columns/${i}/field`, message: et("unknownField", { field: column.field }) });
      return;
    }
    const type = column.render ?? defaultRender(record);
    let Cell = cellRendererFor(type);
    if (!Cell) {
      problems.push({ pointer: `/list/columns/${i}/render`, message: et("unknownRender", { type }) });
      Cell = TextCell;
    }
    columns.push({ field: column.field, title: localize(column.title ?? record.title), column, record, Cell });
  });
  return { columns, problems };
}

import type { ComponentProps, ListColumn, RecordField } from "../../types/generated/resource.js";
import type { ResourceRow } from "../types.js";

/** What a cell renderer receives: the cell's value, its row, the record field and the list column's config. */
export interface CellProps {
  value: unknown;
  row: ResourceRow;
  field: string;
  record: RecordField;
  column?: ListColumn;
  /** The column's options for its renderer (`props`), checked by the server against the renderer's fragment. */
  props?: ComponentProps;
}

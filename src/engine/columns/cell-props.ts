import type { RecordField } from "../../types/generated/resource.js";
import type { ResourceRow } from "../types.js";

/** What a cell renderer receives: the cell's value, its row and the record field of the column. */
export interface CellProps {
  value: unknown;
  row: ResourceRow;
  field: string;
  record: RecordField;
}

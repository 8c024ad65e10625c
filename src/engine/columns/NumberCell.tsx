import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";

// Built once: toLocaleString builds a formatter per cell.
const format = new Intl.NumberFormat("zh-CN");

/** A number with thousands separators. */
export function NumberCell({ value }: CellProps) {
  if (isEmpty(value) || Number.isNaN(Number(value))) return isEmpty(value) ? <EmptyCell /> : <>{String(value)}</>;
  return <>{format.format(Number(value))}</>;
}

import { isBlank, type CellProps } from "./cell-props.js";
import { EmptyCell } from "./EmptyCell.js";

/** A number with thousands separators. */
export function NumberCell({ value }: CellProps) {
  if (isBlank(value) || Number.isNaN(Number(value))) return isBlank(value) ? <EmptyCell /> : <>{String(value)}</>;
  return <>{Number(value).toLocaleString("zh-CN")}</>;
}

import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";

/** A number with thousands separators. */
export function NumberCell({ value }: CellProps) {
  if (isEmpty(value) || Number.isNaN(Number(value))) return isEmpty(value) ? <EmptyCell /> : <>{String(value)}</>;
  return <>{Number(value).toLocaleString("zh-CN")}</>;
}

import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";

/** An amount in yuan: `¥ 1,234.50`. */
export function MoneyCell({ value }: CellProps) {
  if (isEmpty(value) || Number.isNaN(Number(value))) return isEmpty(value) ? <EmptyCell /> : <>{String(value)}</>;
  const text = Number(value).toLocaleString("zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return <>{`¥ ${text}`}</>;
}

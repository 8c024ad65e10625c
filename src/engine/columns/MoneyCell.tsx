import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";

/** An amount: `¥ 1,234.50`; `props` may change the symbol and the decimals (src/common/builtin-props.ts). */
export function MoneyCell({ value, props }: CellProps) {
  if (isEmpty(value) || Number.isNaN(Number(value))) return isEmpty(value) ? <EmptyCell /> : <>{String(value)}</>;
  const digits = typeof props?.digits === "number" ? props.digits : 2;
  const symbol = typeof props?.symbol === "string" ? props.symbol : "¥";
  const text = Number(value).toLocaleString("zh-CN", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return <>{`${symbol} ${text}`}</>;
}

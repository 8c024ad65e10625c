import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";

// One formatter per number of decimals: toLocaleString with options builds a new one per cell, which a page of
// 100 rows pays for on every render.
const formats = new Map<number, Intl.NumberFormat>();
const formatOf = (digits: number) => {
  let format = formats.get(digits);
  if (!format)
    formats.set(
      digits,
      (format = new Intl.NumberFormat("zh-CN", { minimumFractionDigits: digits, maximumFractionDigits: digits })),
    );
  return format;
};

/** An amount: `¥ 1,234.50`; `props` may change the symbol and the decimals (src/common/builtin-props.ts). */
export function MoneyCell({ value, props }: CellProps) {
  if (isEmpty(value) || Number.isNaN(Number(value))) return isEmpty(value) ? <EmptyCell /> : <>{String(value)}</>;
  const digits = typeof props?.digits === "number" ? props.digits : 2;
  const symbol = typeof props?.symbol === "string" ? props.symbol : "¥";
  const text = formatOf(digits).format(Number(value));
  return <>{`${symbol} ${text}`}</>;
}

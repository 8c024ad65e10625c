import type { ValueFormat } from "../../common/stats.js";

/**
 * Numbers as a Chinese reader expects them: yuan with ¥ and thousands separators, and on chart axes
 * in 万 and 亿 (`¥12.3万`), which is how amounts are spoken here.
 */
const full: Record<ValueFormat, Intl.NumberFormat> = {
  money: new Intl.NumberFormat("zh-CN", { style: "currency", currency: "CNY" }),
  number: new Intl.NumberFormat("zh-CN", { maximumFractionDigits: 2 }),
  percent: new Intl.NumberFormat("zh-CN", { style: "percent", maximumFractionDigits: 1 }),
};

const compact = new Intl.NumberFormat("zh-CN", { notation: "compact", maximumFractionDigits: 1 });

/** A value in full: `¥1,234.50`, `1,234`, `12.5%` (a percent value is a ratio: 0.125). */
export function formatValue(value: number, format: ValueFormat): string {
  return full[format].format(value);
}

/** A value on an axis: `¥1.2万`, `3,500`, `1.5亿`, `12.5%`. */
export function formatAxis(value: number, format: ValueFormat): string {
  if (format === "percent") return full.percent.format(value);
  const text = Math.abs(value) >= 10_000 ? compact.format(value) : full.number.format(value);
  return format === "money" ? `¥${text}` : text;
}

/** A change as a signed percentage without the sign's arrow: `12.5%`. */
export function formatChange(change: number): string {
  return full.percent.format(Math.abs(change));
}

import type { ValueFormat } from "../../common/stats.js";
import { getLocale, type Locale } from "../../common/i18n.js";

/**
 * Numbers as the page's reader expects them: yuan with ¥ and thousands separators, and on chart axes
 * in 万 and 亿 in Chinese (`¥12.3万`), which is how amounts are spoken there, K and M in English
 * (`¥123K`). The formats of each language are made once, when first asked for.
 */
const formats = new Map<Locale, { full: Record<ValueFormat, Intl.NumberFormat>; compact: Intl.NumberFormat }>();

function formatsOf(locale: Locale = getLocale()) {
  let known = formats.get(locale);
  if (!known) {
    known = {
      full: {
        money: new Intl.NumberFormat(locale, { style: "currency", currency: "CNY", currencyDisplay: "narrowSymbol" }),
        number: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
        percent: new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }),
      },
      compact: new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }),
    };
    formats.set(locale, known);
  }
  return known;
}

/** A value in full: `¥1,234.50`, `1,234`, `12.5%` (a percent value is a ratio: 0.125). */
export function formatValue(value: number, format: ValueFormat): string {
  return formatsOf().full[format].format(value);
}

/** A value on an axis: `¥1.2万`, `3,500`, `1.5亿`, `12.5%` (`¥12K`, `3,500`, `150M` in English). */
export function formatAxis(value: number, format: ValueFormat): string {
  const { full, compact } = formatsOf();
  if (format === "percent") return full.percent.format(value);
  const text = Math.abs(value) >= 10_000 ? compact.format(value) : full.number.format(value);
  return format === "money" ? `¥${text}` : text;
}

/** A change as a signed percentage without the sign's arrow: `12.5%`. */
export function formatChange(change: number): string {
  return formatsOf().full.percent.format(Math.abs(change));
}

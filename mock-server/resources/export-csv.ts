import { stringify } from "csv-stringify/sync";
import type { RecordField, ResourceConfig } from "../../src/types/generated/resource.js";
import { columnTitle } from "./columns.js";
import type { Row } from "./codec.js";
import { isInstant, inTimeZone } from "../../src/common/time-zone.js";
import { businessTimeZone, localDateTime } from "../clock.js";
import { localize, type Localized, type Locale, defaultLocale } from "../../src/common/i18n.js";

/** Byte-order mark: without it Excel reads UTF-8 CSV as the local code page and garbles Chinese. */
export const BOM = "\uFEFF";

/**
 * Rows as CSV lines (RFC 4180, CRLF), by csv-stringify: a cell quoted when it must be, and a text that
 * starts like a formula (`=`, `+`, `-`, `@`, a tab, their full-width forms) defused with a `'` so a
 * spreadsheet does not run it (OWASP's CSV injection); a negative number stays a number.
 */
export const csvRecords = (records: unknown[][]): string =>
  stringify(records, {
    escape_formulas: true,
    record_delimiter: "windows",
    // A line break inside a cell is quoted too (not only the CRLF that ends a record).
    quote_record_delimiter: true,
    // As written, not csv-stringify's 1 and empty (a boolean of a field reaches here as 是/否).
    cast: { boolean: (value) => String(value) },
  });

const optionLabel = (options: { value: unknown; label: Localized }[] | undefined, v: unknown, locale: Locale) => {
  const option = options?.find((o) => o.value === v);
  return option ? localize(option.label, locale) : v;
};

/** 是/否 of a boolean without options, in the export's language. */
const yesNo = { "zh-CN": ["是", "否"], "en-US": ["Yes", "No"] } as const;

/**
 * A value as people read it: option labels, relation labels, 是/否, lists joined with 、, a file by the
 * name it was uploaded under (`file`, from the row's `_files`), not the key it is stored by.
 */
function readable(
  field: RecordField | undefined,
  value: unknown,
  label: unknown,
  file: { name: string } | null | undefined,
  locale: Locale,
): unknown {
  if (field?.format === "file" && value) return file?.name ?? value;
  // A time that names its zone is a moment: people read it on the business's clock, as on screen.
  if (isInstant(value)) return inTimeZone(value, businessTimeZone());
  if (!field || value === null || value === undefined) return value;
  if (field.relation) return label ?? value;
  if (field.type === "boolean") {
    const option = field.options?.find((o) => o.value === value);
    return option ? localize(option.label, locale) : yesNo[locale][value ? 0 : 1];
  }
  const join = locale === "zh-CN" ? "、" : ", ";
  if (field.type === "array" && Array.isArray(value)) {
    if (field.items?.relation && Array.isArray(label)) return label.join(join);
    return value.map((v) => optionLabel(field.items?.options, v, locale)).join(join);
  }
  return optionLabel(field.options, value, locale);
}

/** The columns an export writes, each once: those asked for, else the list's columns. */
export const exportColumns = (res: ResourceConfig, asked?: string[]) => [
  ...new Set(asked ?? res.list.columns.map((c) => c.field)),
];

/** The header line: each column's list title, else its field title. */
export function csvHeader(res: ResourceConfig, columns: string[], locale: Locale = defaultLocale): string {
  const titles = columns.map((c) => {
    const own = res.list.columns.find((lc) => lc.field === c)?.title ?? res.record.properties[c]?.title;
    return own !== undefined ? localize(own, locale) : columnTitle(res, c);
  });
  return csvRecords([titles]);
}

/** Lines of rows (with `_labels` attached). */
export function csvLines(res: ResourceConfig, columns: string[], rows: Row[], locale: Locale = defaultLocale): string {
  return csvRecords(
    rows.map((row) => {
      const labels = (row._labels ?? {}) as Record<string, unknown>;
      const files = (row._files ?? {}) as Record<string, { name: string } | null>;
      return columns.map((c) => readable(res.record.properties[c], row[c], labels[c], files[c], locale));
    }),
  );
}

/** `<title>-YYYYMMDD.csv` as a Content-Disposition: an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(res: ResourceConfig, ms: number, locale: Locale = defaultLocale): string {
  const day = localDateTime(ms).slice(0, 10).replace(/-/g, "");
  const name = `${localize(res.title, locale)}-${day}.csv`;
  return `attachment; filename="${res.name}-${day}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

import type { EnumOption, RecordField } from "../../../src/types/generated/resource.js";
import { ruleMessage } from "../../../src/common/record-rules.js";
import { relationOf } from "../columns.js";
import { allTexts } from "../../../src/common/i18n.js";
import { CONTROL_MESSAGE, hasControl } from "../../plugins/input-guard.js";

/** A cell as the readers give it: text (CSV, and most XLSX cells), a number, a boolean or a date (XLSX). */
export type Cell = string | number | boolean | Date | null;

/** A relation's label, turned into an id once the chunk's labels have been looked up (relations.ts). */
export class RelationLabel {
  constructor(readonly label: string) {}
}

/** A cell that cannot be a value of its field: the message the row reports. */
export class CellError {
  constructor(readonly message: string) {}
}

const pad = (n: number) => String(n).padStart(2, "0");
/** Excel keeps a date as the days since 1899-12-30 (its 1900 leap-year bug included) and the time as a fraction. */
const fromSerial = (serial: number) => new Date(Math.round((serial - 25569) * 86400) * 1000);
// Excel's dates carry the wall-clock time as UTC: read them back as UTC, whatever the server's zone.
const ymd = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const hms = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** `2024/5/1`, `2024.5.1`, `2024年5月1日`, `2024-5-1 8:30` → `2024-05-01` and `08:30:00` (seconds optional). */
function textDate(text: string): { date: string; time?: string } | undefined {
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!m) return undefined;
  const date = `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
  return m[4] === undefined ? { date } : { date, time: `${pad(Number(m[4]))}:${m[5]}:${m[6] ?? "00"}` };
}

/** A date, date-time or time field's cell in the one spelling the record stores; as it came when unreadable. */
function dateValue(format: string, cell: Exclude<Cell, null | boolean>): unknown {
  const at = cell instanceof Date ? cell : typeof cell === "number" ? fromSerial(cell) : undefined;
  if (at && !Number.isNaN(at.getTime())) {
    if (format === "date") return ymd(at);
    if (format === "time") return hms(at).slice(0, 5);
    return `${ymd(at)} ${hms(at)}`;
  }
  const text = String(cell);
  if (format === "time") {
    const t = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
    return t ? `${pad(Number(t[1]))}:${t[2]}` : text;
  }
  const parsed = textDate(text);
  if (!parsed) return text;
  if (format === "date") return parsed.time === undefined || parsed.time === "00:00:00" ? parsed.date : text;
  return `${parsed.date} ${parsed.time ?? "00:00:00"}`;
}

const BOOLEAN_TEXTS: Record<string, boolean> = { 是: true, 否: false, true: true, false: false, "1": true, "0": false };

/** An option's value by its label (what the template lists, in either language), else by the value itself typed out. */
function optionValue(options: EnumOption[], text: string): unknown {
  const hit = options.find((o) => allTexts(o.label).includes(text)) ?? options.find((o) => String(o.value) === text);
  return hit === undefined ? undefined : hit.value;
}

/** One scalar of a field (an array's item uses its `items`). */
function scalar(field: RecordField, item: { type: string; options?: EnumOption[] }, cell: Exclude<Cell, null>) {
  const text = cell instanceof Date ? "" : String(cell).trim();
  if (item.options) {
    const value = typeof cell === "boolean" ? cell : optionValue(item.options, text);
    return value === undefined ? new CellError(ruleMessage(field, "enum")) : value;
  }
  if (item.type === "boolean") {
    const value = typeof cell === "boolean" ? cell : BOOLEAN_TEXTS[text.toLowerCase()];
    return value === undefined ? new CellError(ruleMessage(field, "type")) : value;
  }
  if (item.type === "integer" || item.type === "number") {
    if (typeof cell === "number") return cell;
    const n = Number(text.replace(/,/g, ""));
    return text !== "" && Number.isFinite(n) ? n : new CellError(ruleMessage(field, "type"));
  }
  if (field.format === "date" || field.format === "date-time" || field.format === "time")
    return dateValue(field.format, cell as Exclude<Cell, null | boolean>);
  if (cell instanceof Date) return `${ymd(cell)} ${hms(cell)}`;
  // A phone number or a code typed in Excel arrives as a number: it is the text it shows.
  return typeof cell === "number" ? String(cell) : text;
}

/** Empty: a cell with nothing but spaces counts as not filled. */
export const isBlank = (cell: Cell) => cell === null || (typeof cell === "string" && cell.trim() === "");

/**
 * A cell as the value a form would send: option labels → values, 是/否 → booleans, dates and times in
 * Excel's or text forms → the record's spelling, numbers, relation labels (looked up later), lists split
 * on 、 , ，or ；. A cell that cannot be read, or holds a control character, is a `CellError` with the
 * form's message for that rule; a value of the right shape that breaks a rule (too long, a bad phone) is
 * left to the record's schema.
 */
export function cellValue(field: RecordField, cell: Exclude<Cell, null>): unknown {
  // The rule the JSON API keeps for every text (plugins/input-guard.ts), anywhere in the file.
  if (typeof cell === "string" && hasControl(cell)) return new CellError(CONTROL_MESSAGE);
  const relation = relationOf(field);
  if (field.type === "array") {
    const parts = String(cell)
      .split(/[、,，;；]/)
      .map((p) => p.trim())
      .filter(Boolean);
    const item = field.items ?? { type: "string" };
    const values = parts.map((p) => (relation ? new RelationLabel(p) : scalar(field, item, p)));
    return values.find((v) => v instanceof CellError) ?? values;
  }
  if (relation) return new RelationLabel(cell instanceof Date ? ymd(cell) : String(cell).trim());
  return scalar(field, field, cell);
}

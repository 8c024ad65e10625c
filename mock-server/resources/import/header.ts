import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import type { Cell } from "./cells.js";
import { unfillable, type ImportField } from "./fields.js";
import { allTexts, localize } from "../../../src/common/i18n.js";

/** How a file's first row maps onto the import's fields. */
export interface HeaderMap {
  /** Column index → the field it fills. */
  columns: Map<number, ImportField>;
  /** Titles of columns the import does not take (ID, 创建时间 of an export), ignored. */
  ignored: string[];
  /** Titles of required fields no column fills: no row could be valid. */
  missing: string[];
}

/**
 * Maps the header row by title: the record's title of each field (the template's), also its list column
 * title or its name, so an exported file comes back. A second column of one field is ignored.
 */
export function mapHeader(res: ResourceConfig, fields: ImportField[], header: Cell[]): HeaderMap {
  const byTitle = new Map<string, ImportField>();
  for (const f of fields) {
    const listTitle = res.list.columns.find((c) => c.field === f.name)?.title;
    for (const t of [f.name, ...allTexts(listTitle), f.title, ...allTexts(f.field.title)]) if (t) byTitle.set(t, f);
  }
  const columns = new Map<number, ImportField>();
  const ignored: string[] = [];
  const taken = new Set<string>();
  header.forEach((cell, i) => {
    const title = cell === null ? "" : String(cell).trim().replace(/^\*/, "");
    if (!title) return;
    const field = byTitle.get(title);
    if (field && !taken.has(field.name)) {
      columns.set(i, field);
      taken.add(field.name);
    } else ignored.push(title);
  });
  const filled = fields.filter((f) => taken.has(f.name));
  const missing = unfillable(res, filled).map((name) => localize(res.record.properties[name].title));
  return { columns, ignored, missing };
}

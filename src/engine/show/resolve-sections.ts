import type { ComponentType } from "react";
import type { ListColumn, RecordField, ResourceConfig } from "../../types/generated/resource.js";
import { localize } from "../../common/i18n.js";
import { recordField } from "../config/record-field.js";
import type { ConfigProblem } from "../config/resource-file.js";
import type { CellProps } from "../columns/cell-props.js";
import { cellRendererFor } from "../columns/registry.js";
import { defaultRender } from "../columns/default-render.js";
import { TextCell } from "../columns/TextCell.js";
import { HtmlDocumentCell } from "../columns/HtmlDocumentCell.js";
import { et } from "../texts.js";

/** One label–value pair of a detail section, with the cell renderer the list would use. */
export interface ShowItem {
  field: string;
  title: string;
  record: RecordField;
  column: ListColumn;
  Cell: ComponentType<CellProps>;
  span?: number;
}

export interface ResolvedSection {
  title: string;
  columns: number;
  items: ShowItem[];
}

/**
 * The `show` sections with each field's title and renderer: the section's own, else the list
 * column's, else the field's; so a value reads the same on the detail as in the list. An unknown
 * field is left out and reported with its JSON pointer, like the list's columns. Rich text (`html`)
 * shows as the formatted document.
 */
export function resolveSections(config: ResourceConfig): { sections: ResolvedSection[]; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  const sections = (config.show?.sections ?? []).map((section, s) => {
    const items: ShowItem[] = [];
    section.fields.forEach((f, i) => {
      const record = recordField(config, f.field);
      const at = `/show/sections/${s}/fields/${i}`;
      if (!record) return problems.push({ pointer: `${at}/field`, message: et("unknownField", { field: f.field }) });
      const listed = config.list.columns.find((c) => c.field === f.field);
      const type = f.render ?? listed?.render ?? defaultRender(record);
      // A detail page has room for rich text as the document; the list's `html` renderer is an excerpt.
      let Cell = type === "html" ? HtmlDocumentCell : cellRendererFor(type);
      if (!Cell) {
        problems.push({ pointer: `${at}/render`, message: et("unknownRender", { type }) });
        Cell = TextCell;
      }
      const title = localize(f.title ?? listed?.title ?? record.title) || f.field;
      items.push({ field: f.field, title, record, column: { ...listed, field: f.field, title }, Cell, span: f.span });
    });
    return { title: localize(section.title), columns: section.columns ?? 3, items };
  });
  return { sections, problems };
}

import { Descriptions } from "antd";
import type { ResourceRow } from "../types.js";
import type { ResolvedSection } from "./resolve-sections.js";

/** The detail's sections: one antd Descriptions each, values drawn by the list's cell renderers. */
export function ShowSections({ sections, row }: { sections: ResolvedSection[]; row: ResourceRow }) {
  return sections.map((section, i) => (
    <Descriptions
      key={i}
      title={section.title}
      bordered
      size="small"
      column={{ xs: 1, sm: Math.min(2, section.columns), md: section.columns }}
      style={{ marginBottom: 24 }}
      items={section.items.map(({ field, title, record, column, Cell, span }) => ({
        key: field,
        label: title,
        span,
        children: (
          <Cell value={row[field]} row={row} field={field} record={record} column={column} props={column.props} />
        ),
      }))}
    />
  ));
}

import { useMemo, type ReactNode } from "react";
import { Link } from "react-router";
import type { ColumnType } from "antd/es/table";
import type { ResourceConfig } from "../../types/generated/resource.js";
import type { ResourceRow } from "../types.js";
import { detailHref, useResourceRoutes } from "./resource-routes.js";

/**
 * The list's columns with the row's label cell (its `labelField`, else `name`, else `id`) as a link
 * to the row's detail page, when the resource has one the user may open: staff click a name to
 * see the record, as in any back office. The cell keeps its renderer inside the link.
 */
export function useDetailLinks(config: ResourceConfig, columns: ColumnType<ResourceRow>[]): ColumnType<ResourceRow>[] {
  const { show } = useResourceRoutes(config.name);
  const label = config.labelField ?? "name";
  // Memoised like the columns it wraps: a new array re-renders every cell of the page.
  return useMemo(() => {
    const keys = columns.map((c) => c.key);
    const target = [label, "id"].find((f) => keys.includes(f));
    if (!show || !target) return columns;
    return columns.map((c) =>
      c.key !== target
        ? c
        : {
            ...c,
            render: (value: unknown, row: ResourceRow, index: number) => (
              <Link to={detailHref(show, row.id)} data-detail-link={row.id}>
                {(c.render?.(value, row, index) as ReactNode) ?? String(value ?? "")}
              </Link>
            ),
          },
    );
  }, [columns, show, label]);
}

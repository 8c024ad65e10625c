import type { TablePaginationConfig } from "antd";
import type { PaginationConfig } from "../../types/generated/resource.js";
import { et } from "../texts.js";

const ALL = "total, sizes, prev, pager, next, jumper";
const PAGER_ITEMS = new Set(["page", "jump-prev", "jump-next"]);

/**
 * `list.pagination` on top of useTable's pagination (page, size, total and its URL links):
 * `layout` picks the parts shown, as antd props; an item rendered as null is left out.
 */
export function paginationProps(
  config: PaginationConfig | undefined,
  base: TablePaginationConfig | false | undefined,
): TablePaginationConfig | false {
  if (!base) return false;
  const parts = new Set((config?.layout ?? ALL).split(",").map((p) => p.trim()));
  const baseRender = base.itemRender;
  return {
    ...base,
    // useTable turns to the one-line pager on narrow screens; the layout decides here.
    simple: false,
    position: ["bottomRight"],
    showTotal: parts.has("total") ? (total) => et("total", { total }) : undefined,
    showSizeChanger: parts.has("sizes"),
    pageSizeOptions: config?.pageSizes ?? [10, 20, 50, 100],
    showQuickJumper: parts.has("jumper"),
    itemRender: (page, type, element) => {
      if (type === "prev" || type === "next" ? !parts.has(type) : PAGER_ITEMS.has(type) && !parts.has("pager")) {
        return null;
      }
      return baseRender ? baseRender(page, type, element) : element;
    },
  };
}

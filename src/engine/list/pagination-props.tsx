import type { TablePaginationConfig } from "antd";
import { Typography } from "antd";
import type { PaginationConfig } from "../../types/generated/resource.js";
import { defineTexts, format } from "../../common/i18n.js";
import { et } from "../texts.js";

const ALL = "total, sizes, prev, pager, next, jumper";
const PAGER_ITEMS = new Set(["page", "jump-prev", "jump-next"]);

/** Texts of a total that is a lower bound (the server stopped counting at `list.pagination.totalCap`). */
export const countTexts = defineTexts(
  "listCount",
  { atLeast: "{total}+ 条", countExactly: "精确计数", counting: "计数中…", thousands: " " },
  { atLeast: "{total}+ items", countExactly: "Count exactly", counting: "Counting…", thousands: "," },
);

/** Whether the list's total is exact, and how to ask for it when it is not. */
export interface TotalCount {
  exact: boolean;
  /** The list is being read (the exact count among others). */
  counting: boolean;
  onCountExactly: () => void;
}

/** `10000` as `10 000` (Chinese) or `10,000` (English). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, countTexts.thousands);

/** `10 000+ 条` and the link that counts exactly. */
function AtLeast({ total, count }: { total: number; count: TotalCount }) {
  return (
    <span className="omo-total-at-least">
      {format(countTexts.atLeast, { total: grouped(total) })}{" "}
      <Typography.Link disabled={count.counting} onClick={count.onCountExactly}>
        {count.counting ? countTexts.counting : countTexts.countExactly}
      </Typography.Link>
    </span>
  );
}

/**
 * `list.pagination` on top of useTable's pagination (page, size, total and its URL links):
 * `layout` picks the parts shown, as antd props; an item rendered as null is left out. With a total
 * that is a lower bound (`count.exact` false: more rows than `total` match), the pager counts one page
 * past it, so 下一页 and the last page number stay open: each deeper page brings a higher bound.
 */
export function paginationProps(
  config: PaginationConfig | undefined,
  base: TablePaginationConfig | false | undefined,
  count?: TotalCount,
): TablePaginationConfig | false {
  if (!base) return false;
  const parts = new Set((config?.layout ?? ALL).split(",").map((p) => p.trim()));
  const baseRender = base.itemRender;
  const bound = count && !count.exact && base.total !== undefined ? base.total : undefined;
  return {
    ...base,
    ...(bound !== undefined ? { total: bound + 1 } : {}),
    // useTable turns to the one-line pager on narrow screens; the layout decides here.
    simple: false,
    position: ["bottomRight"],
    showTotal: parts.has("total")
      ? (total) => (bound !== undefined && count ? <AtLeast total={bound} count={count} /> : et("total", { total }))
      : undefined,
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

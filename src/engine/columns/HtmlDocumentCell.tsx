import { Skeleton } from "antd";
import { lazyComponent } from "../lazy-component.js";
import { isEmpty } from "../../common/empty.js";
import type { CellProps } from "./cell-props.js";
import { EmptyCell } from "./EmptyCell.js";

const RichTextView = lazyComponent<CellProps>(
  () => import("../fields/rich-text/RichTextView.js"),
  <Skeleton active paragraph={{ rows: 3 }} />,
);

/** Rich text on a detail page: the formatted document, whose code loads with the first one shown. */
export function HtmlDocumentCell(props: CellProps) {
  return isEmpty(props.value) ? <EmptyCell /> : <RichTextView {...props} />;
}

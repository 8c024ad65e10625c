import { Skeleton } from "antd";
import { lazyComponent } from "../lazy-component.js";
import type { WidgetProps } from "../types.js";

/**
 * Rich text (`format: "html"`): the tiptap editor, in its own chunk loaded the first time a form shows
 * one, so lists and other forms never carry it.
 */
export const RichTextWidget = lazyComponent<WidgetProps>(
  () => import("./rich-text/RichTextEditor.js"),
  <Skeleton active paragraph={{ rows: 4 }} />,
);

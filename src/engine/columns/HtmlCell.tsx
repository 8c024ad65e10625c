import { Typography } from "antd";
import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";
import { htmlExcerpt } from "./html-excerpt.js";

/** Rich text as a plain-text excerpt (`props.max` characters, default 60); the markup is never rendered here. */
export function HtmlCell({ value, props }: CellProps) {
  if (isEmpty(value)) return <EmptyCell />;
  const text = htmlExcerpt(String(value), typeof props?.max === "number" ? props.max : 60);
  return text ? <Typography.Text>{text}</Typography.Text> : <EmptyCell />;
}

import { Tag } from "antd";
import { engineTexts } from "../texts.js";
import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";

/** 是 / 否 as tags; `1`/`0` from older rows count too. */
export function BooleanCell({ value }: CellProps) {
  if (isEmpty(value)) return <EmptyCell />;
  const yes = value === true || value === 1 || value === "1" || value === "true";
  return <Tag color={yes ? "green" : "default"}>{yes ? engineTexts.yes : engineTexts.no}</Tag>;
}

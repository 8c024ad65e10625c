import { Typography } from "antd";
import { engineTexts } from "../texts.js";

/** The placeholder of a cell without a value. */
export function EmptyCell() {
  return <Typography.Text type="secondary">{engineTexts.empty}</Typography.Text>;
}

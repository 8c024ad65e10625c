import { Image } from "antd";
import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";

/** A thumbnail that opens the full image on click. */
export function ImageCell({ value, record }: CellProps) {
  if (isEmpty(value)) return <EmptyCell />;
  return <Image src={String(value)} alt={record.title} width={40} height={40} style={{ objectFit: "cover" }} />;
}

import { Image } from "antd";
import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";
import { localize } from "../../common/i18n.js";

/** A thumbnail that opens the full image on click; `props.size` sets its side (default 40 pixels). */
export function ImageCell({ value, record, props }: CellProps) {
  if (isEmpty(value)) return <EmptyCell />;
  const size = typeof props?.size === "number" ? props.size : 40;
  return (
    <Image src={String(value)} alt={localize(record.title)} width={size} height={size} style={{ objectFit: "cover" }} />
  );
}

import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";

/** The label of the referenced row(s), from the row's `_labels`: a list needs no second request. */
export function RelationCell({ value, row, field }: CellProps) {
  const label = row._labels?.[field];
  if (isEmpty(label)) return isEmpty(value) ? <EmptyCell /> : <>{String(value)}</>;
  return <>{Array.isArray(label) ? label.join("、") : String(label)}</>;
}

import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";

/** The value as text; arrays joined. */
export function TextCell({ value }: CellProps) {
  if (isEmpty(value)) return <EmptyCell />;
  return <>{Array.isArray(value) ? value.join("、") : String(value)}</>;
}

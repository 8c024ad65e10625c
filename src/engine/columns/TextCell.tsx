import { isBlank, type CellProps } from "./cell-props.js";
import { EmptyCell } from "./EmptyCell.js";

/** The value as text; arrays joined. */
export function TextCell({ value }: CellProps) {
  if (isBlank(value)) return <EmptyCell />;
  return <>{Array.isArray(value) ? value.join("、") : String(value)}</>;
}

import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";
import { BusinessTime } from "../../app/locale/business-time.js";

/** A date as YYYY-MM-DD (a date-time value loses its time), the business's date. */
export function DateCell({ value }: CellProps) {
  if (isEmpty(value)) return <EmptyCell />;
  return <BusinessTime value={String(value)} format="date" />;
}

import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";
import { BusinessTime } from "../../app/locale/business-time.js";

/** A date and time as YYYY-MM-DD HH:mm:ss, on the business's clock. */
export function DateTimeCell({ value }: CellProps) {
  if (isEmpty(value)) return <EmptyCell />;
  return <BusinessTime value={String(value)} />;
}

import dayjs from "dayjs";
import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";

/** A date as YYYY-MM-DD (a date-time value loses its time). */
export function DateCell({ value }: CellProps) {
  if (isEmpty(value)) return <EmptyCell />;
  const d = dayjs(String(value));
  return <>{d.isValid() ? d.format("YYYY-MM-DD") : String(value)}</>;
}

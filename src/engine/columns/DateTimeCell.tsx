import dayjs from "dayjs";
import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";

/** A date and time as YYYY-MM-DD HH:mm:ss. */
export function DateTimeCell({ value }: CellProps) {
  if (isEmpty(value)) return <EmptyCell />;
  const d = dayjs(String(value));
  return <>{d.isValid() ? d.format("YYYY-MM-DD HH:mm:ss") : String(value)}</>;
}

import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";

/** An address that opens in a new tab; only http(s) and site paths become links. */
export function LinkCell({ value }: CellProps) {
  if (isEmpty(value)) return <EmptyCell />;
  const href = String(value);
  if (!/^(https?:\/\/|\/)/i.test(href)) return <>{href}</>;
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {href}
    </a>
  );
}

import { Progress } from "antd";
import { EmptyCell, isEmpty, type CellProps } from "../../src/engine/extend.js";

const FULL = "#ff4d4f";

/** `12/50` beside a bar of 24 %: the value against its row's `maxField` or the column's `max` (default 100). */
export default function ProgressCell({ value, row, props }: CellProps) {
  if (isEmpty(value) || Number.isNaN(Number(value))) return <EmptyCell />;
  const n = Number(value);
  const max = Number(typeof props?.maxField === "string" ? row[props.maxField] : (props?.max ?? 100));
  // Without a usable limit there is no ratio to draw: the number alone is still true.
  if (!(max > 0)) return <>{n}</>;
  const full = n >= max;
  return (
    <Progress
      percent={Math.min(100, Math.round((n / max) * 100))}
      size="small"
      status="normal"
      strokeColor={full ? FULL : typeof props?.color === "string" ? props.color : undefined}
      format={() => `${n}/${max}`}
      aria-label={`${n}/${max}`}
    />
  );
}

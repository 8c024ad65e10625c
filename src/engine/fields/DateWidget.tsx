import { DatePicker } from "antd";
import type { WidgetProps } from "../types.js";
import { DATE, fromDayjs, toDayjs } from "./date-value.js";

/** A day, kept as `YYYY-MM-DD` text. */
export function DateWidget({ value, onChange, id, field, disabled }: WidgetProps) {
  return (
    <DatePicker
      id={id}
      value={toDayjs(value, DATE)}
      onChange={(d) => onChange?.(fromDayjs(d, DATE))}
      format={DATE}
      placeholder={field.placeholder}
      disabled={disabled}
      style={{ width: "100%" }}
    />
  );
}

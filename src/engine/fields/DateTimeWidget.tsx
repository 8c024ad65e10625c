import { DatePicker } from "antd";
import type { WidgetProps } from "../types.js";
import { DATE_TIME, fromDayjs, toDayjs } from "./date-value.js";

/** A day and time, kept as `YYYY-MM-DD HH:mm:ss` text. */
export function DateTimeWidget({ value, onChange, id, field, disabled }: WidgetProps) {
  return (
    <DatePicker
      id={id}
      showTime
      value={toDayjs(value, DATE_TIME)}
      onChange={(d) => onChange?.(fromDayjs(d, DATE_TIME))}
      format={DATE_TIME}
      placeholder={field.placeholder}
      disabled={disabled}
      style={{ width: "100%" }}
    />
  );
}

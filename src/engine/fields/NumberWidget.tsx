import { InputNumber } from "antd";
import type { WidgetProps } from "../types.js";

// No min/max/precision: InputNumber would clamp or round on blur instead of the rule saying why.
/** A number; emptied, it holds nothing (not 0). */
export function NumberWidget({ value, onChange, id, field, disabled }: WidgetProps) {
  return (
    <InputNumber
      id={id}
      value={typeof value === "number" ? value : null}
      onChange={(v) => onChange?.(v ?? undefined)}
      placeholder={field.placeholder}
      disabled={disabled}
      style={{ width: "100%" }}
    />
  );
}

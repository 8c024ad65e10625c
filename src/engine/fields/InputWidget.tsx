import { Input } from "antd";
import type { WidgetProps } from "../types.js";

// No maxLength attribute: the browser would stop the typing silently instead of the rule saying why.
/** A one-line text. */
export function InputWidget({ value, onChange, id, field, disabled }: WidgetProps) {
  return (
    <Input
      id={id}
      value={(value as string | undefined) ?? ""}
      onChange={(e) => onChange?.(e.target.value)}
      placeholder={field.placeholder}
      disabled={disabled}
      allowClear
    />
  );
}

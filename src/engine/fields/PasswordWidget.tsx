import { Input } from "antd";
import type { WidgetProps } from "../types.js";

/** A hidden text with a show/hide eye. */
export function PasswordWidget({ value, onChange, id, field, disabled }: WidgetProps) {
  return (
    <Input.Password
      id={id}
      value={(value as string | undefined) ?? ""}
      onChange={(e) => onChange?.(e.target.value)}
      placeholder={field.placeholder}
      disabled={disabled}
      autoComplete="new-password"
    />
  );
}

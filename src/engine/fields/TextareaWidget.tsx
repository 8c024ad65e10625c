import { Input } from "antd";
import type { WidgetProps } from "../types.js";

/** A multi-line text, `rows` lines high (4 by default). */
export function TextareaWidget({ value, onChange, id, field, disabled }: WidgetProps) {
  return (
    <Input.TextArea
      id={id}
      value={(value as string | undefined) ?? ""}
      onChange={(e) => onChange?.(e.target.value)}
      placeholder={field.placeholder}
      disabled={disabled}
      rows={field.form?.rows ?? 4}
    />
  );
}

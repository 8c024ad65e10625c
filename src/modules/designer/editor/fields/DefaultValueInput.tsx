import { Input, InputNumber, Select } from "antd";
import { designerTexts as tx } from "../../texts.js";

interface Props {
  type: string;
  value?: string | number | boolean | null;
  onChange?(value: string | number | boolean | null | undefined): void;
}

/** The value a new row gets, typed as the field is: a number, 是/否, or a text. */
export function DefaultValueInput({ type, value, onChange }: Props) {
  if (type === "integer" || type === "number") {
    return (
      <InputNumber
        aria-label={tx.defaultValue}
        value={typeof value === "number" ? value : null}
        onChange={(v) => onChange?.(v)}
        precision={type === "integer" ? 0 : undefined}
        style={{ width: "100%" }}
      />
    );
  }
  if (type === "boolean") {
    return (
      <Select
        aria-label={tx.defaultValue}
        allowClear
        value={typeof value === "boolean" ? String(value) : undefined}
        onChange={(v?: string) => onChange?.(v === undefined ? undefined : v === "true")}
        options={[
          { value: "true", label: tx.yes },
          { value: "false", label: tx.no },
        ]}
      />
    );
  }
  if (type === "array") return <Input disabled placeholder="JSON" />;
  return (
    <Input
      aria-label={tx.defaultValue}
      value={value == null ? "" : String(value)}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

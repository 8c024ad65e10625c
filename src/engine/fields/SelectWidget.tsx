import { Select } from "antd";
import type { WidgetProps } from "../types.js";
import { FieldOptions } from "./options/FieldOptions.js";
import { decodeOption, encodeOption } from "./options/options-state.js";

/** One value from the field's options. */
export function SelectWidget({ value, onChange, id, field, disabled }: WidgetProps) {
  return (
    <FieldOptions field={field} value={value}>
      {({ decode, ...state }) => (
        <Select
          {...state}
          id={id}
          value={encodeOption(value ?? undefined)}
          onChange={(v) => onChange?.(decodeOption({ ...state, decode }, v))}
          placeholder={field.placeholder}
          disabled={disabled}
          allowClear
        />
      )}
    </FieldOptions>
  );
}

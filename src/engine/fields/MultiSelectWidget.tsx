import { Select } from "antd";
import type { WidgetProps } from "../types.js";
import { FieldOptions } from "./options/FieldOptions.js";
import { decodeOption, encodeOption } from "./options/options-state.js";

/** Several values from the field's options. */
export function MultiSelectWidget({ value, onChange, id, field, disabled }: WidgetProps) {
  return (
    <FieldOptions field={field} value={value}>
      {({ decode, ...state }) => (
        <Select
          {...state}
          mode="multiple"
          id={id}
          value={Array.isArray(value) ? (value.map(encodeOption) as (string | number)[]) : []}
          onChange={(v: (string | number)[]) => onChange?.(v.map((x) => decodeOption({ ...state, decode }, x)))}
          placeholder={field.placeholder}
          disabled={disabled}
          allowClear
          // A form shows every choice; a query field keeps its one line.
          maxTagCount={field.form ? undefined : 2}
        />
      )}
    </FieldOptions>
  );
}

import { Radio } from "antd";
import type { WidgetProps } from "../types.js";
import { FieldOptions } from "./options/FieldOptions.js";
import { decodeOption, encodeOption } from "./options/options-state.js";

/** One value from a short list, all options in view. */
export function RadioWidget({ value, onChange, id, field, disabled }: WidgetProps) {
  return (
    <FieldOptions field={field} value={value}>
      {(state) => (
        <Radio.Group
          id={id}
          value={encodeOption(value)}
          onChange={(e) => onChange?.(decodeOption(state, e.target.value))}
          disabled={disabled}
          options={state.options}
        />
      )}
    </FieldOptions>
  );
}

import { useMemo } from "react";
import { Select } from "antd";
import type { WidgetProps } from "../types.js";
import { defaultSlots, timeSlots } from "./time-slots.js";

/** A time of day from the configured slots (08:30–18:30 every 15 minutes), kept as `HH:mm`. */
export function TimeWidget({ value, onChange, id, field, disabled }: WidgetProps) {
  const config = field.form?.time;
  const options = useMemo(() => timeSlots(config ?? defaultSlots).map((t) => ({ value: t, label: t })), [config]);
  return (
    <Select
      id={id}
      value={(value as string | undefined) ?? undefined}
      onChange={(v) => onChange?.(v)}
      options={options}
      placeholder={field.placeholder}
      disabled={disabled}
      showSearch
      allowClear
      // A working day of slots is short: all of them in the DOM keeps search and tests simple.
      virtual={options.length > 100}
    />
  );
}

import { Switch } from "antd";
import type { WidgetProps } from "../types.js";

/** 是/否 as a switch. */
export function SwitchWidget({ value, onChange, id, disabled }: WidgetProps) {
  return <Switch id={id} checked={value === true} onChange={(v) => onChange?.(v)} disabled={disabled} />;
}

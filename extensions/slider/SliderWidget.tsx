import { Flex, InputNumber, Slider } from "antd";
import type { WidgetProps } from "../../src/engine/extend.js";

/**
 * A number dragged between the record field's `minimum` and `maximum` (default 0–100) in `props.step` steps;
 * with `props.showInput` a number box beside it takes typed values (and the label's focus).
 */
export default function SliderWidget({ value, onChange, id, field, disabled }: WidgetProps) {
  const { minimum: min = 0, maximum: max = 100 } = field.record;
  const step = typeof field.props?.step === "number" ? field.props.step : 1;
  const current = typeof value === "number" ? value : undefined;
  const set = (v: number | null) => onChange?.(v ?? undefined);
  const slider = (
    <Slider
      id={field.props?.showInput ? undefined : id}
      min={min}
      max={max}
      step={step}
      value={current ?? min}
      onChange={set}
      disabled={disabled}
      ariaLabelForHandle={field.label}
    />
  );
  if (!field.props?.showInput) return slider;
  return (
    <Flex gap="middle" align="center">
      <div style={{ flex: 1 }}>{slider}</div>
      <InputNumber id={id} min={min} max={max} step={step} value={current ?? null} onChange={set} disabled={disabled} />
    </Flex>
  );
}

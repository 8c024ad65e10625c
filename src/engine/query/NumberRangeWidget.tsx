import { InputNumber, Space } from "antd";
import type { WidgetProps } from "../types.js";
import { engineTexts } from "../texts.js";

type Range = [number | undefined, number | undefined];

/** From–to numbers for `between`; either end may stay empty. */
export function NumberRangeWidget({ value, onChange, id, disabled }: WidgetProps) {
  const [min, max] = (Array.isArray(value) ? value : []) as Range;
  const set = (next: Range) => onChange?.(next[0] === undefined && next[1] === undefined ? undefined : next);
  return (
    <Space.Compact id={id} style={{ width: "100%" }}>
      <InputNumber
        value={min ?? null}
        onChange={(v) => set([v ?? undefined, max])}
        placeholder={engineTexts.numberMin}
        disabled={disabled}
        style={{ width: "50%" }}
      />
      <InputNumber
        value={max ?? null}
        onChange={(v) => set([min, v ?? undefined])}
        placeholder={engineTexts.numberMax}
        disabled={disabled}
        style={{ width: "50%" }}
      />
    </Space.Compact>
  );
}

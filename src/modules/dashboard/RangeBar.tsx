import { useState } from "react";
import { DatePicker, Radio, Space } from "antd";
import dayjs from "dayjs";
import type { RangePreset } from "../../types/generated/dashboard.js";
import { PRESETS, presetRange, type ShownRange } from "./range.js";
import { presetTexts, dashboardTexts as tx } from "./texts.js";

const DAY = "YYYY-MM-DD";

/**
 * The dashboard's range: the four presets as buttons, and a picker for any two dates (with the same
 * presets inside). The picker shows the preset's dates too, so staff see what 近30天 means today.
 */
export function RangeBar({
  value,
  today,
  onPreset,
  onDates,
}: {
  value: ShownRange;
  today: string;
  onPreset: (preset: RangePreset) => void;
  onDates: (from: string, to: string) => void;
}) {
  // The picker sends its dates again two frames after it loses focus. Dates typed into it, then a preset
  // clicked: that late send came after the preset's and put the typed dates back (on a busy machine). A
  // preset draws a new picker instead, which cancels the old one's pending send.
  const [presetsChosen, setPresetsChosen] = useState(0);
  return (
    <Space wrap>
      <Radio.Group
        optionType="button"
        value={value.preset ?? null}
        onChange={(e) => {
          setPresetsChosen((n) => n + 1);
          onPreset(e.target.value as RangePreset);
        }}
        options={PRESETS.map((p) => ({ value: p, label: presetTexts[p] }))}
      />
      <DatePicker.RangePicker
        key={presetsChosen}
        aria-label={tx.rangeLabel}
        placeholder={[tx.rangeStart, tx.rangeEnd]}
        allowClear={false}
        value={[dayjs(value.from), dayjs(value.to)]}
        presets={PRESETS.map((p) => {
          const r = presetRange(p, today);
          return { label: presetTexts[p], value: [dayjs(r.from), dayjs(r.to)] };
        })}
        onChange={(dates) => {
          if (dates?.[0] && dates[1]) onDates(dates[0].format(DAY), dates[1].format(DAY));
        }}
      />
    </Space>
  );
}

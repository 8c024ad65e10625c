import { DatePicker } from "antd";
import type { WidgetProps } from "../types.js";
import { engineTexts } from "../texts.js";
import { DATE, fromDayjs, toDayjs } from "./date-value.js";

/**
 * Two days, kept as `[start, end]` texts. In the query form either end may stay empty (an
 * open range); a form's range with `endField` is split into two fields when saved.
 */
export function DateRangeWidget({ value, onChange, id, disabled, field }: WidgetProps) {
  const [start, end] = Array.isArray(value) ? value : [];
  const open = !field.form;
  return (
    <DatePicker.RangePicker
      id={id}
      value={start || end ? [toDayjs(start, DATE), toDayjs(end, DATE)] : null}
      onChange={(range) =>
        onChange?.(range ? [fromDayjs(range[0], DATE) ?? "", fromDayjs(range[1], DATE) ?? ""] : undefined)
      }
      allowEmpty={[open, open]}
      format={DATE}
      placeholder={[engineTexts.rangeStart, engineTexts.rangeEnd]}
      disabled={disabled}
      style={{ width: "100%" }}
    />
  );
}

import { Segmented } from "antd";
import { enumOptions, type WidgetProps } from "../../src/engine/extend.js";
import { localize } from "../../src/common/i18n.js";

const ALL = "all";

/**
 * The field's options side by side, after 全部 (no filter). Segmented takes texts and numbers only, so each
 * option is keyed by its position: booleans and values of either type work alike.
 */
export default function SegmentedQueryWidget({ value, onChange, id, field, disabled }: WidgetProps) {
  const options = enumOptions(field.record) ?? [];
  const allLabel = typeof field.props?.allLabel === "string" ? field.props.allLabel : "全部";
  // The URL gives values back as text: compare as text.
  const index = options.findIndex((o) => value !== undefined && String(o.value) === String(value));
  return (
    <Segmented
      id={id}
      value={index < 0 ? ALL : String(index)}
      options={[
        { label: allLabel, value: ALL },
        ...options.map((o, i) => ({ label: localize(o.label), value: String(i) })),
      ]}
      onChange={(v) => onChange?.(v === ALL ? undefined : options[Number(v)]?.value)}
      disabled={disabled}
    />
  );
}

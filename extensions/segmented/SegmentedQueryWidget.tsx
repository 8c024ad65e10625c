import { Segmented } from "antd";
import { enumOptions, type WidgetProps } from "../../src/engine/extend.js";
import { defineTexts, localize, type Localized } from "../../src/common/i18n.js";

const ALL = "all";
const texts = defineTexts("segmented", { all: "全部" }, { all: "All" });

/** `props.allLabel`: a text, or one per language. */
const isLabel = (value: unknown): value is Localized =>
  typeof value === "string" || (!!value && typeof value === "object" && "zh-CN" in value);

/**
 * The field's options side by side, after 全部 (no filter). Segmented takes texts and numbers only, so each
 * option is keyed by its position: booleans and values of either type work alike.
 */
export default function SegmentedQueryWidget({ value, onChange, id, field, disabled }: WidgetProps) {
  const options = enumOptions(field.record) ?? [];
  const allLabel = isLabel(field.props?.allLabel) ? localize(field.props.allLabel) : texts.all;
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

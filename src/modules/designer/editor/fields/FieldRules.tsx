import type { ReactNode } from "react";
import { Form, Input, InputNumber, Select, Switch } from "antd";
import type { Rule as FormRule } from "antd/es/form/index.js";
import { designerTexts as tx, labelOf } from "../../texts.js";
import type { Rule } from "./field-form.js";
import { patternRule } from "./field-name-rules.js";
import { RuleItem } from "./RuleItem.js";

interface Limit {
  rule: Rule;
  label: string;
  input: ReactNode;
  rules?: FormRule[];
}

const whole = (min: number) => <InputNumber min={min} precision={0} style={{ width: "100%" }} />;
const number = () => <InputNumber style={{ width: "100%" }} />;

/** The limits a field of this type may have (texts: length, pattern, format; numbers: range; arrays: count). */
function limitsFor(type: string, formats: { value: string; label: string }[]): Limit[] {
  if (type === "string")
    return [
      { rule: "minLength", label: tx.minLength, input: whole(0) },
      { rule: "maxLength", label: tx.maxLength, input: whole(1) },
      { rule: "pattern", label: tx.pattern, input: <Input placeholder="^[A-Z]{2}\d{3}$" />, rules: [patternRule] },
      { rule: "format", label: tx.format, input: <Select allowClear options={formats} /> },
    ];
  if (type === "integer" || type === "number")
    return [
      { rule: "minimum", label: tx.minimum, input: number() },
      { rule: "maximum", label: tx.maximum, input: number() },
    ];
  if (type === "array")
    return [
      { rule: "minItems", label: tx.minItems, input: whole(0) },
      { rule: "maxItems", label: tx.maxItems, input: whole(1) },
    ];
  return [];
}

/** A field's rules, each beside its own message: required, the limits of its type, unique. */
export function FieldRules({ type, formats }: { type: string; formats: { value: string; label: string }[] }) {
  return (
    <>
      <RuleItem rule="required">
        <Form.Item name="required" label={tx.required} valuePropName="checked">
          <Switch />
        </Form.Item>
      </RuleItem>
      {type === "array" && (
        <Form.Item name="itemsType" label={tx.itemsType}>
          <Select options={["string", "integer"].map((value) => ({ value, label: labelOf("FieldType", value) }))} />
        </Form.Item>
      )}
      {limitsFor(type, formats).map((limit) => (
        <RuleItem key={limit.rule} rule={limit.rule}>
          <Form.Item name={limit.rule} label={limit.label} rules={limit.rules}>
            {limit.input}
          </Form.Item>
        </RuleItem>
      ))}
      <RuleItem rule="unique">
        <Form.Item name="unique" label={tx.unique} valuePropName="checked">
          <Switch />
        </Form.Item>
      </RuleItem>
    </>
  );
}

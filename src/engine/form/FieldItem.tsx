import { createElement, useMemo } from "react";
import { Form } from "antd";
import type { Rule } from "antd/es/form";
import { ConfigProblemAlert } from "../config/ConfigProblemAlert.js";
import { fieldWidgetFor } from "../fields/registry.js";
import { compareDependencies, toCompareRules, toFormRules } from "../fields/form-rules.js";
import { ruleMessage } from "../../common/record-rules.js";
import type { ResolvedField } from "../types.js";
import { localize } from "../../common/i18n.js";

/** A range holds two texts: only "both ends given" can be checked on the pair. */
function rangeRules(field: ResolvedField): Rule[] {
  if (!field.required) return [];
  const message = ruleMessage(field.record, "required");
  return [
    {
      validator: async (_: unknown, v: unknown) => {
        if (!Array.isArray(v) || !v[0] || !v[1]) throw new Error(message);
      },
    },
  ];
}

/**
 * One form field: its label, widget and the record's rules, with the comparisons on it re-checked when
 * the field they compare with changes (or its config problem in place).
 */
export function FieldItem({ field, readOnly }: { field: ResolvedField; readOnly: boolean }) {
  const rules = useMemo(
    () => [
      ...(field.widget === "dateRange" ? rangeRules(field) : toFormRules(field.record, field.required)),
      ...toCompareRules(field.compare),
    ],
    [field],
  );
  const dependencies = useMemo(() => compareDependencies(field.name, field.compare), [field]);
  const Widget = fieldWidgetFor(field.widget);
  if (field.problem || !Widget) {
    return (
      <Form.Item label={field.label}>
        <ConfigProblemAlert messages={[field.problem ?? ""]} />
      </Form.Item>
    );
  }
  return (
    <Form.Item
      name={field.name}
      label={field.label}
      rules={rules}
      dependencies={dependencies}
      required={field.required}
      extra={field.record.description ? localize(field.record.description) : undefined}
    >
      {/* A registry lookup, the same component every time: nothing is created during render. */}
      {createElement(Widget, { field, disabled: readOnly })}
    </Form.Item>
  );
}

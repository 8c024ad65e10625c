import { isEmpty } from "../../common/empty.js";
import type { Rule } from "antd/es/form";
import { fieldRules } from "../../common/record-rules.js";
import type { RecordField } from "../../types/generated/resource.js";
import { passesRule } from "./check-rule.js";

/** Empty values are the `required` rule's business; the other rules judge only what was entered. */

/**
 * The record's rules of one field as antd form rules, with the shared messages, so a form
 * shows the same text as you type that the server answers with 10001.
 */
export function toFormRules(record: RecordField, required: boolean): Rule[] {
  return fieldRules(record, required).map((rule): Rule => {
    if (rule.keyword === "required") return { required: true, message: rule.message };
    return {
      validator: async (_rule: unknown, value: unknown) => {
        if (!isEmpty(value) && !passesRule(rule, value)) throw new Error(rule.message);
      },
    };
  });
}

import { isEmpty } from "../../common/empty.js";
import type { Rule } from "antd/es/form";
import { fieldRules } from "../../common/record-rules.js";
import type { RecordField } from "../../types/generated/resource.js";
import { bothGiven, comparePasses } from "../../common/record-compare.js";
import type { FormSlot, ResolvedComparison } from "../types.js";
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

/** The value of a record field in the form: the item's value, or one end of a range item's pair. */
const slotValue = (slot: FormSlot, itemValue: unknown): unknown =>
  slot.end === undefined ? itemValue : Array.isArray(itemValue) ? itemValue[slot.end] : undefined;

/**
 * The record's comparisons on one form item (`record.compare`) as antd rules: the message shows on the
 * item holding `field` while both sides have a value and break the rule. The other side is read from the
 * form (or from this item's own pair, for the two ends of one range); `compareDependencies` makes antd
 * re-check the item when it changes.
 */
export function toCompareRules(compare: ResolvedComparison[] | undefined): Rule[] {
  return (compare ?? []).map((rule): Rule => ({ getFieldValue }) => ({
    validator: async (_rule: unknown, value: unknown) => {
      const mine = slotValue(rule.field, value);
      const other = slotValue(rule.than, rule.than.item === rule.field.item ? value : getFieldValue(rule.than.item));
      if (bothGiven(mine, other) && !comparePasses(rule.kind, rule.op, mine, other)) throw new Error(rule.message);
    },
  }));
}

/** The other items the comparisons read: a change to one of them re-checks this item. */
export function compareDependencies(item: string, compare: ResolvedComparison[] | undefined): string[] {
  return [...new Set((compare ?? []).map((rule) => rule.than.item).filter((other) => other !== item))];
}

import type { Rule as FormRule } from "antd/es/form/index.js";
import { designerTexts as tx } from "../../texts.js";

/** Names the list API or every row already uses (schemas/resource.schema.json `propertyNames`). */
const RESERVED = [
  "id",
  "created_at",
  "updated_at",
  "keyword",
  "ids",
  "prop",
  "order",
  "pageNo",
  "pageSize",
  "limit",
  "columns",
];

/**
 * The form rules of a field's name: the schema's pattern, not reserved, not another field's. A rule's
 * validator throws: a rejected promise it made and did not return would go uncaught, and the dialog
 * would save over the field of that name.
 */
export const fieldNameRules = (taken: string[]): FormRule[] => [
  { required: true, message: tx.fieldNamePattern },
  { pattern: /^[a-z][a-z0-9_]*$/, message: tx.fieldNamePattern },
  {
    validator: async (_r, v: string) => {
      if (RESERVED.includes(v)) throw new Error(tx.fieldNameReserved);
    },
  },
  {
    validator: async (_r, v: string) => {
      if (taken.includes(v)) throw new Error(tx.fieldNameTaken);
    },
  },
];

/** A pattern must be a regular expression JavaScript accepts. */
export const patternRule: FormRule = {
  validator: async (_r, v?: string) => {
    if (!v) return;
    try {
      new RegExp(v);
    } catch {
      throw new Error(tx.badPattern);
    }
  },
};

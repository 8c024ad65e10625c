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

/** The form rules of a field's name: the schema's pattern, not reserved, not another field's. */
export const fieldNameRules = (taken: string[]): FormRule[] => [
  { required: true, message: tx.fieldNamePattern },
  { pattern: /^[a-z][a-z0-9_]*$/, message: tx.fieldNamePattern },
  {
    validator: async (_r, v: string) => void (RESERVED.includes(v) && Promise.reject(new Error(tx.fieldNameReserved))),
  },
  { validator: async (_r, v: string) => void (taken.includes(v) && Promise.reject(new Error(tx.fieldNameTaken))) },
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

import type { DesignedField } from "../../types.js";
import { format } from "../../../../common/i18n.js";
import { designerTexts as tx, valueLabels } from "../../texts.js";

/** The rules of a field in a few words: `2–30 字符 · 唯一 · 关联 campus`. */
export function ruleSummary(field: DesignedField): string {
  const parts: string[] = [];
  if (field.minLength !== undefined || field.maxLength !== undefined)
    parts.push(format(tx.summaryLength, { min: field.minLength ?? 0, max: field.maxLength ?? "∞" }));
  if (field.minimum !== undefined || field.maximum !== undefined)
    parts.push(`${field.minimum ?? "-∞"}～${field.maximum ?? "∞"}`);
  if (field.pattern) parts.push(tx.summaryPattern);
  if (field.format) parts.push(valueLabels.FieldFormat[field.format] ?? field.format);
  const options = field.options ?? field.items?.options;
  if (options || field.enum) parts.push(format(tx.summaryOptions, { n: (options ?? field.enum)!.length }));
  const relation = field.relation ?? field.items?.relation;
  if (relation) parts.push(format(tx.summaryRelation, { resource: relation.resource }));
  if (field.unique) parts.push(tx.summaryUnique);
  if (field.readOnly) parts.push(tx.summaryReadOnly);
  if (field.default !== undefined) parts.push(format(tx.summaryDefault, { value: JSON.stringify(field.default) }));
  return parts.join(" · ");
}

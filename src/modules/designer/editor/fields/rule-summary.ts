import type { DesignedField } from "../../types.js";
import { valueLabels } from "../../texts.js";

/** The rules of a field in a few words: `2–30 字符 · 唯一 · 关联 campus`. */
export function ruleSummary(field: DesignedField): string {
  const parts: string[] = [];
  if (field.minLength !== undefined || field.maxLength !== undefined)
    parts.push(`${field.minLength ?? 0}–${field.maxLength ?? "∞"} 字符`);
  if (field.minimum !== undefined || field.maximum !== undefined)
    parts.push(`${field.minimum ?? "-∞"}～${field.maximum ?? "∞"}`);
  if (field.pattern) parts.push("正则");
  if (field.format) parts.push(valueLabels.FieldFormat[field.format] ?? field.format);
  const options = field.options ?? field.items?.options;
  if (options || field.enum) parts.push(`${(options ?? field.enum)!.length} 个可选值`);
  const relation = field.relation ?? field.items?.relation;
  if (relation) parts.push(`关联 ${relation.resource}`);
  if (field.unique) parts.push("唯一");
  if (field.readOnly) parts.push("只读");
  if (field.default !== undefined) parts.push(`默认 ${JSON.stringify(field.default)}`);
  return parts.join(" · ");
}

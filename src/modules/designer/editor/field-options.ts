import type { ResourceConfig } from "../../../types/generated/resource.js";
import { zhText } from "../localized.js";
import { format } from "../../../common/i18n.js";
import { designerTexts as tx } from "../texts.js";

const builtIn = [
  { value: "id", label: "ID（id）" },
  { value: "created_at", label: format(tx.valueWithName, { label: tx.builtInCreatedAt, value: "created_at" }) },
  { value: "updated_at", label: format(tx.valueWithName, { label: tx.builtInUpdatedAt, value: "updated_at" }) },
];

/** The record's fields as select options, `标题（name）`; with `id`, `created_at`, `updated_at` when asked. */
export function fieldOptions(config: ResourceConfig, withBuiltIn = false) {
  const own = Object.entries(config.record.properties).map(([value, f]) => ({
    value,
    label: format(tx.valueWithName, { label: zhText(f.title), value }),
  }));
  return withBuiltIn ? [...own, ...builtIn] : own;
}

/** A field's title, for placeholders showing the default label. */
export const titleOf = (config: ResourceConfig, field: string) =>
  zhText(config.record.properties[field]?.title) || (builtIn.find((b) => b.value === field)?.label ?? field);

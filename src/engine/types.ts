import type { ComponentType } from "react";
import type { FormField, RecordField } from "../types/generated/resource.js";

/** A row as the list API answers it: the record's fields, `id`, times and `_labels` of relations. */
export interface ResourceRow {
  id: number;
  _labels?: Record<string, string | string[] | null>;
  [field: string]: unknown;
}

/** A field of the query form or the create/edit form with everything its widget needs. */
export interface ResolvedField {
  /** Form item name: the record field (the start field of a date range). */
  name: string;
  label: string;
  record: RecordField;
  required: boolean;
  placeholder: string;
  /** The widget type as written (or defaulted); may be one no registry knows. */
  widget: string;
  /** JSON pointer of the config entry, for precise error texts. */
  pointer: string;
  /** The form entry (form fields only; query fields have none). */
  form?: FormField;
  /** What is wrong with its config (`resources/x.json#/pointer: …`): shown in place of the widget. */
  problem?: string;
}

/** What every field widget receives: antd Form.Item injects `value`, `onChange` and `id`. */
export interface WidgetProps<V = unknown> {
  value?: V;
  onChange?: (value: V) => void;
  id?: string;
  field: ResolvedField;
  disabled?: boolean;
}

export type Widget = ComponentType<WidgetProps>;

import type { ComponentType } from "react";
import type { ComponentProps, FieldComparison, FormField, RecordField } from "../types/generated/resource.js";
import type { CompareKind } from "../common/record-compare.js";

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
  /** The resource whose form this is (form fields only): widgets that call its routes (file uploads) need it. */
  resource?: string;
  /** The form entry (form fields only; query fields have none). */
  form?: FormField;
  /** The widget's options from config (`props` of the form or query field), checked by the server against its fragment. */
  props?: ComponentProps;
  /** What is wrong with its config (`resources/x.json#/pointer: …`): shown in place of the widget. */
  problem?: string;
  /** The record's comparisons (`record.compare`) whose `field` this form item holds. */
  compare?: ResolvedComparison[];
}

/** Where a record field's value is in the form: an item's value, or one end of a date range item. */
export interface FormSlot {
  item: string;
  /** 0 or 1 for the start or end of a range (`endField`); none for a plain item. */
  end?: 0 | 1;
}

/** A `record.compare` rule as a form checks it: the kind of its values and where both sides are. */
export interface ResolvedComparison {
  op: FieldComparison["op"];
  kind: CompareKind;
  message: string;
  field: FormSlot;
  than: FormSlot;
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

import type { BaseKey, HttpError } from "@refinedev/core";
import type { FormInstance, FormProps } from "antd";
import type { ResourceConfig } from "../../types/generated/resource.js";
import type { FormAction } from "./resolve-form-fields.js";
import { toFormValues, toRequestBody } from "./form-values.js";
import { clearDependents } from "./dependent-reset.js";
import type { useFormSetup } from "./use-form-setup.js";

/** What opens a create or edit dialog; it is mounted only while open. */
export interface DialogProps {
  config: ResourceConfig;
  action: FormAction;
  /** The row to edit. */
  id?: BaseKey;
  /** Called once the dialog has closed (after its animation): the list unmounts it. */
  onClosed(): void;
  /** Values a new row starts with besides the defaults (a child list's parent: `{ campus_id: 3 }`). */
  preset?: Record<string, unknown>;
}

type Setup = ReturnType<typeof useFormSetup>;
type Row = Record<string, unknown> | undefined;

/**
 * The antd form props of a dialog over Refine's: the row's values in the form's shape, the
 * request body built from them, dependants cleared on the user's changes. A failed save is
 * already on the fields or in a message, so its rejection stops here.
 */
export function dialogFormProps(
  setup: Setup,
  action: FormAction,
  refineProps: FormProps,
  form: FormInstance,
  row: Row,
  preset?: Record<string, unknown>,
): FormProps {
  const clear = clearDependents(setup.fields);
  return {
    ...refineProps,
    layout: "vertical",
    initialValues: row ? toFormValues(setup.fields, row) : { ...setup.newValues, ...preset },
    onValuesChange: (changed, all) => {
      clear(changed, form);
      refineProps.onValuesChange?.(changed, all);
    },
    onFinish: async (values) => {
      try {
        await refineProps.onFinish?.(toRequestBody(setup.fields, action, values, row));
      } catch (error) {
        setup.moveRangeErrors(form, error as HttpError);
      }
    },
  };
}

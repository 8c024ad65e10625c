import { useMemo } from "react";
import type { HttpError, OpenNotificationParams } from "@refinedev/core";
import type { FormInstance } from "antd";
import type { ResourceConfig } from "../../types/generated/resource.js";
import { engineTexts } from "../texts.js";
import { resolveFormFields, type FormAction } from "./resolve-form-fields.js";
import { toFormValues } from "./form-values.js";

/** The server's `{field: message}` of a 10001 answer. */
const fieldErrorsOf = (error: HttpError | undefined): Record<string, string> =>
  (error?.errors as Record<string, string> | undefined) ?? {};

/**
 * What the dialog and the page forms share: the fields, and the options of Refine's form hooks.
 * The data provider sends writes `silent`, so the one message of a failure is Refine's error
 * notification; field errors land on their fields instead, and a message only speaks of the
 * ones the form does not show.
 */
export function useFormSetup(config: ResourceConfig, action: FormAction) {
  return useMemo(() => {
    const fields = resolveFormFields(config, action);
    const shown = new Set(fields.flatMap((f) => [f.name, f.form?.endField ?? f.name]));
    const errorNotification = (error?: HttpError): OpenNotificationParams | false => {
      const errors = fieldErrorsOf(error);
      const unshown = Object.entries(errors).filter(([name]) => !shown.has(name));
      if (Object.keys(errors).length > 0 && unshown.length === 0) return false;
      const description = unshown.map(([, m]) => m).join("；") || error?.message;
      return { type: "error", message: error?.message ?? "", description };
    };
    /** A range's end field has no form item of its own: its server message goes on the range. */
    const moveRangeErrors = (form: FormInstance, error: HttpError) => {
      const errors = fieldErrorsOf(error);
      const moved = fields.flatMap((f) => {
        const message = f.form?.endField ? errors[f.form.endField] : undefined;
        return message && !errors[f.name] ? [{ name: f.name, errors: [message] }] : [];
      });
      form.setFields(moved);
    };
    const success = {
      type: "success",
      message: action === "create" ? engineTexts.created : engineTexts.saved,
    } as const;
    return {
      fields,
      newValues: toFormValues(fields),
      moveRangeErrors,
      refine: {
        resource: config.name,
        action,
        redirect: false as const,
        mutationMode: "pessimistic" as const,
        successNotification: () => success,
        errorNotification: (error?: HttpError) => errorNotification(error),
      },
    };
  }, [config, action]);
}

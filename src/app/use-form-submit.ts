import { useState } from "react";
import type { FormInstance } from "antd";
import { HttpError } from "./http/http-error.js";
import { applyFieldErrors } from "./field-errors.js";

/**
 * Sends a bespoke form (the pages outside the list engine): `submit` gets the values; a refusal
 * with field messages lands on those fields, any other failure goes to `onError` (a toast), and
 * `saving` is true meanwhile. `send` suits a form's `onFinish`; `checkAndSend` a dialog's OK button,
 * which must check the fields first (their messages show and nothing is sent).
 */
export function useFormSubmit<V>(
  form: FormInstance<V>,
  submit: (values: V) => Promise<void>,
  onError: (message: string) => void,
) {
  const [saving, setSaving] = useState(false);
  const send = async (values: V) => {
    setSaving(true);
    try {
      await submit(values);
    } catch (err) {
      if (!(err instanceof HttpError && applyFieldErrors(form, err.errors))) onError((err as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const checkAndSend = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    await send(values);
  };
  return { saving, send, checkAndSend };
}

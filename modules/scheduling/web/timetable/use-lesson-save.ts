import { useState } from "react";
import { App, type FormInstance } from "antd";
import { clashOf, fieldErrors, reasonOf, type ClashRefusal } from "./server-error.js";
import { timetableTexts as tx } from "./texts.js";

/**
 * Saving a lesson form (单次排课, 批量排课, 调课): the fields are checked first, then `send(values,
 * accept)` runs. A clash is kept for the form's ClashAlert (or handed to `onClash`, which may call
 * `retry` to save anyway with `accept_conflicts`); refusals naming a field land on it (renamed by
 * `names`); anything else is a toast.
 */
export function useLessonSave<V, const Name extends string>(
  form: FormInstance<V>,
  names: Readonly<Record<string, Name>>,
  send: (values: V, accept: boolean) => Promise<void>,
  onClash?: (clash: ClashRefusal, retry: () => Promise<void>) => void,
) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [clash, setClash] = useState<ClashRefusal | null>(null);

  const save = async (accept: boolean) => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await send(values, accept);
    } catch (error) {
      const refusal = clashOf(error);
      const onFields = fieldErrors(error, names);
      if (refusal && onClash) onClash(refusal, () => save(true).catch(() => {}));
      else if (refusal) setClash(refusal);
      else if (onFields.length) form.setFields(onFields as Parameters<FormInstance<V>["setFields"]>[0]);
      else void message.error(reasonOf(error) ?? tx.scheduleFailed);
    } finally {
      setSaving(false);
    }
  };
  /** Saves (`accept`: despite the clash); a form that does not pass its own checks sends nothing. */
  const submit = (accept: boolean) => void save(accept).catch(() => {});

  return { saving, clash, setClash, submit };
}

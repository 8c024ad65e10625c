import { useMemo, useState } from "react";
import { Alert, Form, Modal } from "antd";
import type { CustomAction, ResourceConfig } from "../../types/generated/resource.js";
import type { ResourceRow } from "../types.js";
import { engineTexts } from "../texts.js";
import { FormFields } from "../form/FormFields.js";
import { resolveActionFields } from "../form/resolve-action-fields.js";
import { toFormValues, toRequestBody } from "../form/form-values.js";
import { clearDependents } from "../form/dependent-reset.js";
import type { ActionOutcome } from "./use-custom-action.js";
import { localize } from "../../common/i18n.js";

interface Props {
  config: ResourceConfig;
  action: CustomAction;
  row?: ResourceRow;
  /** The dialog's title and its question (the action's `confirm`, filled in). */
  title: string;
  question?: string;
  run(row: ResourceRow | undefined, input: Record<string, unknown>, shown: ReadonlySet<string>): Promise<ActionOutcome>;
  /** Called once the dialog has closed (after its animation): the button unmounts it. */
  onClosed(): void;
}

/**
 * A custom action's input as a dialog, built by the form machinery: the input's rules as you type, the
 * server's field messages on their fields; it closes once the action is done.
 */
export function ActionFormDialog({ config, action, row, title, question, run, onClosed }: Props) {
  const [form] = Form.useForm();
  const [open, setOpen] = useState(true);
  const [saving, setSaving] = useState(false);
  const fields = useMemo(() => resolveActionFields(config, action), [config, action]);
  const shown = useMemo(() => new Set(fields.flatMap((f) => [f.name, f.form?.endField ?? f.name])), [fields]);
  const clear = clearDependents(fields);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    const outcome = await run(row, toRequestBody(fields, "create", values), shown);
    setSaving(false);
    if (outcome.done) setOpen(false);
    else form.setFields(Object.entries(outcome.fieldErrors).map(([name, message]) => ({ name, errors: [message] })));
  };

  return (
    <Modal
      open={open}
      title={title}
      width={action.width ?? 520}
      okText={localize(action.label)}
      cancelText={engineTexts.cancel}
      okButtonProps={{ danger: action.danger }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => setOpen(false)}
      afterClose={onClosed}
      destroyOnHidden
    >
      {question && <Alert type="warning" showIcon message={question} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        name={`${config.name}-${action.name}`}
        initialValues={toFormValues(fields)}
        onValuesChange={(changed) => clear(changed, form)}
        onFinish={submit}
      >
        <FormFields fields={fields} columns={1} action="create" />
      </Form>
    </Modal>
  );
}

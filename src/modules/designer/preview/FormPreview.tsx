import { useState } from "react";
import { App, Button, Form, Segmented, Space } from "antd";
import type { ResourceConfig } from "../../../types/generated/resource.js";
import { useFormSetup } from "../../../engine/form/use-form-setup.js";
import { FormFields } from "../../../engine/form/FormFields.js";
import { clearDependents } from "../../../engine/form/dependent-reset.js";
import type { FormAction } from "../../../engine/form/resolve-form-fields.js";
import { designerTexts as tx } from "../texts.js";

/**
 * The resource's create or edit form as the engine draws it (widgets, spans, options, rules and
 * their messages as you type), with a 校验 button instead of a save: nothing is sent.
 */
export function FormPreview({ config }: { config: ResourceConfig }) {
  const [action, setAction] = useState<FormAction>("create");
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Segmented<FormAction>
        value={action}
        onChange={setAction}
        options={[
          { value: "create", label: tx.previewCreate },
          { value: "edit", label: tx.previewEdit },
        ]}
      />
      <PreviewForm key={action} config={config} action={action} />
    </Space>
  );
}

function PreviewForm({ config, action }: { config: ResourceConfig; action: FormAction }) {
  const setup = useFormSetup(config, action);
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const clear = clearDependents(setup.fields);
  return (
    <Form
      form={form}
      name={`${config.name}-preview`}
      layout="vertical"
      initialValues={setup.newValues}
      onValuesChange={(changed) => clear(changed, form)}
      onFinish={() => void message.success(tx.previewChecked)}
    >
      <FormFields fields={setup.fields} columns={config.form?.columns ?? 1} action={action} />
      <Button type="primary" htmlType="submit">
        {tx.previewCheck}
      </Button>
    </Form>
  );
}

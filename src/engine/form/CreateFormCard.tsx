import { Button, Card, Form, Space } from "antd";
import { useForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import type { ResourceConfig } from "../../types/generated/resource.js";
import { engineTexts } from "../texts.js";
import { useFormSetup } from "./use-form-setup.js";
import { useForgetUnsaved } from "./use-forget-unsaved.js";
import { toRequestBody } from "./form-values.js";
import { clearDependents } from "./dependent-reset.js";
import { useLeaveFormPage } from "./use-leave-form-page.js";
import { FormFields } from "./FormFields.js";

/** A resource's create form as a page of its own; saved, it makes way for the list. */
export function CreateFormCard({ config }: { config: ResourceConfig }) {
  const setup = useFormSetup(config, "create");
  useForgetUnsaved();
  const leave = useLeaveFormPage(config.name);
  const { formProps, form, saveButtonProps, formLoading, onFinish } = useForm({
    ...setup.refine,
    onMutationSuccess: leave,
  });
  const clear = clearDependents(setup.fields);

  return (
    <Card>
      <Form
        {...formProps}
        name={`${config.name}-page`}
        layout="vertical"
        initialValues={setup.newValues}
        onValuesChange={(changed, all) => {
          clear(changed, form);
          formProps.onValuesChange?.(changed, all);
        }}
        onFinish={async (values) => {
          try {
            await onFinish(toRequestBody(setup.fields, "create", values));
          } catch (error) {
            setup.moveRangeErrors(form, error as HttpError);
          }
        }}
        style={{ maxWidth: (config.form?.columns ?? 1) > 1 ? undefined : 720 }}
      >
        <FormFields fields={setup.fields} columns={config.form?.columns ?? 1} action="create" />
        <Space>
          <Button type="primary" {...saveButtonProps} loading={formLoading}>
            {engineTexts.save}
          </Button>
          <Button onClick={leave}>{engineTexts.cancel}</Button>
        </Space>
      </Form>
    </Card>
  );
}

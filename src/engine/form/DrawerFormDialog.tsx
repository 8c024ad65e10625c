import { Button, Drawer, Form, Space } from "antd";
import { useDrawerForm } from "@refinedev/antd";
import { et, engineTexts } from "../texts.js";
import { useFormSetup } from "./use-form-setup.js";
import { useForgetUnsaved } from "./use-forget-unsaved.js";
import { dialogFormProps, type DialogProps } from "./dialog-props.js";
import { FormFields } from "./FormFields.js";
import { localize } from "../../common/i18n.js";

/** The create or edit form in a drawer (`form.mode` drawer). */
export function DrawerFormDialog({ config, action, id, onClosed, preset }: DialogProps) {
  const setup = useFormSetup(config, action);
  useForgetUnsaved();
  const { drawerProps, formProps, form, query, saveButtonProps, close } = useDrawerForm({
    ...setup.refine,
    id,
    defaultVisible: true,
    autoResetForm: false,
  });
  const row = query?.data?.data;
  const props = dialogFormProps(setup, action, formProps, form, row, preset);
  return (
    <Drawer
      {...drawerProps}
      forceRender={false}
      title={et(action === "create" ? "createTitle" : "editTitle", { title: localize(config.title) })}
      width={config.form?.width ?? 640}
      afterOpenChange={(open) => !open && onClosed()}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={close}>{engineTexts.cancel}</Button>
          <Button type="primary" {...saveButtonProps}>
            {engineTexts.save}
          </Button>
        </Space>
      }
    >
      <Form {...props} name={`${config.name}-${action}`}>
        <FormFields fields={setup.fields} columns={config.form?.columns ?? 1} action={action} />
      </Form>
    </Drawer>
  );
}

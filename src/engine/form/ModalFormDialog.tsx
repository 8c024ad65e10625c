import { Form, Modal } from "antd";
import { useModalForm } from "@refinedev/antd";
import { et, engineTexts } from "../texts.js";
import { useFormSetup } from "./use-form-setup.js";
import { useForgetUnsaved } from "./use-forget-unsaved.js";
import { dialogFormProps, type DialogProps } from "./dialog-props.js";
import { FormFields } from "./FormFields.js";
import { localize } from "../../common/i18n.js";

/** The create or edit form in a dialog (`form.mode` modal, the default). */
export function ModalFormDialog({ config, action, id, onClosed, preset }: DialogProps) {
  const setup = useFormSetup(config, action);
  useForgetUnsaved();
  const { modalProps, formProps, form, query } = useModalForm({
    ...setup.refine,
    id,
    defaultVisible: true,
    autoResetForm: false,
  });
  const row = query?.data?.data;
  const props = dialogFormProps(setup, action, formProps, form, row, preset);
  return (
    <Modal
      {...modalProps}
      forceRender={false}
      title={et(action === "create" ? "createTitle" : "editTitle", { title: localize(config.title) })}
      width={config.form?.width ?? 640}
      okText={engineTexts.save}
      cancelText={engineTexts.cancel}
      afterClose={onClosed}
      destroyOnHidden
    >
      <Form {...props} name={`${config.name}-${action}`}>
        <FormFields fields={setup.fields} columns={config.form?.columns ?? 1} action={action} />
      </Form>
    </Modal>
  );
}

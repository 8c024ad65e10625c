import { App, Form, Modal } from "antd";
import { useFormSubmit } from "../../../app/use-form-submit.js";
import { NewPasswordFields } from "../../account/NewPasswordFields.js";
import type { StaffAccount } from "../api.js";
import { useAuthorityApi } from "../queries.js";
import { fill, authorityTexts as tx } from "../texts.js";

interface Values {
  password: string;
  confirm_password: string;
}

/** 重置密码: a new password (≥ 6 characters) typed twice; the account's sessions end. */
export function ResetPasswordDialog({ account, onClose }: { account: StaffAccount; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const api = useAuthorityApi();
  const { message } = App.useApp();

  const { saving, checkAndSend } = useFormSubmit(
    form,
    async ({ password, confirm_password }) => {
      await api.resetPassword(account.id, password, confirm_password);
      void message.success(tx.resetDone);
      onClose();
    },
    (text) => void message.error(text),
  );

  return (
    <Modal
      open
      title={fill(tx.resetTitle, { username: account.username })}
      okText={tx.ok}
      cancelText={tx.cancel}
      confirmLoading={saving}
      onOk={() => void checkAndSend()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <NewPasswordFields
          label={tx.newPassword}
          requiredMessage={tx.newPasswordRequired}
          confirmLabel={tx.confirmPassword}
          confirmRequired={tx.confirmRequired}
          mismatch={tx.confirmMismatch}
        />
      </Form>
    </Modal>
  );
}

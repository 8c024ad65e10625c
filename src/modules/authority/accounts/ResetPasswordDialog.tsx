import { App, Form } from "antd";
import { FormDialog } from "../FormDialog.js";
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

  const submit = async ({ password, confirm_password }: Values) => {
    await api.resetPassword(account.id, password, confirm_password);
    void message.success(tx.resetDone);
    onClose();
  };

  return (
    <FormDialog
      title={fill(tx.resetTitle, { username: account.username })}
      form={form}
      submit={submit}
      onClose={onClose}
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
    </FormDialog>
  );
}

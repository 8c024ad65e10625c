import { useState } from "react";
import { App, Form, Input, Modal } from "antd";
import { HttpError } from "../../../app/http/http-error.js";
import { applyFieldErrors } from "../../account/field-errors.js";
import { passwordRule } from "../../account/rules.js";
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
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const { password, confirm_password } = await form.validateFields();
    setSaving(true);
    try {
      await api.resetPassword(account.id, password, confirm_password);
      void message.success(tx.resetDone);
      onClose();
    } catch (err) {
      if (!(err instanceof HttpError && applyFieldErrors(form, err.errors))) void message.error((err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={fill(tx.resetTitle, { username: account.username })}
      okText={tx.ok}
      cancelText={tx.cancel}
      confirmLoading={saving}
      onOk={() => void save().catch(() => {})}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="password"
          label={tx.newPassword}
          rules={[{ required: true, message: tx.newPasswordRequired }, passwordRule]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          label={tx.confirmPassword}
          dependencies={["password"]}
          rules={[
            { required: true, message: tx.confirmRequired },
            ({ getFieldValue }) => ({
              validator: async (_, v) => {
                if (v && v !== getFieldValue("password")) throw new Error(tx.confirmMismatch);
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

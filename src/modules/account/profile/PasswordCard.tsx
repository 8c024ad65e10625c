import { Alert, Button, Card, Form, Input } from "antd";
import { useServices } from "../../../app/services-context.js";
import { useFormSubmit } from "../../../app/use-form-submit.js";
import { NewPasswordFields } from "../NewPasswordFields.js";
import { profileApi, type PasswordInput } from "./api.js";
import { profileTexts as tx } from "./texts.js";

/**
 * 修改密码: 原密码, 新密码 (≥ 6) and 确认密码, checked as you type. On success the server ends the
 * other sessions; this one logs out too and the login page asks for the new password.
 */
export function PasswordCard() {
  const services = useServices();
  const [form] = Form.useForm<PasswordInput>();

  const { saving, send } = useFormSubmit(
    form,
    async (values) => {
      await profileApi(services.http).changePassword(values);
      services.notify.success(tx.passwordChanged);
      await services.logout();
      services.navigator.go("/login", true);
    },
    (text) => services.notify.error(text),
  );

  return (
    <Card title={tx.passwordTitle}>
      <Alert type="info" showIcon message={tx.passwordHint} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={(v) => void send(v)}>
        <Form.Item name="old_password" label={tx.oldPassword} rules={[{ required: true, message: tx.oldRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields
          name="new_password"
          label={tx.newPassword}
          requiredMessage={tx.newRequired}
          confirmLabel={tx.confirmPassword}
          confirmRequired={tx.confirmRequired}
          mismatch={tx.confirmMismatch}
          dependencies={["old_password"]}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, v) => {
                if (v && v === getFieldValue("old_password")) throw new Error(tx.sameAsOld);
              },
            }),
          ]}
        />
        <Button type="primary" htmlType="submit" loading={saving}>
          {tx.changePassword}
        </Button>
      </Form>
    </Card>
  );
}

import { Button, Form, Input } from "antd";
import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { useLogin } from "@refinedev/core";
import { Link } from "react-router";
import { validatorPresets } from "../../common/validators.js";
import { t } from "../../app/locale/zh-CN.js";
import { AuthCard } from "./AuthCard.js";
import { applyFieldErrors } from "./field-errors.js";

interface LoginForm {
  username: string;
  password: string;
}

/** Spec §2 /login: username and password (≥ 6); back to `redirect` after success, with a welcome notice. */
export default function LoginPage() {
  const [form] = Form.useForm<LoginForm>();
  const { mutate: login, isPending } = useLogin<LoginForm>();

  const onFinish = (values: LoginForm) =>
    login(values, {
      onSuccess: (res) => {
        if (!res.success)
          applyFieldErrors(form, (res.error as { errors?: Record<string, string> } | undefined)?.errors);
      },
    });

  return (
    <AuthCard title={t("login.title")}>
      <Form form={form} size="large" onFinish={onFinish} autoComplete="on">
        <Form.Item
          name="username"
          rules={[{ required: true, whitespace: true, message: t("login.usernamePlaceholder") }]}
        >
          <Input prefix={<UserOutlined />} placeholder={t("login.usernamePlaceholder")} autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="password"
          rules={[
            { required: true, message: t("login.passwordPlaceholder") },
            {
              validator: async (_, v) => {
                if (v && !validatorPresets.password.test(v)) throw new Error(validatorPresets.password.message);
              },
            },
          ]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t("login.passwordPlaceholder")}
            autoComplete="current-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {t("login.submit")}
        </Button>
        <div style={{ marginTop: 12, textAlign: "right" }}>
          <Link to="/register">{t("login.toRegister")}</Link>
        </div>
      </Form>
    </AuthCard>
  );
}

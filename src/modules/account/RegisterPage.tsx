import { Alert, Button, Form } from "antd";
// The two inputs by path: antd's Input index also loads TextArea, Search and OTP.
import Input from "antd/es/input/Input";
import Password from "antd/es/input/Password";
import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { Link, useNavigate } from "react-router";
import { useServices } from "../../app/services-context.js";
import { HttpError } from "../../app/http/http-error.js";
import { t } from "../../app/locale/zh-CN.js";
import { AuthCard } from "./AuthCard.js";
import { applyFieldErrors } from "../../app/field-errors.js";
import { passwordRule } from "./rules.js";

interface RegisterForm {
  username: string;
  password: string;
  confirm_password: string;
}

/** /register: a new account holds no role until an admin grants one. */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterForm>();
  const { http, notify, boot } = useServices();
  const navigate = useNavigate();

  const onFinish = async (values: RegisterForm) => {
    try {
      await http("/register", { method: "POST", data: values, silent: true });
      notify.success(t("register.success"));
      void navigate("/login");
    } catch (err) {
      if (!(err instanceof HttpError && applyFieldErrors(form, err.errors))) notify.error((err as Error).message);
    }
  };

  if (boot.app.security?.openRegistration === false)
    return (
      <AuthCard title={t("register.title")}>
        <Alert type="warning" showIcon message={t("register.closed")} />
        <div style={{ marginTop: 12, textAlign: "right" }}>
          <Link to="/login">{t("register.toLogin")}</Link>
        </div>
      </AuthCard>
    );

  return (
    <AuthCard title={t("register.title")}>
      <Form form={form} size="large" onFinish={onFinish}>
        <Form.Item
          name="username"
          rules={[
            { required: true, whitespace: true, message: t("login.usernamePlaceholder") },
            { min: 2, message: t("register.usernameMin") },
          ]}
        >
          <Input prefix={<UserOutlined />} placeholder={t("login.usernamePlaceholder")} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t("login.passwordPlaceholder") }, passwordRule]}>
          <Password
            prefix={<LockOutlined />}
            placeholder={t("login.passwordPlaceholder")}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          dependencies={["password"]}
          rules={[
            { required: true, message: t("register.confirmPlaceholder") },
            ({ getFieldValue }) => ({
              validator: async (_, v) => {
                if (v && v !== getFieldValue("password")) throw new Error(t("register.confirmMismatch"));
              },
            }),
          ]}
        >
          <Password
            prefix={<LockOutlined />}
            placeholder={t("register.confirmPlaceholder")}
            autoComplete="new-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          {t("register.submit")}
        </Button>
        <div style={{ marginTop: 12, textAlign: "right" }}>
          <Link to="/login">{t("register.toLogin")}</Link>
        </div>
      </Form>
    </AuthCard>
  );
}

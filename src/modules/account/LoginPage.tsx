import { useState } from "react";
import { Alert, Button, Form } from "antd";
// The two inputs by path: antd's Input index also loads TextArea, Search and OTP.
import Input from "antd/es/input/Input";
import Password from "antd/es/input/Password";
import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { Link } from "react-router";
import { welcomeMessage } from "../../common/greeting.js";
import { useServices } from "../../app/services-context.js";
import { HttpError } from "../../app/http/http-error.js";
import { t } from "../../app/locale/zh-CN.js";
import { AuthCard } from "./AuthCard.js";
import { applyFieldErrors } from "../../app/field-errors.js";
import { passwordRule } from "./rules.js";
import { businessHour } from "../../app/locale/business-time.js";
import { localize } from "../../common/i18n.js";

interface LoginForm {
  username: string;
  password: string;
}

/**
 * Spec §2 /login: username and password (≥ 6). On success the session loads, the welcome
 * notice greets by the hour, and the guard leaves /login for the `redirect` target.
 */
export default function LoginPage() {
  const [form] = Form.useForm<LoginForm>();
  const services = useServices();
  const [pending, setPending] = useState(false);
  const demo = services.boot.demoAccounts ?? [];
  const registration = services.boot.app.security?.openRegistration ?? true;

  const onFinish = async ({ username, password }: LoginForm) => {
    setPending(true);
    try {
      const name = await services.login(username, password);
      await services.loadSession();
      // Greet by the name the home page and header show (the nickname, when there is one).
      const user = services.session.get().user;
      services.notify.success(
        welcomeMessage(
          user?.nickname || name,
          localize(services.boot.app.title),
          businessHour(services.boot.app.timeZone),
        ),
      );
    } catch (err) {
      if (!(err instanceof HttpError && applyFieldErrors(form, err.errors)))
        services.notify.error((err as Error).message);
      setPending(false);
    }
  };

  return (
    <AuthCard title={t("login.title")}>
      {demo.length ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t("login.demoTitle")}
          description={
            <>
              {t("login.demoAccounts")}
              {demo.map((a) => (
                <div key={a.username}>
                  <code>{a.username}</code> / <code>{a.password}</code>（{a.title}）
                </div>
              ))}
            </>
          }
        />
      ) : null}
      <Form form={form} size="large" onFinish={onFinish} autoComplete="on">
        <Form.Item
          name="username"
          rules={[{ required: true, whitespace: true, message: t("login.usernamePlaceholder") }]}
        >
          <Input prefix={<UserOutlined />} placeholder={t("login.usernamePlaceholder")} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t("login.passwordPlaceholder") }, passwordRule]}>
          <Password
            prefix={<LockOutlined />}
            placeholder={t("login.passwordPlaceholder")}
            autoComplete="current-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={pending}>
          {t("login.submit")}
        </Button>
        {registration ? (
          <div style={{ marginTop: 12, textAlign: "right" }}>
            <Link to="/register">{t("login.toRegister")}</Link>
          </div>
        ) : null}
      </Form>
    </AuthCard>
  );
}

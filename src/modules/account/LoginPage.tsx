import { useState, type FormEvent, type ReactNode } from "react";
import { Alert, Button } from "antd";
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
import { validatorPresets } from "../../common/validators.js";
import { localize } from "../../common/i18n.js";
import { themes } from "../../shell/settings/themes.js";

interface LoginForm {
  username: string;
  password: string;
}

type Field = keyof LoginForm;

/** Each field's message, or undefined when it is fine: the rules the page always had. */
function check(field: Field, value: string): string | undefined {
  if (field === "username") return value.trim() ? undefined : t("login.usernamePlaceholder");
  if (!value) return t("login.passwordPlaceholder");
  return validatorPresets.password.test(value) ? undefined : validatorPresets.password.message;
}

/** The readable red and blue the form items and links of the app use (the login page is never themed). */
const { colorError, colorLink } = themes.default.antd.token ?? {};

/**
 * One field with its message below, laid out as antd's form items are (24px apart, the message in
 * their place). A plain form, not antd's Form: that one brings rc-field-form, its validator, the
 * grid and the label's tooltip, which weigh more than the rest of the page.
 */
function FieldRow({ id, error, children }: { id: string; error?: string; children: ReactNode }) {
  return (
    <div style={{ marginBottom: error ? 0 : 24 }}>
      {children}
      {error ? (
        <div id={`${id}_help`} role="alert" style={{ color: colorError, minHeight: 24 }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Spec §2 /login: username and password (≥ 6), checked as you type and on submit. On success the
 * session loads, the welcome notice greets by the hour, and the guard leaves /login for the
 * `redirect` target. The server's field messages go under their fields.
 */
export default function LoginPage() {
  const services = useServices();
  const [values, setValues] = useState<LoginForm>({ username: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const demo = services.boot.demoAccounts ?? [];
  const registration = services.boot.app.security?.openRegistration ?? true;
  const login = services.boot.app.login;

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: check(field, value) }));
  };
  const fieldProps = (field: Field) => ({
    id: field,
    name: field,
    size: "large" as const,
    value: values[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
    status: errors[field] ? ("error" as const) : undefined,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${field}_help` : undefined,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { username: check("username", values.username), password: check("password", values.password) };
    setErrors(found);
    if (found.username || found.password) return;
    setPending(true);
    try {
      const name = await services.login(values.username, values.password);
      await services.loadSession();
      // Greet by the name the home page and header show (the nickname, when there is one).
      const user = services.session.get().user;
      // With dayjs, which the shell loads anyway: not the login page's weight. The login is done by
      // now, so a file that fails to load costs the greeting its business clock, not an error.
      const hour = await import("../../app/locale/business-time.js").then(
        (m) => m.businessHour(services.boot.app.timeZone),
        () => new Date().getHours(),
      );
      services.notify.success(welcomeMessage(user?.nickname || name, localize(services.boot.app.title), hour));
    } catch (err) {
      const own = err instanceof HttpError && err.errors ? pick(err.errors) : {};
      if (Object.keys(own).length) setErrors(own);
      else services.notify.error((err as Error).message);
      setPending(false);
    }
  };

  return (
    <AuthCard
      title={login?.heading ? localize(login.heading) : t("login.title")}
      note={login?.note ? localize(login.note) : undefined}
    >
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
      {/* antd's form text: 14px, its line height and text colour. */}
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        autoComplete="on"
        style={{ fontSize: 14, lineHeight: 1.5714, color: "rgba(0, 0, 0, 0.88)" }}
      >
        <FieldRow id="username" error={errors.username}>
          <Input
            {...fieldProps("username")}
            prefix={<UserOutlined />}
            placeholder={t("login.usernamePlaceholder")}
            autoComplete="username"
          />
        </FieldRow>
        <FieldRow id="password" error={errors.password}>
          <Password
            {...fieldProps("password")}
            prefix={<LockOutlined />}
            placeholder={t("login.passwordPlaceholder")}
            autoComplete="current-password"
          />
        </FieldRow>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {t("login.submit")}
        </Button>
        {registration ? (
          <div style={{ marginTop: 12, textAlign: "right" }}>
            <Link to="/register" style={{ color: colorLink, textDecoration: "none" }}>
              {t("login.toRegister")}
            </Link>
          </div>
        ) : null}
      </form>
    </AuthCard>
  );
}

/** The server's messages for this form's own fields (one for another field is dropped). */
function pick(errors: Record<string, string>): Partial<Record<Field, string>> {
  const own: Partial<Record<Field, string>> = {};
  for (const field of ["username", "password"] as const) if (errors[field]) own[field] = errors[field];
  return own;
}

import { App, Form, Input } from "antd";
import { RolesSelect } from "./RolesSelect.js";
import { AttributeFields } from "./AttributeFields.js";
import { FormDialog } from "../FormDialog.js";
import { NewPasswordFields } from "../../account/NewPasswordFields.js";
import type { NewAccountInput, Role } from "../api.js";
import { useAuthorityApi, useRefreshAuthority } from "../queries.js";
import { authorityTexts as tx } from "../texts.js";

interface Props {
  roles: Role[];
  onClose(): void;
}

/** The registration rule for a login name, as the server checks it (2–32 letters, digits, _ or 汉字). */
const USERNAME = /^[A-Za-z0-9_\u4e00-\u9fa5]{2,32}$/;

/**
 * 新增账号: a login name, a nickname, a first password typed twice (the rule of 重置密码) and roles.
 * What the server refuses (a taken name, an unknown role) is said on its field.
 */
export function NewAccountDialog({ roles, onClose }: Props) {
  const [form] = Form.useForm<NewAccountInput>();
  const api = useAuthorityApi();
  const refresh = useRefreshAuthority();
  const { message } = App.useApp();

  const submit = async (values: NewAccountInput) => {
    await api.createAccount({ ...values, roles: values.roles ?? [] });
    void message.success(tx.created);
    await refresh();
    onClose();
  };

  return (
    <FormDialog title={tx.newAccount} form={form} submit={submit} onClose={onClose}>
      <Form form={form} layout="vertical" initialValues={{ roles: [] }}>
        <Form.Item
          name="username"
          label={tx.username}
          extra={tx.usernameHelp}
          rules={[
            { required: true, whitespace: true, message: tx.usernameRequired },
            { pattern: USERNAME, message: tx.usernamePattern },
          ]}
        >
          <Input autoComplete="off" placeholder={tx.usernamePlaceholder} />
        </Form.Item>
        <Form.Item name="nickname" label={tx.nickname} rules={[{ max: 20, message: tx.nicknameMax }]}>
          <Input placeholder={tx.nicknamePlaceholder} />
        </Form.Item>
        <NewPasswordFields
          label={tx.firstPassword}
          requiredMessage={tx.passwordRequired}
          confirmLabel={tx.confirmPassword}
          confirmRequired={tx.passwordAgain}
          mismatch={tx.confirmMismatch}
        />
        <Form.Item name="roles" label={tx.roles} extra={tx.rolesHelp}>
          <RolesSelect roles={roles} />
        </Form.Item>
        <AttributeFields />
      </Form>
    </FormDialog>
  );
}

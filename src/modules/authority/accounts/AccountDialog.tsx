import { App, Form, Input, Switch } from "antd";
import { RolesSelect } from "./RolesSelect.js";
import { AttributeFields } from "./AttributeFields.js";
import { FormDialog } from "../FormDialog.js";
import type { AccountInput, Role, StaffAccount } from "../api.js";
import { useAuthorityApi, useRefreshAuthority } from "../queries.js";
import { authorityTexts as tx } from "../texts.js";

interface Props {
  account: StaffAccount;
  roles: Role[];
  onClose(): void;
}

/**
 * 编辑账号: 昵称, 角色 (several), the app's account attributes (所属校区) and 禁用. A disabled account is logged out at once. What the server
 * refuses (an unknown role, taking one's own admin access away) is said on its field.
 */
export function AccountDialog({ account, roles, onClose }: Props) {
  const [form] = Form.useForm<AccountInput>();
  const api = useAuthorityApi();
  const refresh = useRefreshAuthority();
  const { message } = App.useApp();

  const submit = async (values: AccountInput) => {
    await api.updateAccount(account.id, { ...values, nickname: values.nickname ?? "" });
    void message.success(tx.saved);
    await refresh();
    onClose();
  };

  return (
    <FormDialog title={tx.editAccount} form={form} submit={submit} onClose={onClose}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          nickname: account.nickname,
          roles: account.roles,
          disabled: account.disabled,
          attributes: account.attributes,
        }}
      >
        <Form.Item label={tx.username}>
          <Input value={account.username} disabled />
        </Form.Item>
        <Form.Item name="nickname" label={tx.nickname} rules={[{ max: 20, message: tx.nicknameMax }]}>
          <Input placeholder={tx.nicknamePlaceholder} />
        </Form.Item>
        <Form.Item name="roles" label={tx.roles}>
          <RolesSelect roles={roles} />
        </Form.Item>
        <AttributeFields />
        <Form.Item name="disabled" label={tx.disabled} valuePropName="checked" extra={tx.disabledHelp}>
          <Switch />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

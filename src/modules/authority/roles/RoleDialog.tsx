import { useMemo } from "react";
import { FormDialog } from "../FormDialog.js";
import { App, Checkbox, Form, Input } from "antd";
import type { Role, RoleInput } from "../api.js";
import { useAbilities } from "../../../app/use-abilities.js";
import { useAuthorityApi, useRefreshAuthority } from "../queries.js";
import { authorityTexts as tx } from "../texts.js";
import { PageAccessField } from "./PageAccessField.js";

interface Props {
  /** The role to edit; null creates one. */
  role: Role | null;
  onClose(): void;
}

type Values = Required<RoleInput>;

/**
 * 新增角色 / 编辑角色: 角色标识 (fixed once created), 角色名称, 描述, 权限 (查看/编辑/删除 and the app's own) and
 * 可见页面. The rules show as you type; what only the server knows (a taken name, the admin's own
 * access) comes back on the same fields.
 */
export function RoleDialog({ role, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const api = useAuthorityApi();
  const refresh = useRefreshAuthority();
  const { message } = App.useApp();
  const name = Form.useWatch("name", form);
  const abilities = Form.useWatch("abilities", form);
  const abilityOptions = useAbilities().map((a) => ({ value: a.name, label: a.title }));
  // The role as edited: which pages its routes' `meta.roles` would refuse it.
  const access = useMemo(
    () => ({ admin: false, roles: [name ?? role?.name ?? ""], ability: abilities ?? role?.abilities ?? [] }),
    [name, abilities, role],
  );

  const submit = async (values: Values) => {
    const input = {
      title: values.title,
      description: values.description ?? "",
      abilities: values.abilities,
      routes: values.routes ?? null,
    };
    if (role) await api.updateRole(role.name, input);
    else await api.createRole({ ...input, name: values.name });
    void message.success(role ? tx.saved : tx.created);
    await refresh();
    onClose();
  };

  return (
    <FormDialog title={role ? tx.editRole : tx.newRole} width={680} form={form} submit={submit} onClose={onClose}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          name: role?.name ?? "",
          title: role?.title ?? "",
          description: role?.description ?? "",
          abilities: role?.abilities ?? ["READ"],
          routes: role ? role.routes : null,
        }}
      >
        <Form.Item
          name="name"
          label={tx.roleName}
          extra={role ? undefined : tx.nameHelp}
          rules={[
            { required: true, message: tx.nameRequired },
            { pattern: /^[a-z0-9]+$/, message: tx.namePattern },
            { min: 2, max: 32, message: tx.nameLength },
          ]}
        >
          <Input placeholder={tx.namePlaceholder} disabled={!!role} maxLength={32} />
        </Form.Item>
        <Form.Item
          name="title"
          label={tx.roleTitle}
          rules={[
            { required: true, whitespace: true, message: tx.titleRequired },
            { max: 20, message: tx.titleMax },
          ]}
        >
          <Input placeholder={tx.titlePlaceholder} />
        </Form.Item>
        <Form.Item name="description" label={tx.description} rules={[{ max: 200, message: tx.descriptionMax }]}>
          <Input.TextArea rows={2} placeholder={tx.descriptionPlaceholder} />
        </Form.Item>
        <Form.Item
          name="abilities"
          label={tx.abilities}
          rules={[{ required: true, type: "array", min: 1, message: tx.abilitiesRequired }]}
        >
          <Checkbox.Group options={abilityOptions} />
        </Form.Item>
        <Form.Item name="routes" label={tx.pages}>
          <PageAccessField role={access} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

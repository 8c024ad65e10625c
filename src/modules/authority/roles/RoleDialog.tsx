import { useMemo } from "react";
import { FormDialog } from "../FormDialog.js";
import { App, Checkbox, Divider, Form, Input, Typography } from "antd";
import type { Role, RoleInput } from "../api.js";
import { useAbilities } from "../../../app/use-abilities.js";
import { useAuthorityApi, useRefreshAuthority, useRuleOptions } from "../queries.js";
import { RuleEntries } from "./RuleEntries.js";
import { entriesOf, rulesOf, type RuleEntry } from "./rule-entries.js";
import { authorityTexts as tx } from "../texts.js";
import { PageAccessField } from "./PageAccessField.js";

interface Props {
  /** The role to edit; null creates one. */
  role: Role | null;
  onClose(): void;
}

type Values = Required<Omit<RoleInput, "rows" | "fields">> & { rules: RuleEntry[] };

/**
 * 新增角色 / 编辑角色: 角色标识 (fixed once created), 角色名称, 描述, 权限 (查看/编辑/删除 and the app's own),
 * 可见页面 and 数据权限 (rows and fields per resource). The rules show as you type; what only the server knows (a taken name, the admin's own
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
  const ruleOptions = useRuleOptions().data;
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
      ...rulesOf(
        values.rules,
        (resource, field) =>
          ruleOptions?.resources.find((r) => r.name === resource)?.fields.find((f) => f.name === field)?.type,
      ),
    };
    if (role) await api.updateRole(role.name, input);
    else await api.createRole({ ...input, name: values.name });
    void message.success(role ? tx.saved : tx.created);
    await refresh();
    onClose();
  };

  return (
    <FormDialog title={role ? tx.editRole : tx.newRole} width={760} form={form} submit={submit} onClose={onClose}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          name: role?.name ?? "",
          title: role?.title ?? "",
          description: role?.description ?? "",
          abilities: role?.abilities ?? ["READ"],
          routes: role ? role.routes : null,
          rules: entriesOf(role),
        }}
      >
        <Form.Item
          name="name"
          label={tx.roleName}
          extra={role ? undefined : tx.nameHelp}
          // A new role's key; an existing one is fixed, whatever roles.json named it (`campus-desk`).
          rules={
            role
              ? []
              : [
                  { required: true, message: tx.nameRequired },
                  { pattern: /^[a-z0-9]+$/, message: tx.namePattern },
                  { min: 2, max: 32, message: tx.nameLength },
                ]
          }
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
        <Divider orientation="left" plain>
          {tx.dataRules}
        </Divider>
        <Typography.Paragraph type="secondary">{tx.dataRulesHelp}</Typography.Paragraph>
        <RuleEntries options={ruleOptions} />
      </Form>
    </FormDialog>
  );
}

import { Alert, Form, Input, Select, Space, Switch, Table } from "antd";
import type { CustomAction, ListActions, ResourceConfig } from "../../../types/generated/resource.js";
import { assign } from "../state/assign.js";
import type { ResourceDraft } from "../state/use-resource-draft.js";
import { designerTexts as tx } from "../texts.js";
import { zhText, withZh } from "../localized.js";
import type { Localized } from "../../../types/generated/routes.js";

/** The list's actions, made sure to exist so a recipe can set them. */
const actionsOf = (c: ResourceConfig): ListActions => (c.list.actions ??= {});

/** Drops an emptied `actions`: a list without any action. */
const tidy = (c: ResourceConfig) => {
  if (c.list.actions && Object.keys(c.list.actions).length === 0) delete c.list.actions;
};

/** An action that is `true` or an object of settings: its settings, if any. */
const settingsOf = <T extends object>(value: boolean | T | undefined): Partial<T> =>
  typeof value === "object" ? value : {};

/** Sets one setting of an action, turning `true` into an object and an empty object back into `true`. */
function setSetting<T extends object>(value: boolean | T | undefined, key: keyof T, setting: unknown): boolean | T {
  const next = { ...settingsOf(value) } as T;
  assign(next, key, setting as T[keyof T]);
  return Object.keys(next).length ? next : true;
}

/** 新增, 编辑, 删除 (with its question), 批量删除 with row selection, 导出, and the custom actions' texts. */
export function ActionsTab({ draft }: { draft: ResourceDraft }) {
  const { config, update } = draft;
  const a = config.list.actions ?? {};
  const toggle = (key: keyof ListActions) => (on: boolean) =>
    update((c) => {
      assign(actionsOf(c), key, on ? true : undefined);
      tidy(c);
    });
  const setAction = (key: "create" | "delete", setting: string, value: Localized) =>
    update((c) => {
      const actions = actionsOf(c);
      actions[key] = setSetting(actions[key] as boolean | object, setting as never, value) as never;
    });
  const changeCustom = (i: number, recipe: (x: CustomAction) => void) =>
    update((c) => recipe(c.list.actions!.custom![i]));

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Form labelCol={{ span: 4 }} wrapperCol={{ span: 20 }}>
        <Form.Item label={tx.actionCreate}>
          <Space>
            <Switch aria-label={tx.actionCreate} checked={!!a.create} onChange={toggle("create")} />
            {a.create && (
              <Input
                aria-label={tx.actionCreateLabel}
                placeholder={tx.actionCreateLabel}
                value={zhText(settingsOf(a.create).label)}
                onChange={(e) => setAction("create", "label", withZh(settingsOf(a.create).label, e.target.value))}
              />
            )}
          </Space>
        </Form.Item>
        <Form.Item label={tx.actionEdit}>
          <Switch aria-label={tx.actionEdit} checked={!!a.edit} onChange={toggle("edit")} />
        </Form.Item>
        <Form.Item label={tx.actionDelete}>
          <Space>
            <Switch aria-label={tx.actionDelete} checked={!!a.delete} onChange={toggle("delete")} />
            {a.delete && (
              <Input
                aria-label={tx.actionDeleteConfirm}
                placeholder={tx.actionDeleteConfirm}
                style={{ width: 320 }}
                value={zhText(settingsOf(a.delete).confirm)}
                onChange={(e) => setAction("delete", "confirm", withZh(settingsOf(a.delete).confirm, e.target.value))}
              />
            )}
          </Space>
        </Form.Item>
        <Form.Item label={tx.rowSelection}>
          <Switch
            aria-label={tx.rowSelection}
            checked={!!config.list.rowSelection}
            onChange={(on) => update((c) => assign(c.list, "rowSelection", on))}
          />
        </Form.Item>
        <Form.Item label={tx.actionBatchDelete}>
          <Switch aria-label={tx.actionBatchDelete} checked={!!a.batchDelete} onChange={toggle("batchDelete")} />
        </Form.Item>
        <Form.Item label={tx.actionExport}>
          <Switch aria-label={tx.actionExport} checked={!!a.export} onChange={toggle("export")} />
        </Form.Item>
      </Form>
      {a.custom && a.custom.length > 0 && (
        <>
          <Alert type="info" showIcon message={tx.customMore} />
          <Table<CustomAction>
            size="small"
            rowKey="name"
            pagination={false}
            dataSource={a.custom}
            columns={[
              { title: tx.customName, dataIndex: "name" },
              {
                title: tx.customLabel,
                render: (_, x, i) => (
                  <Input
                    value={zhText(x.label)}
                    onChange={(e) => changeCustom(i, (y) => void (y.label = withZh(y.label, e.target.value)))}
                  />
                ),
              },
              {
                title: tx.customScope,
                render: (_, x, i) => (
                  <Select
                    style={{ width: 90 }}
                    value={x.scope}
                    options={[
                      { value: "row", label: tx.scopeRow },
                      { value: "toolbar", label: tx.scopeToolbar },
                    ]}
                    onChange={(scope: CustomAction["scope"]) => changeCustom(i, (y) => void (y.scope = scope))}
                  />
                ),
              },
              {
                title: tx.customConfirm,
                render: (_, x, i) => (
                  <Input
                    value={zhText(x.confirm)}
                    onChange={(e) => changeCustom(i, (y) => assign(y, "confirm", withZh(y.confirm, e.target.value)))}
                  />
                ),
              },
              {
                title: tx.customDanger,
                render: (_, x, i) => (
                  <Switch
                    size="small"
                    checked={!!x.danger}
                    onChange={(on) => changeCustom(i, (y) => assign(y, "danger", on))}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </Space>
  );
}

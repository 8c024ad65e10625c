import { useMemo, useState } from "react";
import { useAbilities } from "../../../app/use-abilities.js";
import { Alert, App, Button, Space, Table, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { flattenRoutes } from "../../../common/routes.js";
import { useServices } from "../../../app/services-context.js";
import type { Role } from "../api.js";
import { useAuthorityApi, useRefreshAuthority, useRoles } from "../queries.js";
import { authorityTexts as tx } from "../texts.js";
import { roleColumns } from "./role-columns.js";
import { RoleDialog } from "./RoleDialog.js";
import { localize } from "../../../common/i18n.js";
import { useStickyTable } from "../../../shell/sticky-top.js";

/** 角色管理: the roles, 新增角色, 编辑 and 删除 (asked first; a role still held is refused by the server). */
export function RolesTab() {
  const sticky = useStickyTable();
  const { boot } = useServices();
  const roles = useRoles();
  const abilities = useAbilities();
  const api = useAuthorityApi();
  const refresh = useRefreshAuthority();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Role | "new" | null>(null);
  const titles = useMemo(
    () =>
      new Map(flattenRoutes(boot.routes).map(({ route }) => [route.name, localize(route.meta?.title ?? route.name)])),
    [boot.routes],
  );

  const remove = async (role: Role) => {
    try {
      await api.deleteRole(role.name);
      void message.success(tx.deleted);
    } catch (err) {
      void message.error((err as Error).message);
    }
    await refresh();
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Space wrap align="center">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")}>
          {tx.newRole}
        </Button>
        <Typography.Text type="secondary">{tx.savedToFile}</Typography.Text>
      </Space>
      {roles.isError ? <Alert type="error" showIcon message={tx.loadFailed} /> : null}
      <Table<Role>
        rowKey="name"
        size="middle"
        loading={roles.isFetching}
        dataSource={roles.data?.list ?? []}
        columns={roleColumns((name) => titles.get(name) ?? name, { edit: setEditing, remove }, abilities)}
        pagination={false}
        scroll={{ x: 900 }}
        sticky={sticky}
      />
      {editing ? <RoleDialog role={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Space>
  );
}

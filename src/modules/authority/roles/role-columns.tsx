import type { TableColumnsType } from "antd";
import { Button, Popconfirm, Space, Tag, Tooltip, Typography } from "antd";
import type { Role } from "../api.js";
import { abilityTitle, type AbilityInfo } from "../../../common/authority.js";
import { fill, authorityTexts as tx } from "../texts.js";

export interface RoleRowActions {
  edit(role: Role): void;
  remove(role: Role): Promise<void>;
}

/** Tag colours of the abilities: reading is harmless, deleting is not. */
const abilityColors: Record<string, string> = { READ: "green", WRITE: "blue", DELETE: "red", FINANCE: "gold" };

/**
 * The roles table (角色管理): 标识, 名称, 描述, 权限 as tags (titled by the app's abilities, `known`), 可见页面 (a
 * count, the titles on hover), holders.
 */
export function roleColumns(
  pageTitle: (name: string) => string,
  actions: RoleRowActions,
  known: readonly AbilityInfo[] = [],
): TableColumnsType<Role> {
  return [
    {
      key: "name",
      dataIndex: "name",
      title: tx.roleName,
      width: 140,
      render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
    },
    { key: "title", dataIndex: "title", title: tx.roleTitle, width: 140 },
    { key: "description", dataIndex: "description", title: tx.description, ellipsis: true },
    {
      key: "abilities",
      dataIndex: "abilities",
      title: tx.abilities,
      width: 200,
      render: (abilities: string[]) =>
        abilities.length ? (
          abilities.map((a) => (
            <Tag key={a} color={abilityColors[a]}>
              {abilityTitle(a, known)}
            </Tag>
          ))
        ) : (
          <Typography.Text type="secondary">{tx.noAbility}</Typography.Text>
        ),
    },
    {
      key: "routes",
      dataIndex: "routes",
      title: tx.pages,
      width: 130,
      render: (routes: string[] | null) =>
        routes === null ? (
          <Tag color="gold">{tx.allPages}</Tag>
        ) : (
          <Tooltip title={routes.map(pageTitle).join("、") || tx.noPages}>
            <span>{fill(tx.pageCount, { n: routes.length })}</span>
          </Tooltip>
        ),
    },
    { key: "accounts", dataIndex: "accounts", title: tx.holders, width: 90 },
    {
      key: "actions",
      title: tx.actions,
      width: 140,
      fixed: "right",
      render: (_: unknown, role: Role) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.edit(role)}>
            {tx.edit}
          </Button>
          <Popconfirm
            title={fill(tx.confirmDeleteRole, { title: role.title })}
            okText={tx.ok}
            cancelText={tx.cancel}
            okButtonProps={{ danger: true }}
            onConfirm={() => actions.remove(role)}
          >
            <Button type="link" size="small" danger>
              {tx.remove}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}

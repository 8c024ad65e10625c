import type { TableColumnsType } from "antd";
import { Avatar, Button, Space, Tag, Tooltip, Typography } from "antd";
import { UserOutlined } from "@ant-design/icons";
import { BusinessTime, formatBusinessTime, useTimeZone } from "../../../app/locale/business-time.js";
import type { StaffAccount } from "../api.js";
import { fill, authorityTexts as tx } from "../texts.js";

/** 锁定至 HH:mm:ss, on the business's clock. */
function LockedUntil({ until }: { until: string }) {
  return <>{fill(tx.lockedUntil, { time: formatBusinessTime(until, useTimeZone(), "time") })}</>;
}

export interface AccountRowActions {
  edit(account: StaffAccount): void;
  resetPassword(account: StaffAccount): void;
  unlock(account: StaffAccount): void;
}

/** The accounts table (账号管理): 用户名, 昵称, 角色 as tags, 状态, 最后登录 and the actions. */
export function accountColumns(
  roleTitle: (name: string) => string,
  actions: AccountRowActions,
): TableColumnsType<StaffAccount> {
  return [
    {
      key: "username",
      dataIndex: "username",
      title: tx.username,
      width: 180,
      render: (username: string, a) => (
        <Space>
          <Avatar size="small" src={a.avatar || undefined} icon={<UserOutlined />} />
          <span>{username}</span>
          {a.admin ? <Tag color="gold">{tx.adminFlag}</Tag> : null}
        </Space>
      ),
    },
    { key: "nickname", dataIndex: "nickname", title: tx.nickname, width: 140 },
    {
      key: "roles",
      dataIndex: "roles",
      title: tx.roles,
      render: (roles: string[]) =>
        roles.length ? (
          roles.map((r) => (
            <Tag key={r} color={r === "admin" ? "red" : "blue"}>
              {roleTitle(r)}
            </Tag>
          ))
        ) : (
          <Typography.Text type="secondary">{tx.noRole}</Typography.Text>
        ),
    },
    {
      key: "disabled",
      dataIndex: "disabled",
      title: tx.status,
      width: 150,
      render: (disabled: boolean, a) => (
        <Space size={4}>
          {disabled ? <Tag color="red">{tx.disabled}</Tag> : <Tag color="green">{tx.enabled}</Tag>}
          {a.locked_until ? (
            <Tooltip title={<LockedUntil until={a.locked_until} />}>
              <Tag color="orange">{tx.locked}</Tag>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    {
      key: "last_login_at",
      dataIndex: "last_login_at",
      title: tx.lastLogin,
      width: 180,
      render: (at: string | null) =>
        at ? <BusinessTime value={at} /> : <Typography.Text type="secondary">{tx.never}</Typography.Text>,
    },
    {
      key: "actions",
      title: tx.actions,
      width: 200,
      fixed: "right",
      render: (_: unknown, account: StaffAccount) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.edit(account)}>
            {tx.edit}
          </Button>
          <Button type="link" size="small" onClick={() => actions.resetPassword(account)}>
            {tx.resetPassword}
          </Button>
          {account.locked_until ? (
            <Button type="link" size="small" onClick={() => actions.unlock(account)}>
              {tx.unlock}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
}

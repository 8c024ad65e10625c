import { useMemo, useState } from "react";
import { Alert, App, Button, Input, Select, Space, Table } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import type { AccountQuery, StaffAccount } from "../api.js";
import { useAccounts, useAuthorityApi, useRefreshAuthority, useRoles } from "../queries.js";
import { fill, authorityTexts as tx } from "../texts.js";
import { accountColumns } from "./account-columns.js";
import { PAGE_SIZES } from "./account-query.js";
import { AccountDialog } from "./AccountDialog.js";
import { NewAccountDialog } from "./NewAccountDialog.js";
import { ResetPasswordDialog } from "./ResetPasswordDialog.js";
import { useStickyTable } from "../../../shell/sticky-top.js";

interface Props {
  query: AccountQuery;
  onQuery(query: AccountQuery): void;
}

/**
 * 账号管理: staff accounts searched by name or phone and filtered by role, paged on the server; 新增账号
 * creates one with its roles.
 */
export function AccountsTab({ query, onQuery }: Props) {
  const sticky = useStickyTable();
  const accounts = useAccounts(query);
  const roles = useRoles();
  const [editing, setEditing] = useState<StaffAccount | null>(null);
  const [resetting, setResetting] = useState<StaffAccount | null>(null);
  const [creating, setCreating] = useState(false);
  const api = useAuthorityApi();
  const refresh = useRefreshAuthority();
  const { message } = App.useApp();
  const unlock = (account: StaffAccount) =>
    api.unlock(account.id).then(
      () => {
        void message.success(tx.unlocked);
        void refresh();
      },
      // The http client already said what went wrong.
      () => undefined,
    );
  const roleList = useMemo(() => roles.data?.list ?? [], [roles.data]);
  const titles = useMemo(() => new Map(roleList.map((r) => [r.name, r.title])), [roleList]);

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Space wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {tx.newAccount}
        </Button>
        <Input.Search
          // Remounted when the address changes the keyword (a back button), so the box shows it.
          key={query.keyword ?? ""}
          allowClear
          defaultValue={query.keyword}
          placeholder={tx.searchPlaceholder}
          style={{ width: 260 }}
          onSearch={(keyword) => onQuery({ ...query, keyword: keyword.trim() || undefined, pageNo: 1 })}
        />
        <Select
          allowClear
          placeholder={tx.allRoles}
          style={{ width: 180 }}
          value={query.role}
          options={roleList.map((r) => ({ value: r.name, label: r.title }))}
          onChange={(role?: string) => onQuery({ ...query, role, pageNo: 1 })}
        />
      </Space>
      {accounts.isError ? <Alert type="error" showIcon message={tx.loadFailed} /> : null}
      <Table<StaffAccount>
        rowKey="id"
        size="middle"
        loading={accounts.isFetching}
        dataSource={accounts.data?.list ?? []}
        columns={accountColumns((name) => titles.get(name) ?? name, {
          edit: setEditing,
          resetPassword: setResetting,
          unlock,
        })}
        scroll={{ x: 960 }}
        sticky={sticky}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: accounts.data?.total ?? 0,
          showTotal: (total) => fill(tx.total, { total }),
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showQuickJumper: true,
        }}
        onChange={(p) =>
          onQuery({
            ...query,
            pageNo: p.pageSize === query.pageSize ? (p.current ?? 1) : 1,
            pageSize: p.pageSize ?? query.pageSize,
          })
        }
      />
      {editing ? <AccountDialog account={editing} roles={roleList} onClose={() => setEditing(null)} /> : null}
      {creating ? <NewAccountDialog roles={roleList} onClose={() => setCreating(false)} /> : null}
      {resetting ? <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} /> : null}
    </Space>
  );
}

import { Card, Tabs } from "antd";
import { useQueryParams } from "../../app/use-query-params.js";
import { AccountsTab } from "./accounts/AccountsTab.js";
import { readAccountQuery, writeAccountQuery } from "./accounts/account-query.js";
import { RolesTab } from "./roles/RolesTab.js";
import { authorityTexts as tx } from "./texts.js";

/**
 * 权限管理 (`authority/RightsManagement`, design §9): roles → abilities and visible pages, and the
 * staff accounts holding them. A change applies from the next request of the people it concerns;
 * the server refuses (and this page says) any change that would take the admin's own access away.
 * The open tab and the accounts query live in the address.
 */
export default function RightsManagementPage() {
  const [params, setParams] = useQueryParams();
  const tab = params.get("tab") === "accounts" ? "accounts" : "roles";
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === "accounts" ? { tab: "accounts" } : {})}
        items={[
          { key: "roles", label: tx.rolesTab, children: <RolesTab /> },
          {
            key: "accounts",
            label: tx.accountsTab,
            children: <AccountsTab query={readAccountQuery(params)} onQuery={(q) => setParams(writeAccountQuery(q))} />,
          },
        ]}
      />
    </Card>
  );
}

import { useState } from "react";
import { Layout, theme } from "antd";
import { MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { useServices } from "../app/services-context.js";
import { t } from "../app/locale/zh-CN.js";
import { SideMenu } from "./SideMenu.js";
import { UserDropdown } from "./UserDropdown.js";
import { RefineShell } from "../app/refine/RefineShell.js";
import { TabsBar } from "./tabs/TabsBar.js";
import { KeepAliveOutlet } from "./tabs/KeepAliveOutlet.js";

const COLLAPSE_KEY = "omo-sider-collapsed";

/** The plain shell: sidebar menu, header with the user dropdown, content, footer. */
export default function BasicLayout() {
  const { boot } = useServices();
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSE_KEY) === "1");
  const toggle = () => {
    localStorage.setItem(COLLAPSE_KEY, collapsed ? "0" : "1");
    setCollapsed(!collapsed);
  };
  const Fold = collapsed ? MenuUnfoldOutlined : MenuFoldOutlined;

  return (
    <RefineShell>
      <Layout style={{ minHeight: "100vh" }}>
        <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={220}>
          <div
            style={{
              height: 56,
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              color: "#fff",
              fontWeight: 600,
              fontSize: 18,
              whiteSpace: "nowrap",
              overflow: "hidden",
            }}
          >
            {collapsed ? boot.app.title.slice(0, 3) : boot.app.title}
          </div>
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
        <Layout>
          <Layout.Header
            style={{
              background: token.colorBgContainer,
              padding: "0 16px",
              display: "flex",
              alignItems: "center",
              justifyContent: "space-between",
            }}
          >
            <Fold onClick={toggle} style={{ fontSize: 18 }} aria-label="toggle-sider" />
            <UserDropdown />
          </Layout.Header>
          <div
            style={{
              background: token.colorBgContainer,
              padding: "6px 16px 0",
              borderTop: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <TabsBar showIcon tabStyle="card" />
          </div>
          <Layout.Content style={{ margin: 16 }}>
            <KeepAliveOutlet />
          </Layout.Content>
          <Layout.Footer style={{ textAlign: "center", color: token.colorTextSecondary }}>
            {t("footer.copyright", { year: new Date().getFullYear(), owner: boot.app.copyright ?? boot.app.title })}
          </Layout.Footer>
        </Layout>
      </Layout>
    </RefineShell>
  );
}

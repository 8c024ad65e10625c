import { useState, type ReactNode } from "react";
import { App as AntdApp, ConfigProvider, FloatButton, Layout, theme as antdTheme } from "antd";
import { MenuFoldOutlined, MenuUnfoldOutlined, SkinOutlined } from "@ant-design/icons";
import { useServices } from "../app/services-context.js";
import { RefineShell } from "../app/refine/RefineShell.js";
import { LoadingOverlay } from "../app/LoadingOverlay.js";
import { LiveConfig } from "./LiveConfig.js";
import { t } from "../app/locale/zh-CN.js";
import "../app/locale/dayjs.js";
import { useSettings } from "./settings/use-settings.js";
import { HEADER_HEIGHT } from "./sticky-top.js";
import { themes } from "./settings/themes.js";
import { ThemeDrawer } from "./settings/ThemeDrawer.js";
import { useMenu } from "./menu/use-menu.js";
import { NavMenu } from "./NavMenu.js";
import { HeaderActions } from "./header/HeaderActions.js";
import { TabsBar } from "./tabs/TabsBar.js";
import { KeepAliveOutlet } from "./tabs/KeepAliveOutlet.js";
import { ErrorBoundary } from "./errors/ErrorBoundary.js";
import { ProgressBar } from "./ProgressBar.js";
import { useMobile } from "./use-mobile.js";
import { arrangeShell } from "./layouts/arrange.js";
import "./shell.css";
import { localize } from "../common/i18n.js";

const COLLAPSE_KEY = "omo-sider-collapsed";

/**
 * The shell in one of five layouts (spec §2): vertical, horizontal, column, comprehensive,
 * common. Below 992 px it is vertical with the menu in a drawer. The same parts (menu, header
 * actions, tabs, keep-alive outlet) are only arranged differently.
 */
export default function BasicLayout() {
  const { boot } = useServices();
  const settings = useSettings();
  const mobile = useMobile();
  const layout = mobile ? "vertical" : settings.layout;
  const shellTheme = themes[settings.themeName];
  const { entries, selected, openKeys, top } = useMenu();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSE_KEY) === "1");
  const [drawerMenu, setDrawerMenu] = useState(false);
  const [themeOpen, setThemeOpen] = useState(false);
  const { token } = antdTheme.useToken();
  const primary = shellTheme.antd.token?.colorPrimary ?? token.colorPrimary;

  const toggle = () => {
    if (mobile) return setDrawerMenu(!drawerMenu);
    localStorage.setItem(COLLAPSE_KEY, collapsed ? "0" : "1");
    setCollapsed(!collapsed);
  };
  const Fold = (mobile ? !drawerMenu : collapsed) ? MenuUnfoldOutlined : MenuFoldOutlined;
  const dark = shellTheme.menuDark;
  const headerDark = layout === "horizontal" || layout === "comprehensive" || layout === "common";
  const headerBg = headerDark ? (dark ? shellTheme.siderBg : "#fff") : (shellTheme.headerBg ?? "#fff");
  const headerText = headerBg === "#fff" || headerBg === "#ffffff" ? undefined : "#fff";

  const logo = (small: boolean, onDark = dark || headerText !== undefined) => (
    <div
      style={{
        height: 56,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        padding: "0 16px",
        fontWeight: 600,
        fontSize: small ? 14 : 18,
        whiteSpace: "nowrap",
        color: onDark ? "#fff" : token.colorTextHeading,
      }}
    >
      {boot.app.logo ? (
        <img
          src={`${boot.app.apiBase ?? "/api"}/app/logo`}
          alt={small ? localize(boot.app.title) : ""}
          style={{ height: 28, width: 28, objectFit: "contain", marginRight: small ? 0 : 8 }}
        />
      ) : null}
      {/* Folded, the logo alone stands for the app; without one, the title's start. */}
      {small ? (boot.app.logo ? null : localize(boot.app.title).slice(0, 3)) : localize(boot.app.title)}
    </div>
  );
  const fold = (
    <Fold
      onClick={toggle}
      style={{ fontSize: 18, cursor: "pointer" }}
      aria-label="toggle-sider"
      data-testid="fold-button"
    />
  );
  const sideMenu = (list = entries, testId = "side-menu") => (
    <NavMenu
      entries={list}
      mode="inline"
      dark={dark}
      selected={selected}
      openKeys={openKeys}
      collapsed={collapsed && !mobile}
      testId={testId}
    />
  );
  const header = (left: ReactNode) => (
    <Layout.Header
      style={{
        background: headerBg,
        padding: "0 16px",
        display: "flex",
        alignItems: "center",
        gap: 16,
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        color: headerText,
        ...(settings.fixedHeader || layout === "common" ? { position: "sticky", top: 0, zIndex: 20 } : {}),
      }}
    >
      <div style={{ flex: 1, minWidth: 0, display: "flex", alignItems: "center", gap: 16 }}>{left}</div>
      <HeaderActions onOpenTheme={() => setThemeOpen(true)} color={headerText} />
    </Layout.Header>
  );
  const body = (
    <>
      {settings.showTabs && (
        <div
          style={{
            background: token.colorBgContainer,
            padding: "6px 16px 0",
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <TabsBar showIcon={settings.showTabsBarIcon} tabStyle={settings.tabsBarStyle} />
        </div>
      )}
      <Layout.Content style={{ margin: 16, minHeight: 360 }}>
        <ErrorBoundary>
          <KeepAliveOutlet />
        </ErrorBoundary>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: "center", color: token.colorTextSecondary }}>
        {t("footer.copyright", {
          year: new Date().getFullYear(),
          owner: localize(boot.app.copyright ?? boot.app.title),
        })}
      </Layout.Footer>
    </>
  );
  const sider = (children: ReactNode, width = 220, testId?: string) => (
    <Layout.Sider
      width={width}
      collapsed={collapsed && width > 100}
      collapsedWidth={64}
      trigger={null}
      theme={dark ? "dark" : "light"}
      style={{ background: shellTheme.siderBg, minHeight: "100vh" }}
      data-testid={testId}
    >
      {children}
    </Layout.Sider>
  );

  /** The header's menu: every level (horizontal layout) or the first only (comprehensive). */
  const topMenu = (firstLevelOnly: boolean) => (
    <NavMenu
      entries={entries}
      mode="horizontal"
      flat={firstLevelOnly}
      dark={headerText !== undefined}
      selected={firstLevelOnly ? (top?.key ?? selected) : selected}
      testId="top-menu"
    />
  );

  const shell = arrangeShell(layout, {
    entries,
    top,
    mobile,
    collapsed,
    dark,
    siderBg: shellTheme.siderBg,
    columnStyle: settings.columnStyle,
    lightCrumbs: headerText !== undefined,
    body,
    fold,
    logo,
    header,
    sider,
    sideMenu,
    topMenu,
    drawerMenu,
    closeDrawerMenu: () => setDrawerMenu(false),
  });

  // antd's <App> lives here, not around the whole app: its Modal and notification hooks are
  // for the shell's pages, and the login route does not download them.
  return (
    <ConfigProvider theme={shellTheme.antd}>
      <AntdApp>
        <RefineShell>
          <div
            data-layout={layout}
            data-theme={settings.themeName}
            style={{ ["--omo-primary" as string]: primary, minHeight: "100vh" }}
          >
            <ProgressBar enabled={settings.showProgressBar} />
            <LoadingOverlay />
            <LiveConfig />
            <Layout style={{ minHeight: "100vh" }}>{shell}</Layout>
            <ThemeDrawer open={themeOpen} onClose={() => setThemeOpen(false)} mobile={mobile} />
            <FloatButton.BackTop />
            {settings.showThemeSetting && (
              <FloatButton
                icon={<SkinOutlined />}
                tooltip={t("header.theme")}
                style={{ insetInlineEnd: 24, bottom: 96 }}
                onClick={() => setThemeOpen(true)}
              />
            )}
          </div>
        </RefineShell>
      </AntdApp>
    </ConfigProvider>
  );
}

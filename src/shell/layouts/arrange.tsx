import type { ReactNode } from "react";
import { Drawer, Layout } from "antd";
import type { ThemeSettings } from "../../types/generated/app.js";
import type { MenuEntry } from "../menu/build-menu.js";
import { ColumnBar } from "../ColumnBar.js";
import { Breadcrumbs } from "../header/Breadcrumbs.js";

/** The pieces every layout is made of; BasicLayout builds them once. */
export interface ShellParts {
  entries: MenuEntry[];
  /** The first-level entry the current page belongs to. */
  top?: MenuEntry;
  mobile: boolean;
  collapsed: boolean;
  dark: boolean;
  siderBg: string;
  columnStyle: ThemeSettings["columnStyle"];
  /** Breadcrumb drawn light on a dark header. */
  lightCrumbs: boolean;
  /** Tabs, the kept-alive page and the footer. */
  body: ReactNode;
  fold: ReactNode;
  /** The app's title, white when `onDark` (by default when the theme's menu or header is dark). */
  logo(small: boolean, onDark?: boolean): ReactNode;
  header(left: ReactNode): ReactNode;
  sider(children: ReactNode, width?: number): ReactNode;
  sideMenu(list?: MenuEntry[]): ReactNode;
  topMenu(firstLevelOnly: boolean): ReactNode;
  drawerMenu: boolean;
  closeDrawerMenu(): void;
}

/** Arranges the parts in one of the five layouts of spec §2. */
export function arrangeShell(layout: ThemeSettings["layout"], p: ShellParts): ReactNode {
  const { entries, top, mobile, collapsed, dark, body, fold, logo, header, sider, sideMenu, topMenu } = p;
  const crumbs = <Breadcrumbs light={p.lightCrumbs} />;
  if (layout === "horizontal") {
    return (
      <Layout>
        {header(
          <>
            {logo(false)}
            {topMenu(false)}
          </>,
        )}
        {body}
      </Layout>
    );
  }
  if (layout === "comprehensive") {
    return (
      <Layout>
        {header(
          <>
            {logo(false)}
            {topMenu(true)}
          </>,
        )}
        <Layout>
          {top?.children?.length ? sider(sideMenu(top.children)) : null}
          <Layout>{body}</Layout>
        </Layout>
      </Layout>
    );
  }
  if (layout === "column") {
    return (
      <Layout>
        <Layout.Sider
          width={p.columnStyle === "horizontal" ? 128 : 84}
          style={{ background: p.siderBg === "#ffffff" ? "#1f2937" : p.siderBg }}
        >
          {/* The column bar is dark in every theme, the white one's too. */}
          {logo(true, true)}
          <ColumnBar entries={entries} active={top?.key} columnStyle={p.columnStyle} />
        </Layout.Sider>
        {top?.children?.length
          ? sider(
              <>
                <div
                  style={{
                    height: 56,
                    lineHeight: "56px",
                    textAlign: "center",
                    fontWeight: 600,
                    color: dark ? "#fff" : undefined,
                  }}
                >
                  {top.title}
                </div>
                {sideMenu(top.children)}
              </>,
              200,
            )
          : null}
        <Layout>
          {header(
            <>
              {fold}
              {crumbs}
            </>,
          )}
          {body}
        </Layout>
      </Layout>
    );
  }
  if (layout === "common") {
    return (
      <Layout>
        {header(
          <>
            {logo(false)}
            {fold}
            {crumbs}
          </>,
        )}
        <Layout>
          {sider(sideMenu())}
          <Layout>{body}</Layout>
        </Layout>
      </Layout>
    );
  }
  return (
    <Layout>
      {!mobile &&
        sider(
          <>
            {logo(collapsed)}
            {sideMenu()}
          </>,
        )}
      <Layout>
        {header(
          <>
            {fold}
            {!mobile && crumbs}
          </>,
        )}
        {body}
      </Layout>
      {mobile && (
        <Drawer
          placement="left"
          open={p.drawerMenu}
          onClose={p.closeDrawerMenu}
          width={240}
          styles={{ body: { padding: 0, background: p.siderBg } }}
          closable={false}
        >
          {logo(false)}
          {sideMenu()}
        </Drawer>
      )}
    </Layout>
  );
}

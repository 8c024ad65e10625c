import { createElement, useMemo } from "react";
import { Menu, type MenuProps } from "antd";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../app/services-context.js";
import { activeMenuKey, buildMenu, openKeysFor, type MenuEntry } from "./menu/build-menu.js";
import { iconFor } from "./icons.js";

type Item = Required<MenuProps>["items"][number];

function toItems(entries: MenuEntry[]): Item[] {
  return entries.map((e) => {
    const Icon = iconFor(e.icon);
    return {
      key: e.key,
      label: e.title,
      icon: Icon ? createElement(Icon) : undefined,
      children: e.children ? toItems(e.children) : undefined,
    };
  });
}

/** The sidebar menu of the user's routes; hidden detail pages light up their `activeMenu`. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { routes } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = useMemo(() => buildMenu(routes ?? []), [routes]);
  const items = useMemo(() => toItems(entries), [entries]);
  const selected = activeMenuKey(routes ?? [], pathname);
  const defaultOpen = useMemo(() => openKeysFor(entries, selected), [entries, selected]);

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[selected]}
      defaultOpenKeys={collapsed ? [] : defaultOpen}
      onClick={({ key }) => void navigate(key)}
    />
  );
}

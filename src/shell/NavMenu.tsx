import { createElement, useMemo } from "react";
import { Menu, type MenuProps } from "antd";
import { useNavigate } from "react-router";
import type { MenuEntry } from "./menu/build-menu.js";
import { iconFor } from "./icons.js";

type Item = Required<MenuProps>["items"][number];

/** Groups with more than this many children scroll in an 86vh area (spec §9). */
const SCROLL_AFTER = 18;

function toItems(entries: MenuEntry[], withChildren: boolean): Item[] {
  return entries.map((e) => {
    const Icon = iconFor(e.icon);
    return {
      key: e.key,
      label: e.title,
      icon: Icon ? createElement(Icon) : undefined,
      children: withChildren && e.children ? toItems(e.children, true) : undefined,
      className: e.children && e.children.length > SCROLL_AFTER ? "omo-menu-scroll" : undefined,
      popupClassName: e.children && e.children.length > SCROLL_AFTER ? "omo-menu-scroll" : undefined,
    };
  });
}

export interface NavMenuProps {
  entries: MenuEntry[];
  mode: "inline" | "horizontal" | "vertical";
  dark: boolean;
  selected: string;
  openKeys?: string[];
  /** First level only (column and comprehensive layouts): a click opens the group's first page. */
  flat?: boolean;
  collapsed?: boolean;
  onSelect?: (key: string) => void;
  testId?: string;
}

/** The menu of the route tree in any orientation; every layout uses it. */
export function NavMenu({ entries, mode, dark, selected, openKeys, flat, collapsed, onSelect, testId }: NavMenuProps) {
  const navigate = useNavigate();
  const items = useMemo(() => toItems(entries, !flat), [entries, flat]);
  const firstPage = (key: string): string => {
    const find = (list: MenuEntry[]): MenuEntry | undefined => list.find((e) => e.key === key);
    let entry = find(entries);
    while (entry?.children?.length) entry = entry.children[0];
    return entry?.key ?? key;
  };
  const horizontal = mode === "horizontal";
  return (
    <div data-testid={testId} style={horizontal ? { flex: 1, minWidth: 0 } : undefined}>
      <Menu
        mode={mode}
        theme={dark ? "dark" : "light"}
        items={items}
        selectedKeys={[selected]}
        defaultOpenKeys={collapsed ? [] : openKeys}
        inlineCollapsed={mode === "inline" ? collapsed : undefined}
        style={{
          borderInlineEnd: 0,
          ...(horizontal ? { background: "transparent" } : {}),
        }}
        onClick={({ key }) => {
          onSelect?.(key);
          void navigate(flat ? firstPage(key) : key);
        }}
      />
    </div>
  );
}

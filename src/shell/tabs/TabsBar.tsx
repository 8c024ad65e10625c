import { createElement } from "react";
import { Button, Dropdown, Tabs, type MenuProps } from "antd";
import { DownOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { iconFor } from "../icons.js";
import { t } from "../../app/locale/zh-CN.js";
import type { CloseAction } from "./tabs-model.js";
import { useTabs } from "./tabs-store.js";
import { useTabsStore } from "./use-tabs-store.js";

const actions: { key: CloseAction | "refresh"; label: () => string }[] = [
  { key: "refresh", label: () => t("tabs.refresh") },
  { key: "close", label: () => t("tabs.close") },
  { key: "others", label: () => t("tabs.closeOthers") },
  { key: "left", label: () => t("tabs.closeLeft") },
  { key: "right", label: () => t("tabs.closeRight") },
  { key: "all", label: () => t("tabs.closeAll") },
];

/** The tab bar of visited pages: click to switch, × to close, menu and right-click for the rest. */
export function TabsBar({ showIcon, tabStyle }: { showIcon: boolean; tabStyle: "card" | "smart" | "smooth" }) {
  const store = useTabsStore();
  const state = useTabs(store);
  const navigate = useNavigate();

  const run = (action: CloseAction | "refresh", key: string) => {
    if (action === "refresh") return store.refresh(key);
    const before = store.get().active;
    store.close(action, key);
    const after = store.get();
    if (after.active !== before || !after.tabs.some((tab) => tab.key === before)) {
      const target = after.tabs.find((tab) => tab.key === after.active);
      void navigate(target ? target.fullPath : "/");
    }
  };
  const menuFor = (key: string): MenuProps => ({
    items: actions.map((a) => ({ key: a.key, label: a.label() })),
    onClick: ({ key: action, domEvent }) => {
      domEvent.stopPropagation();
      run(action as CloseAction, key);
    },
  });

  const items = state.tabs.map((tab) => {
    const Icon = showIcon ? iconFor(tab.icon) : undefined;
    return {
      key: tab.key,
      closable: !tab.noClosable,
      icon: Icon ? createElement(Icon) : undefined,
      label: (
        <Dropdown menu={menuFor(tab.key)} trigger={["contextMenu"]}>
          <span data-testid={`tab-${tab.key}`}>{tab.title}</span>
        </Dropdown>
      ),
    };
  });

  // 更多操作 sits beside the tabs, not in antd's extra slot: that slot is inside the tab list, where
  // assistive technology expects nothing but tabs.
  return (
    <div style={{ display: "flex", alignItems: "center" }}>
      <Tabs
        className={`omo-tabs omo-tabs-${tabStyle}`}
        type="editable-card"
        hideAdd
        size="small"
        activeKey={state.active ?? undefined}
        items={items}
        onChange={(key) => {
          const tab = state.tabs.find((x) => x.key === key);
          if (tab) void navigate(tab.fullPath);
        }}
        onEdit={(key, action) => action === "remove" && run("close", String(key))}
        style={{ margin: 0, flex: 1, minWidth: 0 }}
      />
      {state.active && (
        <Dropdown menu={menuFor(state.active)} trigger={["click"]}>
          <Button
            type="text"
            size="small"
            aria-label={t("tabs.more")}
            data-testid="tabs-menu"
            icon={<DownOutlined />}
          />
        </Dropdown>
      )}
    </div>
  );
}

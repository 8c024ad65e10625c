import { Button, Divider, Drawer, Form, Select, Space, Switch } from "antd";
import type { ThemeSettings } from "../../types/generated/app.js";
import { useSettings, useSettingsStore } from "./use-settings.js";
import { t } from "../../app/locale/zh-CN.js";
import { themeTexts as tx } from "./texts.js";

type BoolKey = { [K in keyof ThemeSettings]: ThemeSettings[K] extends boolean ? K : never }[keyof ThemeSettings];

const switches: [BoolKey, string][] = [
  ["showTabs", tx.showTabs],
  ["showTabsBarIcon", tx.showTabsBarIcon],
  ["fixedHeader", tx.fixedHeader],
  ["showProgressBar", tx.showProgressBar],
  ["showRefresh", tx.showRefresh],
  ["showSearch", tx.showSearch],
  ["showNotice", tx.showNotice],
  ["showFullScreen", tx.showFullScreen],
];

const options = {
  layout: [
    ["vertical", tx.layoutVertical],
    ["horizontal", tx.layoutHorizontal],
    ["column", tx.layoutColumn],
    ["comprehensive", tx.layoutComprehensive],
    ["common", tx.layoutCommon],
  ],
  themeName: [
    ["default", tx.themeDefault],
    ["ocean", tx.themeOcean],
    ["green", tx.themeGreen],
    ["white", tx.themeWhite],
  ],
  tabsBarStyle: [
    ["card", tx.tabsCard],
    ["smart", tx.tabsSmart],
    ["smooth", tx.tabsSmooth],
  ],
  columnStyle: [
    ["vertical", tx.columnVertical],
    ["horizontal", tx.columnHorizontal],
    ["card", tx.columnCard],
    ["arrow", tx.columnArrow],
  ],
} as const;

const toOptions = (list: readonly (readonly [string, string])[]) => list.map(([value, label]) => ({ value, label }));

/** Spec §2 theme drawer (主题配置): every shell setting, applied live; 保存 keeps them, 恢复默认 resets. */
export function ThemeDrawer({ open, onClose, mobile }: { open: boolean; onClose: () => void; mobile: boolean }) {
  const store = useSettingsStore();
  const settings = useSettings();
  const select = (key: keyof typeof options, label: string, disabled = false) => (
    <Form.Item label={label}>
      <Select
        data-testid={`setting-${key}`}
        value={settings[key]}
        disabled={disabled}
        options={toOptions(options[key])}
        onChange={(v) => store.change(key, v as never)}
        style={{ width: 140 }}
      />
    </Form.Item>
  );
  return (
    <Drawer
      title={t("header.theme")}
      open={open}
      onClose={onClose}
      width={340}
      footer={
        <Space>
          <Button
            type="primary"
            onClick={() => {
              store.save();
              onClose();
            }}
          >
            {tx.save}
          </Button>
          <Button onClick={() => store.restoreDefaults()}>{tx.restoreDefaults}</Button>
        </Space>
      }
    >
      <Form labelCol={{ span: 10 }} labelAlign="left" colon={false}>
        {select("layout", tx.layout, mobile)}
        {select("themeName", tx.themeName)}
        {select("columnStyle", tx.columnStyle, settings.layout !== "column")}
        {select("tabsBarStyle", tx.tabsBarStyle)}
        <Divider />
        {switches.map(([key, label]) => (
          <Form.Item key={key} label={label}>
            <Switch
              aria-label={label}
              checked={settings[key]}
              disabled={key === "fixedHeader" && settings.layout === "common"}
              onChange={(v) => store.change(key, v)}
            />
          </Form.Item>
        ))}
      </Form>
    </Drawer>
  );
}

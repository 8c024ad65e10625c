import { Button, Divider, Drawer, Form, Select, Space, Switch } from "antd";
import type { ThemeSettings } from "../../types/generated/app.js";
import { useSettings, useSettingsStore } from "./use-settings.js";
import { t } from "../../app/locale/zh-CN.js";

type BoolKey = { [K in keyof ThemeSettings]: ThemeSettings[K] extends boolean ? K : never }[keyof ThemeSettings];

const switches: [BoolKey, string][] = [
  ["showTabs", "标签"],
  ["showTabsBarIcon", "标签图标"],
  ["fixedHeader", "固定头部"],
  ["showProgressBar", "进度条"],
  ["showRefresh", "刷新"],
  ["showSearch", "搜索"],
  ["showNotice", "通知"],
  ["showFullScreen", "全屏"],
];

const options = {
  layout: [
    ["vertical", "纵向"],
    ["horizontal", "横向"],
    ["column", "分栏"],
    ["comprehensive", "综合"],
    ["common", "常规"],
  ],
  themeName: [
    ["default", "默认"],
    ["ocean", "海洋之心"],
    ["green", "绿荫草场"],
    ["white", "碰触纯白"],
  ],
  tabsBarStyle: [
    ["card", "卡片"],
    ["smart", "灵动"],
    ["smooth", "圆滑"],
  ],
  columnStyle: [
    ["vertical", "纵向"],
    ["horizontal", "横向"],
    ["card", "卡片"],
    ["arrow", "箭头"],
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
            保存
          </Button>
          <Button onClick={() => store.restoreDefaults()}>恢复默认</Button>
        </Space>
      }
    >
      <Form labelCol={{ span: 10 }} labelAlign="left" colon={false}>
        {select("layout", "布局", mobile)}
        {select("themeName", "主题")}
        {select("columnStyle", "分栏风格", settings.layout !== "column")}
        {select("tabsBarStyle", "标签风格")}
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

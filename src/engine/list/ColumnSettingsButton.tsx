import { Button, Checkbox, Popover, Space } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from "@ant-design/icons";
import { engineTexts } from "../texts.js";
import type { ColumnSettings } from "./use-column-settings.js";

/** The 列设置 popover: a checkbox per column to show or hide it, arrows to reorder, 重置. */
export function ColumnSettingsButton({ settings, titles }: { settings: ColumnSettings; titles: Map<string, string> }) {
  const last = settings.states.length - 1;
  const content = (
    <Space direction="vertical" size={4} data-testid="column-settings">
      {settings.states.map((s, i) => (
        <Space key={s.field} style={{ width: "100%", justifyContent: "space-between" }}>
          <Checkbox checked={s.visible} onChange={() => settings.toggle(s.field)}>
            {titles.get(s.field)}
          </Checkbox>
          <Space size={0}>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={`${engineTexts.columnUp} ${titles.get(s.field)}`}
              disabled={i === 0}
              onClick={() => settings.move(s.field, -1)}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={`${engineTexts.columnDown} ${titles.get(s.field)}`}
              disabled={i === last}
              onClick={() => settings.move(s.field, 1)}
            />
          </Space>
        </Space>
      ))}
      <Button size="small" block disabled={!settings.changed} onClick={settings.reset}>
        {engineTexts.reset}
      </Button>
    </Space>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" title={engineTexts.columnSettings}>
      <Button icon={<SettingOutlined />} title={engineTexts.columnSettings} aria-label={engineTexts.columnSettings} />
    </Popover>
  );
}

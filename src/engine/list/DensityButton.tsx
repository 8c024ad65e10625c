import { Button, Dropdown } from "antd";
import { ColumnHeightOutlined } from "@ant-design/icons";
import { engineTexts } from "../texts.js";
import type { Density } from "./column-settings.js";

const choices: { key: Density; label: string }[] = [
  { key: "large", label: engineTexts.densityLarge },
  { key: "middle", label: engineTexts.densityMiddle },
  { key: "small", label: engineTexts.densitySmall },
];

/** Row density: 默认 / 中等 / 紧凑. */
export function DensityButton({ density, onChange }: { density: Density; onChange(d: Density): void }) {
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        items: choices,
        selectable: true,
        selectedKeys: [density],
        onClick: ({ key }) => onChange(key as Density),
      }}
    >
      <Button icon={<ColumnHeightOutlined />} title={engineTexts.density} aria-label={engineTexts.density} />
    </Dropdown>
  );
}

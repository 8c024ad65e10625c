import { createElement } from "react";
import { Select, Space } from "antd";
import { icons } from "../../../shell/icons.js";

/** An icon of the shell's registry, each shown beside its name. */
export function IconSelect({
  value,
  onChange,
  label,
}: {
  value?: string;
  onChange(icon?: string): void;
  label: string;
}) {
  return (
    <Select
      aria-label={label}
      allowClear
      showSearch
      style={{ width: 200 }}
      value={value}
      onChange={onChange}
      options={Object.entries(icons).map(([name, Icon]) => ({
        value: name,
        label: (
          <Space>
            {createElement(Icon)}
            {name}
          </Space>
        ),
      }))}
      filterOption={(input, option) => String(option?.value ?? "").includes(input)}
    />
  );
}

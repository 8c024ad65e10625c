import { Select } from "antd";
import { PlusOutlined } from "@ant-design/icons";

/** A select of the fields not yet in a list, adding the one picked. */
export function AddRow({
  label,
  options,
  onAdd,
}: {
  label: string;
  options: { value: string; label: string }[];
  onAdd(field: string): void;
}) {
  return (
    <Select<string>
      aria-label={label}
      style={{ width: 260 }}
      placeholder={
        <>
          <PlusOutlined /> {label}
        </>
      }
      value={null}
      options={options}
      showSearch
      optionFilterProp="label"
      onChange={onAdd}
    />
  );
}

import { Select } from "antd";
import { useRoleOptions } from "./use-role-options.js";

interface Props {
  value?: string[];
  onChange(roles: string[]): void;
  label: string;
  placeholder?: string;
}

/** Several roles, picked from 权限管理's or typed. */
export function RolesSelect({ value, onChange, label, placeholder }: Props) {
  const options = useRoleOptions();
  return (
    <Select
      aria-label={label}
      mode="tags"
      style={{ minWidth: 260 }}
      value={value ?? []}
      options={options}
      placeholder={placeholder}
      onChange={onChange}
    />
  );
}

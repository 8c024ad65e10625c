import { Select } from "antd";
import type { Role } from "../api.js";
import { authorityTexts as tx } from "../texts.js";

/** An account's roles, several, each shown as `标题（标识）` and found by either. A form item's control. */
export function RolesSelect({ roles, ...field }: { roles: Role[]; value?: string[]; onChange?(v: string[]): void }) {
  return (
    <Select
      {...field}
      mode="multiple"
      allowClear
      placeholder={tx.rolesPlaceholder}
      optionFilterProp="label"
      options={roles.map((r) => ({ value: r.name, label: `${r.title}（${r.name}）` }))}
    />
  );
}

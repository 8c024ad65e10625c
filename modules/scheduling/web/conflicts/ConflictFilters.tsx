import { Segmented, Select, Space } from "antd";
import { useOptionList } from "../../../../src/app/use-option-list.js";
import type { ConflictQuery } from "./conflict-query.js";
import { conflictTexts as tx } from "./texts.js";

type Status = ConflictQuery["status"];

interface Props {
  value: ConflictQuery;
  /** A new filter: the list reads from its first page. */
  onChange(next: Pick<ConflictQuery, "status" | "campus_id">): void;
}

/** The conflict list's filters: 待处理 / 已处理 and the campus (every campus when none is chosen). */
export function ConflictFilters({ value, onChange }: Props) {
  const campuses = useOptionList("/v1/campus_name_list_class");
  return (
    <Space wrap size={16} style={{ marginBottom: 16 }}>
      <Segmented<Status>
        value={value.status}
        onChange={(status) => onChange({ status, campus_id: value.campus_id })}
        options={[
          { value: "open", label: tx.open },
          { value: "resolved", label: tx.resolved },
        ]}
      />
      <Space size={8}>
        <label htmlFor="conflict-campus">{tx.campus}</label>
        <Select<number>
          id="conflict-campus"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={tx.allCampuses}
          style={{ width: 180 }}
          value={value.campus_id}
          options={campuses.options}
          loading={campuses.loading}
          onChange={(campus_id) => onChange({ status: value.status, campus_id })}
        />
      </Space>
    </Space>
  );
}

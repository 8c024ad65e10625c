import { useState } from "react";
import { Select } from "antd";
import { useSettled } from "../../../../src/app/use-settled.js";
import { useOptionList, type SelectOption } from "../../../../src/app/use-option-list.js";

/** Where each kind of option comes from; students are many, so the server searches them by name. */
const SOURCES = {
  campus: { path: "/v1/campus_name_list_class", search: false, params: {} },
  teacher: { path: "/v1/lecturer_name_list_class", search: false, params: {} },
  student: { path: "/v1/check_student_name_list", search: true, params: {} },
  subject: { path: "/v1/category_list_class", search: false, params: { code: "xk" } },
} as const;

/** The kinds of option the timetable's selects offer. */
export type OptionSource = keyof typeof SOURCES;

interface Props {
  source: OptionSource;
  /** Teachers and students of this campus only. */
  campusId?: number;
  value?: number;
  onChange?(value: number | undefined): void;
  id?: string;
  "aria-label"?: string;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  style?: React.CSSProperties;
  /** Names known from elsewhere (an open slot's teacher, a filtered student's lessons). */
  known?: SelectOption[];
  /** Options before the list's (全部校区). */
  first?: SelectOption[];
}

/**
 * A select of campuses, teachers, students or subjects. The student list answers at most 50 names,
 * so typing asks the server; the name of a chosen or known person stays shown even when the
 * current answer does not hold it (otherwise the select would show a bare id).
 */
export function OptionSelect({ source, campusId, value, onChange, known = [], first = [], ...rest }: Props) {
  const spec = SOURCES[source];
  const [keyword, setKeyword] = useState("");
  const settled = useSettled(keyword.trim(), 300);
  const params: Record<string, unknown> = { ...spec.params };
  if (campusId && source !== "campus" && source !== "subject") params.campus_id = campusId;
  if (spec.search && settled) params.keyword = settled;
  const { options, loading } = useOptionList(spec.path, params);
  const [picked, setPicked] = useState<SelectOption[]>([]);
  const all = [...first, ...options];
  for (const extra of [...picked, ...known]) {
    if (!all.some((o) => o.value === extra.value)) all.push(extra);
  }

  return (
    <Select<number, SelectOption>
      {...rest}
      value={value}
      options={all}
      loading={loading}
      showSearch
      optionFilterProp="label"
      filterOption={spec.search ? false : undefined}
      onSearch={spec.search ? setKeyword : undefined}
      onChange={(next, option) => {
        if (option && !Array.isArray(option)) setPicked([option]);
        setKeyword("");
        onChange?.(next);
      }}
    />
  );
}

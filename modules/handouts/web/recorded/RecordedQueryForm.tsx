import { useEffect, useRef } from "react";
import { Form } from "antd";
import { defaultPlaceholder } from "../../../../src/engine/config/placeholder.js";
import { QueryForm } from "../../../../src/engine/query/QueryForm.js";
import type { QueryFieldResolved } from "../../../../src/engine/query/resolve-query-fields.js";
import { handoutTexts as tx } from "../texts.js";
import type { Filters } from "./notes-query.js";

interface Props {
  /** The filters in force (from the address): the form shows them. */
  value: Filters;
  onSearch(filters: Filters): void;
}

/** A select fed by an options endpoint (`{list: [{id, name}]}`), as a list page's config would name it. */
const select = (name: keyof Filters, label: string, url: string): QueryFieldResolved => ({
  name,
  label,
  record: { type: "integer", title: label },
  form: { field: name, options: { url } },
  required: false,
  widget: "select",
  operator: "eq",
  pointer: `/recorded/${name}`,
  placeholder: defaultPlaceholder("select", label),
});

/**
 * The recorded list's fields (spec §2): video name, subject, teacher, textbook and volume area. Every
 * teacher is offered, those on leave or gone too, since their videos stay.
 */
const FIELDS: QueryFieldResolved[] = [
  {
    name: "video_name",
    label: tx.videoName,
    record: { type: "string", title: tx.videoName },
    required: false,
    widget: "input",
    operator: "contains",
    pointer: "/recorded/video_name",
    placeholder: defaultPlaceholder("input", tx.videoName),
  },
  select("subject_id", tx.subject, "/v1/category_list_class?code=xk"),
  select("teacher_id", tx.teacher, "/v1/lecturer_name_list_class?all=true"),
  select("material_version_id", tx.textbook, "/v1/category_list_class?code=jc"),
  select("volume_area_id", tx.volumeArea, "/v1/category_list_class?code=jq"),
];

/**
 * The recorded list's query form: the query form of every list page (the engine's, labels above the
 * fields, 查询 with its icon, 重置), fed with this list's fields. Its query lives in the address in
 * this list's own words (`notes-query.ts`), which the server's endpoint takes as they are.
 */
export function RecordedQueryForm({ value, onSearch }: Props) {
  const [form] = Form.useForm<Filters>();

  // Back, forward or a shared link changes the filters: the form follows. Only a change does:
  // showing the tab again (which re-runs effects) keeps what was typed but not yet searched.
  const key = JSON.stringify(value);
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (applied.current === key) return;
    applied.current = key;
    form.resetFields();
    form.setFieldsValue(JSON.parse(key) as Filters);
  }, [form, key]);

  return (
    <div style={{ marginBottom: 8 }}>
      <QueryForm
        name="recorded-notes-query"
        fields={FIELDS}
        formProps={{ form, onFinish: (values: Filters) => onSearch(values) }}
        // A link filtering by a folded field opens the form unfolded, so the filter in force shows.
        active={new Set(Object.keys(value).filter((k) => value[k as keyof Filters] !== undefined))}
        onReset={() => onSearch({})}
      />
    </div>
  );
}

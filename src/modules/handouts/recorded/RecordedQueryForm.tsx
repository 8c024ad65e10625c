import { useEffect, useRef } from "react";
import { Button, Form, Input, Select, Space } from "antd";
import { fill, handoutTexts as tx } from "../texts.js";
import { useOptionList } from "../../../app/use-option-list.js";
import { VIDEO_NAME_MAX, type Filters } from "./notes-query.js";

interface Props {
  /** The filters in force (from the address): the form shows them. */
  value: Filters;
  onSearch(filters: Filters): void;
}

const select = (label: string) => ({
  allowClear: true,
  showSearch: true,
  optionFilterProp: "label",
  placeholder: fill(tx.selectPlaceholder, { label }),
  style: { width: 160 },
});

/**
 * The recorded list's query form (spec §2): video name, subject, teacher, textbook and volume
 * area, 查询 and 重置. The selects are fed by the options endpoints; every teacher is offered,
 * those on leave or gone too, since their videos stay.
 */
export function RecordedQueryForm({ value, onSearch }: Props) {
  const [form] = Form.useForm<Filters>();
  const subjects = useOptionList("/v1/category_list_class", { code: "xk" });
  const textbooks = useOptionList("/v1/category_list_class", { code: "jc" });
  const areas = useOptionList("/v1/category_list_class", { code: "jq" });
  const teachers = useOptionList("/v1/lecturer_name_list_class", { all: true });

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
    <Form form={form} layout="inline" onFinish={onSearch} style={{ rowGap: 12, marginBottom: 16 }}>
      <Form.Item name="video_name" label={tx.videoName}>
        <Input
          allowClear
          maxLength={VIDEO_NAME_MAX}
          placeholder={fill(tx.inputPlaceholder, { label: tx.videoName })}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="subject_id" label={tx.subject}>
        <Select {...select(tx.subject)} options={subjects.options} loading={subjects.loading} />
      </Form.Item>
      <Form.Item name="teacher_id" label={tx.teacher}>
        <Select {...select(tx.teacher)} options={teachers.options} loading={teachers.loading} />
      </Form.Item>
      <Form.Item name="material_version_id" label={tx.textbook}>
        <Select {...select(tx.textbook)} options={textbooks.options} loading={textbooks.loading} />
      </Form.Item>
      <Form.Item name="volume_area_id" label={tx.volumeArea}>
        <Select {...select(tx.volumeArea)} options={areas.options} loading={areas.loading} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {tx.search}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {tx.reset}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

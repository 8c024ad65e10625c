import { useState } from "react";
import { App, Form, Modal, Select } from "antd";
import { HttpError } from "../../../../src/app/http/http-error.js";
import type { NoteRow } from "../api.js";
import { handoutTexts as tx } from "../texts.js";
import { useHandoutApi } from "../use-handout-api.js";
import { useOptionList } from "../../../../src/app/use-option-list.js";

interface Props {
  /** The video to link; the dialog is open while there is one. */
  row: NoteRow;
  onClose(): void;
  onLinked(): void;
}

interface Values {
  handout_id?: number;
  task_id?: number;
}

/**
 * 添加讲义 (spec §2, §5): a handout and a homework of the video's subject, both required. The
 * server checks the link first (`set_handout`, which names the wrong part on its field), then
 * `relation_lecture_notes` commits it: 添加成功, or 添加失败.
 */
export function AddHandoutDialog({ row, onClose, onLinked }: Props) {
  const api = useHandoutApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const handouts = useOptionList("/v1/all_handout_list", { type: 1, subject_id: row.subject_id }, "handouts");
  const homework = useOptionList("/v1/all_handout_list", { type: 2, subject_id: row.subject_id }, "handouts");
  const select = { showSearch: true, optionFilterProp: "label", allowClear: true } as const;

  const submit = async () => {
    const values = await form.validateFields();
    const body = { video_id: row.video_id, handout_id: values.handout_id!, task_id: values.task_id! };
    setSaving(true);
    try {
      await api.checkLink(body);
      await api.link(body);
      void message.success(tx.added);
      onLinked();
    } catch (err) {
      const errors = err instanceof HttpError ? (err.errors ?? {}) : {};
      form.setFields(
        (["handout_id", "task_id"] as const).filter((f) => errors[f]).map((f) => ({ name: f, errors: [errors[f]] })),
      );
      void message.error(tx.addFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`${tx.addHandout}：${row.video_name}`}
      okText={tx.ok}
      cancelText={tx.cancel}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="handout_id" label={tx.handout} rules={[{ required: true, message: tx.chooseHandout }]}>
          <Select {...select} placeholder={tx.chooseHandout} options={handouts.options} loading={handouts.loading} />
        </Form.Item>
        <Form.Item name="task_id" label={tx.homework} rules={[{ required: true, message: tx.chooseHomework }]}>
          <Select {...select} placeholder={tx.chooseHomework} options={homework.options} loading={homework.loading} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

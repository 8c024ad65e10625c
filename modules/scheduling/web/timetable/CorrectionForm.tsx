import { App, Button, Form, Input, Select, Space, Typography } from "antd";
import { useFormSubmit } from "../../../../src/app/use-form-submit.js";
import type { LessonActionProps } from "./lesson-form.js";
import { useScheduleApi } from "../use-schedule-api.js";
import { fill, timetableTexts as tx } from "./texts.js";

interface Values {
  duration: number;
  reason: string;
}

/** The lengths a lesson may really have had; 0: it did not take place (removed, its hours given back). */
const LENGTHS = [0, 15, 30, 45, 60].map((m) => ({
  value: m,
  label: m ? fill(tx.minutesShort, { count: m }) : tx.correctionNone,
}));

/**
 * 课时更正 (admins only): the one way to change a lesson that has started. The admin states the
 * minutes really taught and why; the server moves the difference on the campus's 课时余额 and keeps
 * the reason in the operation log.
 */
export function CorrectionForm({ lesson, onDone, onCancel }: LessonActionProps) {
  const api = useScheduleApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { saving, checkAndSend } = useFormSubmit(
    form,
    async (values) => {
      await api.correctLesson(lesson.id, { ...values, reason: values.reason.trim() });
      void message.success(tx.corrected);
      onDone();
    },
    (text) => void message.error(text),
  );

  return (
    <Form
      form={form}
      layout="vertical"
      size="small"
      style={{ width: 260 }}
      initialValues={{ duration: lesson.duration }}
    >
      <Typography.Paragraph type="secondary">{tx.correctionHint}</Typography.Paragraph>
      <Form.Item
        name="duration"
        label={tx.correctionDuration}
        rules={[{ required: true, message: tx.correctionDuration }]}
      >
        <Select options={LENGTHS} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={tx.correctionReason}
        rules={[
          { required: true, whitespace: true, message: tx.correctionReasonRequired },
          { max: 200, message: tx.correctionReasonMax },
        ]}
      >
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
      <Space>
        <Button type="primary" danger loading={saving} onClick={() => void checkAndSend()}>
          {tx.correction}
        </Button>
        <Button onClick={onCancel}>{tx.cancel}</Button>
      </Space>
    </Form>
  );
}

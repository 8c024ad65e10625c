import { App, Button, Form, Select, Space } from "antd";
import { HttpError } from "../../../../src/app/http/http-error.js";
import { useScheduleApi } from "../use-schedule-api.js";
import { ClashAlert } from "./ClashAlert.js";
import { DateField } from "./DateField.js";
import { durationOptions, rules, timeOptions, type LessonActionProps } from "./lesson-form.js";
import { useLessonSave } from "./use-lesson-save.js";
import { todayText } from "./timetable-params.js";
import { timetableTexts as tx } from "./texts.js";
import { useTimeZone } from "../../../../src/app/locale/business-time.js";

interface Values {
  date: string;
  time: string;
  duration: number;
}

const FIELDS = { date: "date", time: "time", duration: "duration" } as const;

/** The server's "与原数据一致，无需修改": the lesson already is where the form puts it. */
const UNCHANGED = "10100";

/**
 * 调课: a future lesson moved to another day, time or length. The server checks the move like a new
 * lesson (past days 15022, clashes 15031–15033), so its refusals show the same way as in 单次排课.
 * Saved unchanged, it says so instead of 调课成功.
 */
export function RescheduleForm({ lesson, onDone, onCancel }: LessonActionProps) {
  const zone = useTimeZone();
  const api = useScheduleApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const duration = Form.useWatch("duration", form) ?? lesson.duration;
  const { saving, clash, setClash, submit } = useLessonSave(form, FIELDS, async (values, accept) => {
    // Saved as it was: nothing to move, so nothing is sent (the server would answer 10100 and write nothing).
    if (values.date === lesson.date && values.time === lesson.time && values.duration === lesson.duration) {
      void message.info(tx.unchanged);
      return;
    }
    try {
      await api.updateLesson(lesson.id, { ...values, ...(accept ? { accept_conflicts: true } : {}) });
    } catch (error) {
      // Someone else moved it here meanwhile: still no change, not a failure.
      if (error instanceof HttpError && String(error.code) === UNCHANGED) return void message.info(tx.unchanged);
      throw error;
    }
    void message.success(tx.rescheduled);
    onDone();
  });

  return (
    <Form
      form={form}
      layout="vertical"
      size="small"
      style={{ width: 260 }}
      initialValues={{ date: lesson.date, time: lesson.time, duration: lesson.duration }}
      onValuesChange={() => setClash(null)}
    >
      {clash && <ClashAlert clash={clash} saving={saving} onAccept={() => submit(true)} />}
      <Form.Item name="date" label={tx.date} rules={rules.required(tx.chooseDate)}>
        <DateField min={todayText(zone)} />
      </Form.Item>
      <Space.Compact block>
        <Form.Item
          name="time"
          label={tx.classTime}
          rules={rules.time(duration)}
          dependencies={["duration"]}
          style={{ flex: 1 }}
        >
          <Select options={timeOptions(duration)} />
        </Form.Item>
        <Form.Item name="duration" label={tx.duration} style={{ flex: 1 }}>
          <Select options={durationOptions} />
        </Form.Item>
      </Space.Compact>
      <Space>
        <Button type="primary" loading={saving} onClick={() => submit(false)}>
          {tx.save}
        </Button>
        <Button onClick={onCancel}>{tx.cancel}</Button>
      </Space>
    </Form>
  );
}

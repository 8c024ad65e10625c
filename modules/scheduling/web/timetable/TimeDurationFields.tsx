import { Col, Form, Select } from "antd";
import { durationOptions, rules, timeOptions } from "./lesson-form.js";
import { timetableTexts as tx } from "./texts.js";

/**
 * 上课时间 and 时长 of the scheduling dialogs, a column each: the times offered (08:30–18:30 every
 * 15 minutes) end by 18:30 for the chosen `duration`, and the time is re-checked when it changes.
 */
export function TimeDurationFields({ duration }: { duration?: number }) {
  return (
    <>
      <Col span={8}>
        <Form.Item name="time" label={tx.classTime} rules={rules.time(duration)} dependencies={["duration"]}>
          <Select placeholder={tx.chooseTime} options={timeOptions(duration)} showSearch />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="duration" label={tx.duration} rules={rules.required(tx.chooseDuration)}>
          <Select options={durationOptions} />
        </Form.Item>
      </Col>
    </>
  );
}

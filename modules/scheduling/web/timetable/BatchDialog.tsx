import { App, Checkbox, Col, Form, Input, InputNumber, Modal, Radio, Row } from "antd";
import { MAX_LESSONS } from "../../common/index.js";
import { useScheduleApi } from "../use-schedule-api.js";
import { BatchPreview } from "./BatchPreview.js";
import { CampusHours } from "./CampusHours.js";
import { clashReasons } from "./ClashAlert.js";
import { DateField } from "./DateField.js";
import {
  BATCH_FIELDS,
  REMARK_MAX,
  TITLE_MAX,
  batchBody,
  peopleOfOtherCampus,
  rules,
  type BatchValues,
  type KnownPeople,
  type LessonContext,
} from "./lesson-form.js";
import { PartyField } from "./PartyField.js";
import { TimeDurationFields } from "./TimeDurationFields.js";
import { useLessonSave } from "./use-lesson-save.js";
import { todayText } from "./timetable-params.js";
import { fill, timetableTexts as tx, weekdayNames } from "./texts.js";
import { useTimeZone } from "../../../../src/app/locale/business-time.js";

interface Props {
  initial?: BatchValues;
  context: LessonContext;
  known?: KnownPeople;
  onClose(): void;
  onDone(): void;
}

const weekdayOptions = weekdayNames.map((label, i) => ({ label, value: i + 1 }));

/** The end date may not come before the start (15026), said before the server says it. */
const endAfterStart = ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
  validator: async (_: unknown, end?: string) => {
    const start = getFieldValue("start_date");
    if (end && typeof start === "string" && end < start) throw new Error(tx.endBeforeStart);
  },
});

/**
 * 批量排课 (spec §2, design.md §8): lessons from a start date on chosen weekdays, weekly or every
 * other week, ending after N lessons or on a date. The server previews the plan as it is filled in
 * (count and clashes); a save that clashes (15015) asks once more and saves with `accept_conflicts`.
 */
export function BatchDialog({ initial, context, known, onClose, onDone }: Props) {
  const zone = useTimeZone();
  const api = useScheduleApi();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<BatchValues>();
  const values = Form.useWatch([], form) as BatchValues | undefined;
  const endMode = values?.end_mode ?? initial?.end_mode ?? "count";
  const campusId = values?.campus_id ?? initial?.campus_id ?? context.campus_id;

  const { saving, submit } = useLessonSave(
    form,
    BATCH_FIELDS,
    async (values, accept) => {
      const body = batchBody(values, context, accept);
      if (!body) return;
      const saved = await api.saveBatch(body);
      void message.success(fill(tx.batchOk, { count: saved.created }));
      onDone();
    },
    // A batch's clashes are many: they are listed in a question, and 仍然保存 saves them all.
    (clash, retry) =>
      modal.confirm({
        title: tx.clashTitle,
        content: (
          <>
            <p>{fill(tx.batchConflictConfirm, { count: clash.conflictCount })}</p>
            <ul style={{ paddingLeft: 18 }}>
              {clashReasons(clash).map((reason, i) => (
                <li key={i}>{reason}</li>
              ))}
            </ul>
          </>
        ),
        okText: tx.saveAnyway,
        cancelText: tx.cancel,
        onOk: retry,
      }),
  );

  return (
    <Modal
      open
      width={760}
      title={tx.batch}
      okText={tx.save}
      cancelText={tx.cancel}
      confirmLoading={saving}
      onOk={() => submit(false)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ end_mode: "count", repeat: "weekly", duration: 60, campus_id: context.campus_id, ...initial }}
        onValuesChange={(changed: Partial<BatchValues>) => {
          const cleared = peopleOfOtherCampus(changed);
          if (cleared) form.setFieldsValue(cleared);
        }}
      >
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="start_date" label={tx.startDate} rules={rules.required(tx.chooseStartDate)}>
              <DateField min={todayText(zone)} placeholder={tx.chooseStartDate} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="end_mode" label={tx.endMode}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: "count", label: tx.byCount },
                  { value: "date", label: tx.byDate },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            {endMode === "count" ? (
              <Form.Item
                name="count"
                label={tx.lessonCount}
                rules={rules.count}
                extra={fill(tx.countLimit, { max: MAX_LESSONS })}
              >
                {/* No min or max on the input: it would turn 0 into 1 and 500 into 200 on blur, unsaid.
                    The rule says what the limit is instead. */}
                <InputNumber precision={0} style={{ width: "100%" }} />
              </Form.Item>
            ) : (
              <Form.Item
                name="end_date"
                label={tx.endDate}
                dependencies={["start_date"]}
                rules={[...rules.required(tx.chooseEndDate), endAfterStart]}
              >
                <DateField min={values?.start_date ?? todayText(zone)} placeholder={tx.chooseEndDate} />
              </Form.Item>
            )}
          </Col>
          <Col span={8}>
            <Form.Item name="repeat" label={tx.repeat}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: "weekly", label: tx.weekly },
                  { value: "biweekly", label: tx.biweekly },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item name="weekdays" label={tx.lessonWeekdays} rules={rules.required(tx.chooseWeekdays)}>
              <Checkbox.Group options={weekdayOptions} />
            </Form.Item>
          </Col>
          <TimeDurationFields duration={values?.duration} />
          <PartyField kind="campus" fixed={!!context.slot_id} known={known} />
          <PartyField kind="teacher" campusId={campusId} known={known} />
          <PartyField kind="student" campusId={campusId} known={known} />
          <PartyField kind="subject" />
          <Col span={8}>
            <Form.Item name="title" label={tx.courseTitle} rules={rules.title(tx.enterTitle)}>
              <Input maxLength={TITLE_MAX} placeholder={tx.enterTitle} />
            </Form.Item>
          </Col>
          <CampusHours campusId={campusId} />
        </Row>
        <Form.Item name="remark" label={tx.remark} rules={rules.remark}>
          <Input.TextArea maxLength={REMARK_MAX} showCount autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
      </Form>
      <BatchPreview body={values ? batchBody(values, context) : null} />
    </Modal>
  );
}

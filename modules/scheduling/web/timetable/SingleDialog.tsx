import { App, Col, Form, Input, Modal, Row } from "antd";
import { useScheduleApi } from "../use-schedule-api.js";
import { CampusHours } from "./CampusHours.js";
import { ClashAlert } from "./ClashAlert.js";
import { DateField } from "./DateField.js";
import {
  REMARK_MAX,
  SINGLE_FIELDS,
  TITLE_MAX,
  peopleOfOtherCampus,
  rules,
  singleBody,
  type KnownPeople,
  type LessonContext,
  type SingleValues,
} from "./lesson-form.js";
import { PartyField } from "./PartyField.js";
import { TimeDurationFields } from "./TimeDurationFields.js";
import { useLessonSave } from "./use-lesson-save.js";
import { todayText } from "./timetable-params.js";
import { timetableTexts as tx } from "./texts.js";
import { useTimeZone } from "../../../../src/app/locale/business-time.js";

interface Props {
  initial?: SingleValues;
  context: LessonContext;
  /** Names of prefilled people, shown before (or without) the option lists holding them. */
  known?: KnownPeople;
  onClose(): void;
  /** Saved: the page closes the dialog and reloads the timetable. */
  onDone(): void;
}

/**
 * 单次排课 (spec §2, design.md §8): one lesson, optionally in place of an open slot. The rules mirror
 * the server's so an empty form sends nothing; a server refusal lands on the field it names, and a
 * clash (15031–15033) shows its reason with 仍然保存.
 */
export function SingleDialog({ initial, context, known, onClose, onDone }: Props) {
  const zone = useTimeZone();
  const api = useScheduleApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<SingleValues>();
  const duration = Form.useWatch("duration", form);
  const campusId = Form.useWatch("campus_id", form) ?? context.campus_id;
  const { saving, clash, setClash, submit } = useLessonSave(form, SINGLE_FIELDS, async (values, accept) => {
    await api.createLesson(singleBody(values, context, accept));
    void message.success(tx.scheduledOk);
    onDone();
  });

  return (
    <Modal
      open
      width={680}
      title={tx.single}
      okText={tx.save}
      cancelText={tx.cancel}
      confirmLoading={saving}
      onOk={() => submit(false)}
      onCancel={onClose}
      destroyOnHidden
    >
      {clash && <ClashAlert clash={clash} saving={saving} onAccept={() => submit(true)} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ duration: 60, campus_id: context.campus_id, ...initial }}
        onValuesChange={(changed: Partial<SingleValues>) => {
          setClash(null);
          const cleared = peopleOfOtherCampus(changed);
          if (cleared) form.setFieldsValue(cleared);
        }}
      >
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="date" label={tx.lessonDate} rules={rules.required(tx.chooseDate)}>
              <DateField min={todayText(zone)} placeholder={tx.chooseDate} />
            </Form.Item>
          </Col>
          <TimeDurationFields duration={duration} />
          <PartyField kind="campus" fixed={!!context.slot_id} known={known} />
          <PartyField kind="student" campusId={campusId} known={known} />
          <PartyField kind="subject" />
          <PartyField kind="teacher" campusId={campusId} known={known} />
          <CampusHours campusId={campusId} cost={duration ? duration / 60 : undefined} />
        </Row>
        <Form.Item name="title" label={tx.courseTitle} rules={rules.title(tx.enterTitle)}>
          <Input maxLength={TITLE_MAX} showCount placeholder={tx.enterTitle} />
        </Form.Item>
        <Form.Item name="remark" label={tx.remark} rules={rules.remark}>
          <Input.TextArea maxLength={REMARK_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

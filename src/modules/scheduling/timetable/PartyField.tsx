import { Col, Form } from "antd";
import { rules, type KnownPeople, type LessonContext } from "./lesson-form.js";
import { OptionSelect } from "./OptionSelect.js";
import { timetableTexts as tx } from "./texts.js";

const FIELDS = {
  teacher: { name: "teacher_id", label: tx.teacher, message: tx.chooseTeacher },
  student: { name: "student_id", label: tx.student, message: tx.chooseStudent },
  subject: { name: "subject_id", label: tx.subject, message: tx.chooseSubject },
} as const;

/**
 * 讲师, 学生 or 学科 of a scheduling form: required, its options from the lesson's campus (a subject
 * belongs to no campus), and the names already known (an open slot's teacher) shown before the
 * options arrive. Both dialogs lay these out in their own order.
 */
export function PartyField({
  kind,
  context,
  known,
}: {
  kind: keyof typeof FIELDS;
  context: LessonContext;
  known?: KnownPeople;
}) {
  const field = FIELDS[kind];
  return (
    <Col span={8}>
      <Form.Item name={field.name} label={field.label} rules={rules.required(field.message)}>
        {kind === "subject" ? (
          <OptionSelect source="subject" placeholder={field.message} />
        ) : (
          <OptionSelect source={kind} campusId={context.campus_id} known={known?.[kind]} placeholder={field.message} />
        )}
      </Form.Item>
    </Col>
  );
}

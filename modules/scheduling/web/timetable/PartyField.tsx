import { Col, Form } from "antd";
import { rules, type KnownPeople } from "./lesson-form.js";
import { OptionSelect } from "./OptionSelect.js";
import { timetableTexts as tx } from "./texts.js";

const FIELDS = {
  campus: { name: "campus_id", label: tx.campus, message: tx.chooseCampus },
  teacher: { name: "teacher_id", label: tx.teacher, message: tx.chooseTeacher },
  student: { name: "student_id", label: tx.student, message: tx.chooseStudent },
  subject: { name: "subject_id", label: tx.subject, message: tx.chooseSubject },
} as const;

/**
 * 校区, 讲师, 学生 or 学科 of a scheduling form, required. Teachers and students are offered for the
 * chosen campus only, and not before one is chosen: a lesson's teacher and student must both belong
 * to its campus (15016, 11005), so the form offers no pair the server would refuse. A subject belongs
 * to no campus. `fixed` shows a value that may not change (an open slot's campus). The dialogs lay
 * these out in their own order.
 */
export function PartyField({
  kind,
  campusId,
  fixed,
  known,
}: {
  kind: keyof typeof FIELDS;
  /** The campus chosen in the form, for 讲师 and 学生. */
  campusId?: number;
  fixed?: boolean;
  known?: KnownPeople;
}) {
  const field = FIELDS[kind];
  const ofCampus = kind === "teacher" || kind === "student";
  const waiting = ofCampus && !campusId;
  return (
    <Col span={8}>
      <Form.Item name={field.name} label={field.label} rules={rules.required(field.message)}>
        <OptionSelect
          source={kind}
          campusId={ofCampus ? campusId : undefined}
          // An open slot's campus and teacher show by name before (or without) the options holding them.
          known={kind === "subject" ? undefined : known?.[kind]}
          disabled={fixed || waiting}
          placeholder={waiting ? tx.campusFirst : field.message}
        />
      </Form.Item>
    </Col>
  );
}

import { AppError } from "../../../mock-server/plugins/errors.js";
import {
  DURATIONS,
  RecurrenceError,
  generateDates,
  isDate,
  isTime,
  moment,
  withinDay,
  type Recurrence,
} from "../common/index.js";
import type { PeopleRepository } from "./people.js";
import type { BatchBody, SingleBody } from "./schemas.js";

/** A 15xxx (or 11xxx) refusal with the message on the form field it concerns. */
export const refuse = (code: number, field: string, message: string, status = 400) =>
  new AppError(code, status, { errors: { [field]: message } }, message);

/** Who and what a lesson is about, checked against the config-driven tables. */
export interface Parties {
  campus_id: number;
  teacher_id: number;
  student_id: number;
  subject_id: number;
  teacher: string;
  student: string;
  subject: string;
}

export const TITLE_MAX = 50;
export const REMARK_MAX = 200;

/**
 * Teacher, student, subject and campus of a lesson (spec §8 codes): each must exist; the teacher
 * must be in post (在职); the lesson's campus is the teacher's unless given, and must then be the
 * teacher's (15016); the student must belong to it (11005).
 */
export async function checkParties(
  people: PeopleRepository,
  b: Pick<SingleBody, "campus_id" | "teacher_id" | "student_id" | "subject_id">,
): Promise<Parties> {
  const teacher = b.teacher_id ? await people.teacher(b.teacher_id) : undefined;
  if (!teacher) throw refuse(15005, "teacher_id", b.teacher_id ? "讲师不存在" : "请选择讲师");
  if (teacher.working_state !== 1) throw refuse(11009, "teacher_id", `讲师「${teacher.name}」不在职，不能排课`);
  const student = b.student_id ? await people.student(b.student_id) : undefined;
  if (!student) throw refuse(15024, "student_id", b.student_id ? "学生不存在" : "请选择学生");
  const subject = b.subject_id ? await people.subject(b.subject_id) : undefined;
  if (!subject) throw refuse(15006, "subject_id", b.subject_id ? "学科不存在" : "请选择学科");
  const campusId = b.campus_id ?? teacher.campus_id;
  if (!campusId || !(await people.campus(campusId))) throw refuse(15011, "campus_id", "校区不存在");
  if (teacher.campus_id !== campusId) throw refuse(15016, "teacher_id", `讲师「${teacher.name}」不属于所选校区`);
  if (student.campus_id !== campusId)
    throw refuse(11005, "student_id", `学生「${student.name}」不属于所选校区，不能跨校区排课`);
  return {
    campus_id: campusId,
    teacher_id: teacher.id,
    student_id: student.id,
    subject_id: subject.id,
    teacher: teacher.name,
    student: student.name,
    subject: subject.name,
  };
}

/** Time of day and length: 15012 empty, 15013 outside 08:30–18:30 or off the 15-minute steps, 15014 length. */
export function checkTime(time: string | undefined, duration: number | undefined): { time: string; duration: number } {
  if (!time) throw refuse(15012, "time", "请选择上课时间");
  if (!(DURATIONS as readonly number[]).includes(duration ?? 0))
    throw refuse(15014, "duration", "课程时长只能为15、30、45或60分钟");
  if (!isTime(time) || !withinDay(time, duration!))
    throw refuse(15013, "time", "上课时间须在08:30至18:30之间（15分钟一档），且须在18:30前结束");
  return { time, duration: duration! };
}

/** Title (15028 empty, 15029 too long) and remark (15030). */
export function checkTexts(title: string | undefined, remark: string | undefined): { title: string; remark: string } {
  const t = (title ?? "").trim();
  if (!t) throw refuse(15028, "title", "请输入课程标题");
  if ([...t].length > TITLE_MAX) throw refuse(15029, "title", `课程标题不能超过${TITLE_MAX}个字符`);
  const r = (remark ?? "").trim();
  if ([...r].length > REMARK_MAX) throw refuse(15030, "remark", `备注不能超过${REMARK_MAX}个字符`);
  return { title: t, remark: r };
}

/** A start moment that is a real date and not already past (15001). */
export function checkStart(date: string | undefined, time: string, now: string, field = "date"): string {
  if (!date || !isDate(date)) throw refuse(15001, field, "开始日期无效或为空");
  const start = moment(date, time);
  if (start < now) throw refuse(15001, field, "上课时间已过，请选择之后的时间");
  return start;
}

/** The dates of a batch (recurrence.ts), its errors as 15xxx on their fields. */
export function batchDates(b: BatchBody, today: string): string[] {
  const end =
    b.end_mode === "count"
      ? { mode: "count" as const, count: b.count ?? 0 }
      : b.end_mode === "date"
        ? { mode: "date" as const, endDate: b.end_date ?? "" }
        : ({ mode: b.end_mode } as unknown as Recurrence["end"]);
  try {
    const dates = generateDates({
      startDate: b.start_date ?? "",
      weekdays: b.weekdays ?? [],
      repeat: b.repeat as Recurrence["repeat"],
      end,
    });
    if (b.start_date && b.start_date < today) throw refuse(15001, "start_date", "开始日期不能早于今天");
    return dates;
  } catch (err) {
    if (err instanceof RecurrenceError) throw refuse(err.code, err.field, err.message);
    throw err;
  }
}

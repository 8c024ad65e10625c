import { arrayOf, idAnswer, int, nullable, num, object, pageOf, str } from "../../../mock-server/openapi/answers.js";

/**
 * `data` of the schedule routes' 200 answers (routes.ts), kept beside the document's
 * other answers while the module's own files change: move it to the module's schemas.ts when they settle.
 */
type Schema = Record<string, unknown>;

/** A lesson as the screens show it (modules/scheduling/common/lesson.ts `Lesson`). */
const lesson = object({
  id: int,
  status: { type: "integer", enum: [0, 1, 2], description: "0 已上课，1 待上课，2 预留时段" },
  date: str,
  time: str,
  range: { type: "string", description: "09:00-09:45" },
  start_at: str,
  end_at: str,
  duration: { type: "integer", description: "分钟" },
  campus_id: int,
  campus: str,
  teacher_id: int,
  teacher: str,
  student_id: nullable(int),
  student: str,
  subject_id: nullable(int),
  subject: str,
  title: str,
  remark: str,
  batch_id: nullable(str),
});

/** A clash a write found and saved as a conflict (clashes.ts). */
const clash = object({
  index: int,
  kind: { type: "string", enum: ["teacher", "student", "leave"] },
  code: { type: "integer", enum: [15031, 15032, 15033] },
  reason: str,
  other_lesson_id: nullable(int),
  leave_id: nullable(int),
});

/** A conflict as its list shows it. */
const conflictProps = {
  id: int,
  lesson_id: int,
  kind: { type: "string", enum: ["teacher", "student", "leave"] },
  campus: str,
  student: str,
  teacher: str,
  subject: str,
  conflict_time: str,
  detected_at: str,
  wait_minutes: int,
  wait: str,
  reason: str,
  resolved_at: nullable(str),
  resolution: { type: ["string", "null"], enum: ["rescheduled", "deleted", null] },
};

const week = object({ start: str, end: str });
const person = object({ id: int, name: str, lessons: arrayOf(lesson) });

export const scheduleResponses: Record<string, Schema> = {
  // The timetable's shape is being reworked (lessons with ids plus name maps): any object until it settles.
  "GET /v1/schedule/timetable": { type: "object", description: "课表：按周或按日，按讲师、学生或校区分行" },
  "GET /v1/schedule/campus-hours": object({ campus_id: int, campus: str, hours_balance: nullable(num) }),
  "GET /v1/schedule/lessons/:id": lesson,
  "POST /v1/schedule/lessons": object({ lesson, conflicts: arrayOf(clash) }),
  "PUT /v1/schedule/lessons/:id": lesson,
  "DELETE /v1/schedule/lessons/:id": idAnswer,
  "POST /v1/schedule/batch/preview": object({
    lessons: arrayOf(object({ date: str, time: str, range: str })),
    count: int,
    conflicts: arrayOf({
      ...clash,
      required: [...(clash.required as string[]), "date"],
      properties: { ...(clash.properties as Schema), date: str },
    }),
    conflict_count: int,
    hours: num,
    campus_id: int,
    campus: nullable(str),
    hours_balance: nullable(num),
  }),
  "POST /v1/schedule/batch": object({
    batch_id: str,
    created: int,
    conflict_count: int,
    ids: arrayOf(int),
    hours: num,
  }),
  "POST /v1/schedule/lessons/:id/correction": object({
    lesson,
    hours_change: num,
    hours_balance: nullable(num),
  }),
  "GET /v1/schedule/conflicts": pageOf(object(conflictProps)),
  "GET /v1/schedule/conflicts/:id": object({ ...conflictProps, grade: str, lesson }),
  "GET /v1/schedule/conflicts/:id/slots": object({
    range: week,
    days: arrayOf(str),
    duration: int,
    teacher: person,
    student: { ...person, type: ["object", "null"] },
    free: arrayOf(object({ date: str, times: arrayOf(str) })),
  }),
  "POST /v1/schedule/conflicts/:id/reschedule": lesson,
  "POST /v1/schedule/conflicts/:id/delete-notify": object({ lesson_id: int }),
};

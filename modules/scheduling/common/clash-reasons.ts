import { defineTexts, translate } from "../../../src/common/i18n.js";
import { timeRange } from "./time.js";

/**
 * A clash's reason in words, as the server stores it with the conflict (Chinese, the original's field)
 * and as both sides read it in English: the texts are registry templates, so `toLocale` turns a stored
 * reason into the reader's language, names and leave notes kept as they were typed.
 */
defineTexts(
  "clashReasons",
  {
    leave: "讲师「{teacher}」在该时段请假",
    leaveNote: "讲师「{teacher}」在该时段请假（{note}）",
    teacherBusy: "讲师「{teacher}」在该时段已有课程（{day} {time} {whom}）",
    studentBusy: "学生「{student}」在该时段已有课程（{day} {time} {whom}）",
    withStudent: "学生「{student}」",
    withTeacher: "讲师「{teacher}」",
    openSlot: "预留时段",
    thisBooking: "本次排课",
    day: "{month}月{date}日",
  },
  {
    leave: "Lecturer “{teacher}” is on leave at this time",
    leaveNote: "Lecturer “{teacher}” is on leave at this time ({note})",
    teacherBusy: "Lecturer “{teacher}” already has a lesson at this time ({day} {time}, {whom})",
    studentBusy: "Student “{student}” already has a lesson at this time ({day} {time}, {whom})",
    withStudent: "student “{student}”",
    withTeacher: "lecturer “{teacher}”",
    openSlot: "a reserved slot",
    thisBooking: "this booking",
    day: "{month}/{date}",
  },
);

/** Stored reasons are Chinese whatever the language of the request that made them. */
const zh = (key: string, params?: Record<string, unknown>) => translate(`clashReasons.${key}`, params, "zh-CN")!;

/** The day and time of a lesson in a reason: 11月28日 09:30-10:15. */
const slot = (start: string, duration: number) => {
  const [date, time] = start.split(" ");
  return {
    day: zh("day", { month: Number(date.slice(5, 7)), date: Number(date.slice(8, 10)) }),
    time: timeRange(time, duration),
  };
};

/** What the other lesson of a clash is: a student's lesson, a teacher's, a reserved slot, or one of this booking. */
export type ClashWith =
  | { kind: "student"; name: string }
  | { kind: "teacher"; name: string }
  | { kind: "openSlot" }
  | { kind: "thisBooking" };

const whom = (other: ClashWith) =>
  other.kind === "student"
    ? zh("withStudent", { student: other.name })
    : other.kind === "teacher"
      ? zh("withTeacher", { teacher: other.name })
      : zh(other.kind);

export const clashReason = {
  /** The teacher is on leave then; `note` is the leave's own reason, if any. */
  leave: (teacher: string, note: string) => (note ? zh("leaveNote", { teacher, note }) : zh("leave", { teacher })),
  /** The teacher has another lesson (`start`, `duration`) then. */
  teacherBusy: (teacher: string, start: string, duration: number, other: ClashWith) =>
    zh("teacherBusy", { teacher, ...slot(start, duration), whom: whom(other) }),
  /** The student has another lesson then. */
  studentBusy: (student: string, start: string, duration: number, other: ClashWith) =>
    zh("studentBusy", { student, ...slot(start, duration), whom: whom(other) }),
};

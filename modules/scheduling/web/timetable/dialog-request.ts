import { weekdayOf } from "../../common/index.js";
import type { TimetableLesson, MonthTimetable, WeekTimetable } from "../api.js";
import type { BatchValues, KnownPeople, LessonContext, SingleValues } from "./lesson-form.js";

/** Which scheduling dialog is open, and what it starts with. */
export type DialogRequest =
  | { kind: "single"; initial?: SingleValues; context: LessonContext; known?: KnownPeople }
  | { kind: "batch"; initial?: BatchValues; context: LessonContext; known?: KnownPeople };

/**
 * A dialog scheduling into an open slot: the slot's teacher, day, time and length, and its id, so
 * the lesson takes the slot's place instead of clashing with it. A batch repeats on the slot's weekday.
 */
export function dialogFromSlot(kind: DialogRequest["kind"], slot: TimetableLesson): DialogRequest {
  const context: LessonContext = { slot_id: slot.id, campus_id: slot.campus_id };
  const known: KnownPeople = {
    campus: [{ value: slot.campus_id, label: slot.campus }],
    teacher: [{ value: slot.teacher_id, label: slot.teacher }],
  };
  const common = { time: slot.time, duration: slot.duration, teacher_id: slot.teacher_id };
  return kind === "single"
    ? { kind, context, known, initial: { ...common, date: slot.date } }
    : { kind, context, known, initial: { ...common, start_date: slot.date, weekdays: [weekdayOf(slot.date)] } };
}

/** A student's name as the timetable shows it, for a filter whose options may not hold that student. */
export function studentNameIn(data: WeekTimetable | MonthTimetable, id: number): string | undefined {
  const lessons = data.mode === "week" ? data.rows.flatMap((r) => r.lessons) : data.days.flatMap((d) => d.lessons);
  return lessons.find((l) => l.student_id === id)?.student;
}

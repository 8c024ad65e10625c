import type { FormRule as Rule } from "antd";
import { DURATIONS, MAX_LESSONS, startTimes, withinDay } from "../../common/index.js";
import type { BatchLessons, SingleLesson, TimetableLesson } from "../api.js";
import { fill, timetableTexts as tx } from "./texts.js";
import type { SelectOption } from "../../../../src/app/use-option-list.js";

/** The server's limits (15029, 15030): the form says so before sending. */
export const TITLE_MAX = 50;
export const REMARK_MAX = 200;

/** What the single scheduling form holds (单次排课). */
export interface SingleValues {
  /** The campus the lesson is booked in: its teachers and students are the ones offered. */
  campus_id?: number;
  date?: string;
  time?: string;
  duration?: number;
  student_id?: number;
  subject_id?: number;
  teacher_id?: number;
  title?: string;
  remark?: string;
}

/** What the batch scheduling form holds (批量排课). */
export interface BatchValues extends Omit<SingleValues, "date"> {
  start_date?: string;
  end_mode?: "count" | "date";
  count?: number;
  end_date?: string;
  repeat?: "weekly" | "biweekly";
  weekdays?: number[];
}

/** A form opened on one lesson of the timetable's popover (调课, 课时更正): done, or back to its details. */
export interface LessonActionProps {
  lesson: TimetableLesson;
  onDone(): void;
  onCancel(): void;
}

/**
 * What a dialog carries besides its fields: the open slot it fills, and that slot's campus, which the
 * dialog then shows but does not let change (the slot's teacher belongs to it).
 */
export interface LessonContext {
  slot_id?: number;
  campus_id?: number;
}

/** Names a dialog is prefilled with (an open slot's campus and teacher), by field. */
export interface KnownPeople {
  campus?: SelectOption[];
  teacher?: SelectOption[];
  student?: SelectOption[];
}

/** Server fields → form fields, for putting `HttpError.errors` where they belong. */
export const SINGLE_FIELDS: Readonly<Record<string, keyof SingleValues>> = {
  date: "date",
  time: "time",
  duration: "duration",
  student_id: "student_id",
  subject_id: "subject_id",
  teacher_id: "teacher_id",
  campus_id: "campus_id",
  title: "title",
  remark: "remark",
};

/** The batch's server fields → its form fields (`date` is the start date there). */
export const BATCH_FIELDS: Readonly<Record<string, keyof BatchValues>> = {
  ...SINGLE_FIELDS,
  date: "start_date",
  start_date: "start_date",
  end_mode: "end_mode",
  count: "count",
  end_date: "end_date",
  repeat: "repeat",
  weekdays: "weekdays",
};

/** The lesson lengths as select options: `45 分钟`. */
export const durationOptions = DURATIONS.map((d) => ({ value: d, label: fill(tx.minutes, { count: d }) }));

/** The start times a lesson of `duration` may take: it must end by 18:30 (15013). */
export const timeOptions = (duration: number | undefined) =>
  startTimes(duration ?? DURATIONS[0]).map((t) => ({ value: t, label: t }));

/** The rules both dialogs share, with the messages the server would answer. */
export const rules = {
  required: (message: string): Rule[] => [{ required: true, message }],
  time: (duration: number | undefined): Rule[] => [
    { required: true, message: tx.chooseTime },
    {
      validator: async (_, time?: string) => {
        if (time && duration && !withinDay(time, duration)) throw new Error(tx.timeOutside);
      },
    },
  ],
  title: (message: string): Rule[] => [
    { required: true, whitespace: true, message },
    { max: TITLE_MAX, message: fill(tx.titleMax, { max: TITLE_MAX }) },
  ],
  remark: [{ max: REMARK_MAX, message: fill(tx.remarkMax, { max: REMARK_MAX }) }] as Rule[],
  count: [
    { required: true, message: tx.enterCount },
    { type: "integer", min: 1, max: MAX_LESSONS, message: fill(tx.countRange, { max: MAX_LESSONS }) },
  ] as Rule[],
};

const text = (value: string | undefined): string | undefined => value?.trim() || undefined;

/**
 * A change of campus clears the teacher and student: they were offered for the campus before, and
 * keeping them would book a pair the server refuses (15016, 11005).
 */
export function peopleOfOtherCampus(changed: Partial<SingleValues>): Partial<SingleValues> | null {
  return "campus_id" in changed ? { teacher_id: undefined, student_id: undefined } : null;
}

/** The body of 单次排课: the form's values, trimmed, with the slot it fills and its campus. */
export function singleBody(values: SingleValues, context: LessonContext, accept = false): SingleLesson {
  const body: SingleLesson = {
    campus_id: values.campus_id ?? context.campus_id,
    date: values.date,
    time: values.time,
    duration: values.duration,
    student_id: values.student_id,
    subject_id: values.subject_id,
    teacher_id: values.teacher_id,
    title: text(values.title),
    remark: text(values.remark),
    slot_id: context.slot_id,
  };
  if (accept) body.accept_conflicts = true;
  return dropEmpty(body);
}

/**
 * The body of 批量排课 from the form's values, or null while a required value is missing: the
 * preview asks the server only for a plan it could answer. Only the chosen end's field is sent.
 */
export function batchBody(values: BatchValues, context: LessonContext, accept = false): BatchLessons | null {
  const { start_date, end_mode, count, end_date, repeat, weekdays, time, duration } = values;
  const title = text(values.title);
  const campus_id = values.campus_id ?? context.campus_id;
  const people = campus_id && values.teacher_id && values.student_id && values.subject_id;
  if (!start_date || !repeat || !weekdays?.length || !time || !duration || !title || !people) return null;
  if (end_mode === "count" ? !count : end_mode === "date" ? !end_date : true) return null;
  const body: BatchLessons = {
    start_date,
    end_mode,
    ...(end_mode === "count" ? { count } : { end_date }),
    repeat,
    weekdays: [...weekdays].sort((a, b) => a - b),
    time,
    duration,
    teacher_id: values.teacher_id,
    student_id: values.student_id,
    subject_id: values.subject_id,
    title,
    remark: text(values.remark),
    campus_id,
    slot_id: context.slot_id,
  };
  if (accept) body.accept_conflicts = true;
  return dropEmpty(body);
}

/** Leaves out keys without a value: the server refuses unknown shapes, and `undefined` says nothing. */
function dropEmpty<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null)) as T;
}

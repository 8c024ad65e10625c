/**
 * Request shapes of the scheduling endpoints. ajv checks types and refuses unknown keys (10001);
 * what a scheduler gets wrong in a form (an empty date, a time outside 08:30–18:30, an unknown
 * teacher) is left to rules.ts, which answers the catalogue's 15xxx code on the field.
 */

/** Reads need READ, writes WRITE, deletions DELETE (spec §6): the editor may not delete. */
export const READ = { ability: ["READ"] };
export const WRITE = { ability: ["WRITE"] };
export const DELETE = { ability: ["DELETE"] };

/** The pages these routes serve (课程管理, 课程冲突, 辅助排课): a caller who may open none of them is refused. */
export const PAGES = ["CourseManagement", "CourseConflict", "AuxiliaryArrangement"];

const strict = { additionalProperties: "不支持的参数" } as const;
const id = (title: string) => ({ type: "integer", minimum: 1, errorMessage: `${title}应为正整数` }) as const;
const text = (title: string, max: number) =>
  ({ type: "string", maxLength: max * 4, errorMessage: `${title}应为文本` }) as const;

/** The lesson fields single and batch scheduling share. */
const lessonFields = {
  campus_id: id("校区"),
  teacher_id: id("讲师"),
  student_id: id("学生"),
  subject_id: id("学科"),
  time: text("上课时间", 5),
  duration: { type: "integer", errorMessage: "课程时长应为整数分钟" },
  title: text("课程标题", 50),
  remark: text("备注", 200),
  /** Save even though the lessons clash (the scheduler saw the conflicts); they are listed on course-conflict. */
  accept_conflicts: { type: "boolean", errorMessage: "accept_conflicts 应为 true 或 false" },
  /** The open slot the lesson (or the batch) takes the place of. */
  slot_id: id("预留时段"),
} as const;

export const singleBody = {
  type: "object",
  additionalProperties: false,
  properties: { ...lessonFields, date: text("开始日期", 10) },
  errorMessage: strict,
} as const;

export interface SingleBody {
  campus_id?: number;
  teacher_id?: number;
  student_id?: number;
  subject_id?: number;
  date?: string;
  time?: string;
  duration?: number;
  title?: string;
  remark?: string;
  accept_conflicts?: boolean;
  slot_id?: number;
}

export const batchBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...lessonFields,
    start_date: text("开始日期", 10),
    end_mode: { type: "string", errorMessage: "结束方式应为文本" },
    count: { type: "integer", errorMessage: "课次数必须为正整数" },
    end_date: text("结束日期", 10),
    repeat: { type: "string", errorMessage: "重复方式应为文本" },
    weekdays: { type: "array", maxItems: 7, items: { type: "integer" }, errorMessage: "上课星期应为1到7的整数" },
  },
  errorMessage: strict,
} as const;

export interface BatchBody extends Omit<SingleBody, "date"> {
  start_date?: string;
  end_mode?: string;
  count?: number;
  end_date?: string;
  repeat?: string;
  weekdays?: number[];
}

export const rescheduleBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    date: text("上课日期", 10),
    time: text("上课时间", 5),
    duration: lessonFields.duration,
    title: lessonFields.title,
    remark: lessonFields.remark,
    accept_conflicts: lessonFields.accept_conflicts,
  },
  errorMessage: strict,
} as const;

export type RescheduleBody = Pick<SingleBody, "date" | "time" | "duration" | "title" | "remark" | "accept_conflicts">;

export const idParams = {
  type: "object",
  required: ["id"],
  properties: { id: { ...id("ID"), type: "integer" } },
} as const;

export const timetableQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    mode: { type: "string", enum: ["week", "month"], default: "week", errorMessage: "mode 应为 week 或 month" },
    date: { type: "string", format: "date", errorMessage: "date 应为 YYYY-MM-DD 格式的日期" },
    by: {
      type: "string",
      enum: ["teacher", "student"],
      default: "teacher",
      errorMessage: "by 应为 teacher 或 student",
    },
    campus_id: id("校区"),
    all_campuses: {
      type: "boolean",
      description:
        "true: every campus; without it and without campus_id, teacher_id or student_id, the first open campus",
      errorMessage: "all_campuses 应为 true 或 false",
    },
    teacher_id: id("讲师"),
    student_id: id("学生"),
  },
  errorMessage: strict,
} as const;

export interface TimetableQuery {
  mode: "week" | "month";
  date?: string;
  by: "teacher" | "student";
  campus_id?: number;
  all_campuses?: boolean;
  teacher_id?: number;
  student_id?: number;
}

export const conflictsQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    status: {
      type: "string",
      enum: ["open", "resolved"],
      default: "open",
      errorMessage: "status 应为 open 或 resolved",
    },
    campus_id: id("校区"),
    pageNo: { ...id("页码"), default: 1 },
    pageSize: { type: "integer", minimum: 1, maximum: 100, default: 10, errorMessage: "每页条数应为1到100的整数" },
  },
  errorMessage: strict,
} as const;

export interface ConflictsQuery {
  status: "open" | "resolved";
  campus_id?: number;
  pageNo: number;
  pageSize: number;
}

export const slotsQuery = {
  type: "object",
  additionalProperties: false,
  properties: { date: { type: "string", format: "date", errorMessage: "date 应为 YYYY-MM-DD 格式的日期" } },
  errorMessage: strict,
} as const;

export const moveBody = {
  type: "object",
  additionalProperties: false,
  properties: { date: text("上课日期", 10), time: text("上课时间", 5) },
  errorMessage: strict,
} as const;

export const campusHoursQuery = {
  type: "object",
  additionalProperties: false,
  properties: { campus_id: id("校区"), teacher_id: id("讲师") },
  errorMessage: strict,
} as const;

/** The campus itself, or the teacher whose campus it is (the scheduling dialogs know one or the other). */
export interface CampusHoursQuery {
  campus_id?: number;
  teacher_id?: number;
}

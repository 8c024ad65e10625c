/**
 * Query strings of the option endpoints. Ids and flags arrive as text and are coerced; an empty
 * value (`campus_id=`, what a cleared select sends) means "no filter" rather than an error.
 */

import { idName, int, listOf, nullable, object, str } from "../../../mock-server/openapi/answers.js";

const id = (title: string) =>
  ({
    type: ["integer", "null"],
    minimum: 1,
    errorMessage: { type: `${title}应为正整数`, minimum: `${title}应为正整数` },
  }) as const;

const keyword = {
  type: "string",
  maxLength: 50,
  errorMessage: { type: "关键字应为文本", maxLength: "关键字不能超过50个字符" },
} as const;

const all = {
  type: ["boolean", "null"],
  description: "true: also those not in service (离职讲师, 禁用学员)",
  errorMessage: { type: "all 应为 true 或 false" },
} as const;

const strict = { additionalProperties: "不支持的查询参数" } as const;

export const categoryQuery = {
  type: "object",
  additionalProperties: false,
  required: ["code"],
  properties: {
    code: {
      type: "string",
      enum: ["xk", "jc", "jq"],
      description: "xk 学科, jc 教材, jq 卷区",
      errorMessage: { type: "分类类型应为 xk、jc 或 jq", enum: "分类类型应为 xk（学科）、jc（教材）或 jq（卷区）" },
    },
  },
  errorMessage: { ...strict, required: { code: "请指定分类类型 code（xk、jc 或 jq）" } },
} as const;

export const campusQuery = {
  type: "object",
  additionalProperties: false,
  properties: { keyword },
  errorMessage: strict,
} as const;

export const lecturerQuery = {
  type: "object",
  additionalProperties: false,
  properties: { campus_id: id("校区ID"), subject_id: id("学科ID"), keyword, all },
  errorMessage: strict,
} as const;

export const studentQuery = {
  type: "object",
  additionalProperties: false,
  properties: { campus_id: id("校区ID"), keyword, all },
  errorMessage: strict,
} as const;

export const liveLessonQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    keyword: {
      ...keyword,
      description: "课程标题包含的文字；为空时列出即将开始（及正在直播）的课",
    },
  },
  errorMessage: strict,
} as const;

export type CategoryCode = "xk" | "jc" | "jq";

export interface CategoryQuery {
  code: CategoryCode;
}

export interface CampusQuery {
  keyword?: string;
}

export interface LecturerQuery {
  campus_id?: number | null;
  subject_id?: number | null;
  keyword?: string;
  all?: boolean | null;
}

export interface StudentQuery {
  campus_id?: number | null;
  keyword?: string;
  all?: boolean | null;
}

export interface LiveLessonQuery {
  keyword?: string;
}

/** `data` of each route's 200 answer, for the OpenAPI document alone (mock-server/openapi/answers.ts). */
export const responses = {
  // `value` and `label` beside `id` for the selects that read those.
  "GET /v1/category_list_class": listOf(object({ id: int, value: int, label: str })),
  "GET /v1/campus_name_list_class": listOf(idName),
  "GET /v1/lecturer_name_list_class": listOf(idName),
  "GET /v1/check_student_name_list": listOf(idName),
  "GET /v1/get_live_lesson_list_serch": listOf(
    object({
      id: int,
      title: str,
      start_at: nullable(str),
      duration: nullable(int),
      status: { type: ["integer", "null"], description: "1 未开始，2 直播中，3 已结束" },
      lecturer_id: nullable(int),
      lecturer_name: nullable(str),
      subject_id: nullable(int),
      subject_name: nullable(str),
    }),
  ),
};

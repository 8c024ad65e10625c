/**
 * The query of `GET /v1/qa_rule_check`. Ids and counts arrive as text and are coerced; an empty or
 * malformed value is 10001 with the message on the parameter.
 */

import { int, object, str } from "../../../mock-server/openapi/answers.js";

/** Any logged-in staff member (or service account) with READ may ask. */
export const READ = { ability: ["READ"] };

/** `2026-11-23T19:30`, `2026-11-23 19:30:00`, `2026-11-23T11:30:00.000Z` or with `+08:00`. */
export const AT_PATTERN = "^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?$";
export const AT_MESSAGE = "时间应为ISO日期时间，如 2026-11-23T19:30:00+08:00";

const count = (title: string, max: number) =>
  ({
    type: "integer",
    minimum: 0,
    maximum: max,
    errorMessage: `${title}应为0到${max}之间的整数`,
  }) as const;

export const qaCheckQuery = {
  type: "object",
  additionalProperties: false,
  required: ["subject_id", "teacher_id"],
  properties: {
    subject_id: { type: "integer", minimum: 1, description: "学科（分类 xk）ID", errorMessage: "学科ID应为正整数" },
    teacher_id: { type: "integer", minimum: 1, description: "讲师ID", errorMessage: "讲师ID应为正整数" },
    at: {
      type: "string",
      pattern: AT_PATTERN,
      description: "提问时间（ISO 8601）；不带时区按北京时间；缺省为当前时间",
      errorMessage: AT_MESSAGE,
    },
    queue: { ...count("当前排队人数", 100000), description: "该学科当前排队人数，缺省为0" },
    asked: { ...count("今日已提问次数", 10000), description: "该学员今日已提问次数（可选）" },
  },
  errorMessage: {
    additionalProperties: "不支持的查询参数",
    required: { subject_id: "请指定学科 subject_id", teacher_id: "请指定讲师 teacher_id" },
  },
} as const;

export interface QaCheckQuery {
  subject_id: number;
  teacher_id: number;
  at?: string;
  queue?: number;
  asked?: number;
}

/** `data` of each route's 200 answer, for the OpenAPI document alone (mock-server/openapi/answers.ts). */
export const responses = {
  "GET /v1/qa_rule_check": object({
    rule_id: int,
    rule: str,
    subject_id: int,
    subject: str,
    teacher_id: int,
    teacher: str,
    at: { type: "string", description: "提问时间（YYYY-MM-DD HH:mm，业务时区）" },
    closes_at: { type: "string", description: "当天答疑结束时间（HH:mm）" },
    queue_left: { type: "integer", description: "队列剩余名额" },
    questions_left: { type: ["integer", "null"], description: "今日剩余提问次数（未给 asked 或不限时为 null）" },
  }),
};

import { AppError } from "../../../mock-server/plugins/errors.js";
import { isDateTime } from "../../../src/common/record-rules.js";
import { localMoment } from "../../../mock-server/clock.js";
import type { QaRepository, QaRule } from "./repository.js";
import { AT_MESSAGE, type QaCheckQuery } from "./schemas.js";

/** 周一 … 周日, as qa-rule.json labels the weekdays 1–7. */
const WEEKDAY_LABELS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"];

/** A moment of the business's clock (Asia/Shanghai). */
export interface LocalMoment {
  date: string;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  /** `HH:mm`. */
  time: string;
}

/** What a permitted question is told: the rule that lets it through and how much room is left. */
export interface QaCheckResult {
  rule_id: number;
  rule: string;
  subject_id: number;
  subject: string;
  teacher_id: number;
  teacher: string;
  at: string;
  closes_at: string;
  queue_left: number;
  questions_left: number | null;
}

/** A refusal with the catalogue's code and the message on the parameter it concerns. */
const refuse = (code: number, field: string, message: string, status = 400) =>
  new AppError(code, status, { errors: { [field]: message } }, message);

/**
 * `at` on the business's clock: with a zone (`Z`, `+08:00`) it is converted to Asia/Shanghai; without
 * one it already is Shanghai wall-clock time; left out, it is `now`.
 */
export function localMomentOf(at: string | undefined, now: number): LocalMoment {
  let moment: string;
  if (at === undefined) moment = localMoment(now);
  else if (/(Z|[+-]\d{2}:\d{2})$/.test(at)) {
    const ms = Date.parse(at.replace(" ", "T"));
    if (!Number.isFinite(ms)) throw refuse(10001, "at", AT_MESSAGE);
    moment = localMoment(ms);
  } else {
    const plain = at.replace(/\.\d+$/, "");
    if (!isDateTime(plain)) throw refuse(10001, "at", AT_MESSAGE);
    moment = plain.replace("T", " ").slice(0, 16);
  }
  const date = moment.slice(0, 10);
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return { date, weekday: day === 0 ? 7 : day, time: moment.slice(11, 16) };
}

/** `周一、周三、周五 19:00–21:00`: when a rule lets students ask. */
export function openingHours(rule: Pick<QaRule, "weekdays" | "start_time" | "end_time">): string {
  const days = [...rule.weekdays].sort((a, b) => a - b).map((d) => WEEKDAY_LABELS[d - 1] ?? `${d}`);
  return `${days.join("、")} ${rule.start_time}–${rule.end_time}`;
}

/**
 * Applies the subject's live Q&A rule (spec §8, 26xxx) to a question put to a teacher at a moment with
 * a queue of a given length. Refuses, in this order: no rule or a disabled one (26019), outside the
 * permitted weekdays and hours (26008, also when the rule ends no later than it starts), an unknown
 * teacher (11002), a teacher not among the rule's teachers (26001) or not teaching the subject (26002),
 * a full queue (26009) and, when `asked` is given, a student past the daily limit (26014).
 */
export async function checkQuestion(repo: QaRepository, q: QaCheckQuery, now: number): Promise<QaCheckResult> {
  const [rule, subject] = await Promise.all([repo.ruleOf(q.subject_id), repo.subjectName(q.subject_id)]);
  if (!rule) throw refuse(26019, "subject_id", `学科「${subject}」没有设置答疑规则`, 404);
  if (!rule.enabled) throw refuse(26019, "subject_id", `学科「${subject}」的答疑规则已停用`);

  const at = localMomentOf(q.at, now);
  const hours = openingHours(rule);
  if (rule.end_time <= rule.start_time)
    throw refuse(26008, "at", `「${rule.name}」的结束时间不晚于开始时间，暂不开放答疑`);
  if (!rule.weekdays.includes(at.weekday) || at.time < rule.start_time || at.time >= rule.end_time)
    throw refuse(26008, "at", `${subject}答疑开放时间为${hours}`);

  const teacher = await repo.teacher(q.teacher_id);
  if (!teacher) throw refuse(11002, "teacher_id", "讲师不存在", 404);
  if (!rule.teacher_ids.includes(teacher.id))
    throw refuse(26001, "teacher_id", `讲师「${teacher.name}」不是${subject}的答疑教师`);
  if (!teacher.subject_ids.includes(q.subject_id))
    throw refuse(26002, "teacher_id", `讲师「${teacher.name}」不教授${subject}`);

  const queue = q.queue ?? 0;
  if (queue >= rule.max_queue)
    throw refuse(26009, "queue", `${subject}答疑队列已满（最多${rule.max_queue}人），请稍后再试`);
  const limit = rule.daily_question_limit;
  if (q.asked !== undefined && limit && q.asked >= limit)
    throw refuse(26014, "asked", `每位学员每天最多提问${limit}次，今日次数已用完`);

  return {
    rule_id: rule.id,
    rule: rule.name,
    subject_id: q.subject_id,
    subject,
    teacher_id: teacher.id,
    teacher: teacher.name,
    at: `${at.date} ${at.time}`,
    closes_at: rule.end_time,
    queue_left: rule.max_queue - queue,
    questions_left: q.asked !== undefined && limit ? limit - q.asked : null,
  };
}

import { addMinutes, minutesBetween, overlaps, timeRange, toMinutes } from "../common/index.js";
import type { ScheduleRule } from "./schedule-rules.js";

/** A lesson as the rules see it: when it starts and how long it lasts. */
export interface Span {
  /** 'YYYY-MM-DD HH:mm' */
  start: string;
  duration: number;
}

/** A refusal by a schedule rule, with the form field it belongs on. */
export interface RuleProblem {
  code: 15017 | 15046 | 15047 | 15048;
  field: string;
  message: string;
}

/** Where a plan's problems go: a single lesson has a date, a batch has weekdays and an end. */
export interface RuleFields {
  /** The field of the day (15046, 15048 weekday): `date` or `weekdays`. */
  day: string;
  /** The field of the batch's end (15017): `count` or `end_date`. */
  end?: string;
}

const WEEKDAY_NAMES = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"];
export const weekdayName = (d: number) => WEEKDAY_NAMES[d - 1] ?? String(d);
export const dayText = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;
const by = (rule: ScheduleRule) => `按排课规则「${rule.name}」`;

/** Whether a lesson lies within the rule's hours: starts at or after its start, ends by its end. */
export function withinHours(rule: ScheduleRule, time: string, duration: number): boolean {
  const start = toMinutes(time);
  return start >= toMinutes(rule.start_time) && start + duration <= toMinutes(rule.end_time);
}

/** 15048 for weekdays the rule does not allow (a batch's chosen weekdays, or a lesson's day). */
export function weekdayProblem(rule: ScheduleRule, weekdays: number[], field: string): RuleProblem | undefined {
  const off = [...new Set(weekdays)].filter((d) => !rule.weekdays.includes(d)).sort();
  if (!off.length) return undefined;
  const allowed = rule.weekdays.length ? rule.weekdays.map(weekdayName).join("、") : "无";
  return {
    code: 15048,
    field,
    message: `${by(rule)}，${off.map(weekdayName).join("、")}不排课（允许：${allowed}）`,
  };
}

/** 15048 for a time outside the rule's hours. */
export function hoursProblem(rule: ScheduleRule, time: string, duration: number): RuleProblem | undefined {
  if (withinHours(rule, time, duration)) return undefined;
  return {
    code: 15048,
    field: "time",
    message: `${by(rule)}，课程须在${rule.start_time}至${rule.end_time}之间（${timeRange(time, duration)}不在其内）`,
  };
}

/** 15017 when the rule keeps a batch within one month and its lessons fall in several. */
export function monthProblem(rule: ScheduleRule, dates: string[], field: string): RuleProblem | undefined {
  if (rule.allow_cross_month || !dates.length) return undefined;
  const months = new Set(dates.map((d) => d.slice(0, 7)));
  if (months.size <= 1) return undefined;
  const [first, last] = [dates[0], dates[dates.length - 1]];
  return {
    code: 15017,
    field,
    message: `${by(rule)}，一次批量排课不能跨月（本次从${dayText(first)}排到${dayText(last)}），请分月排课`,
  };
}

/**
 * The teacher's day (15046: more lessons than the rule allows; 15047: too short a break between two
 * lessons). `existing` are the teacher's other lessons and open slots on the candidates' days, without
 * the ones the plan replaces; a candidate overlapping one is a clash, judged elsewhere, not a gap.
 */
export function dayProblem(
  rule: ScheduleRule,
  candidates: Span[],
  existing: Span[],
  teacher: string,
  field: string,
): RuleProblem | undefined {
  const byDay = new Map<string, Span[]>();
  for (const s of existing) byDay.set(s.start.slice(0, 10), [...(byDay.get(s.start.slice(0, 10)) ?? []), s]);
  const planned = new Map<string, number>();
  for (const c of candidates) planned.set(c.start.slice(0, 10), (planned.get(c.start.slice(0, 10)) ?? 0) + 1);
  for (const c of candidates) {
    const day = c.start.slice(0, 10);
    const others = byDay.get(day) ?? [];
    const max = rule.max_daily_lessons;
    if (max !== null && others.length + planned.get(day)! > max) {
      return {
        code: 15046,
        field,
        message: `讲师「${teacher}」${dayText(day)}已有${others.length}节课，${by(rule)}每天最多${max}节`,
      };
    }
    const gap = rule.min_gap_minutes;
    if (gap <= 0) continue;
    const tooClose = others.find((o) => !overlaps(c, o) && breakBetween(c, o) < gap);
    if (tooClose) {
      return {
        code: 15047,
        field: "time",
        message: `讲师「${teacher}」${dayText(day)}的课程须与相邻课程（${timeRange(tooClose.start.slice(11), tooClose.duration)}）间隔至少${gap}分钟`,
      };
    }
  }
  return undefined;
}

/** Minutes between two lessons that do not overlap: from the earlier's end to the later's start. */
function breakBetween(a: Span, b: Span): number {
  const [first, second] = a.start <= b.start ? [a, b] : [b, a];
  return minutesBetween(addMinutes(first.start, first.duration), second.start);
}

/**
 * Everything a rule says about a plan, first problem first: the month, the weekdays, the hours, then
 * each day of the teacher. Undefined when the plan keeps the rule.
 */
export function planProblem(
  rule: ScheduleRule,
  plan: { dates: string[]; weekdays: number[]; time: string; duration: number; candidates: Span[] },
  existing: Span[],
  teacher: string,
  fields: RuleFields,
): RuleProblem | undefined {
  return (
    (fields.end ? monthProblem(rule, plan.dates, fields.end) : undefined) ??
    weekdayProblem(rule, plan.weekdays, fields.day) ??
    hoursProblem(rule, plan.time, plan.duration) ??
    dayProblem(rule, plan.candidates, existing, teacher, fields.day)
  );
}

import { sql } from "kysely";
import type { Db } from "../../../mock-server/db/index.js";
import { tableName } from "../../../mock-server/resources/table-name.js";
import { DAY_END, DAY_START } from "../common/index.js";
import type { TableColumns } from "./tables.js";

/**
 * The business rules a campus schedules by (排课规则设置, the resource `schedule-rule`): how many
 * lessons a teacher may give a day, the break between two of them, the hours and weekdays lessons
 * may take, and whether one batch may run across months.
 */
export interface ScheduleRule {
  /** The row it comes from; null for the built-in rule. */
  id: number | null;
  name: string;
  campus_id: number | null;
  /** Lessons and open slots of one teacher on one day; null: no limit. */
  max_daily_lessons: number | null;
  /** Minutes between the end of one of a teacher's lessons and the start of the next; 0: back to back. */
  min_gap_minutes: number;
  /** `HH:mm`: lessons start at or after it and end by `end_time`. */
  start_time: string;
  end_time: string;
  /** 1 Monday … 7 Sunday. */
  weekdays: number[];
  allow_cross_month: boolean;
}

/** What scheduling did before rules could be set, and still does without an enabled row that applies. */
export const BUILT_IN_RULE: ScheduleRule = {
  id: null,
  name: "系统默认",
  campus_id: null,
  max_daily_lessons: null,
  min_gap_minutes: 0,
  start_time: DAY_START,
  end_time: DAY_END,
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  allow_cross_month: true,
};

interface RuleRow {
  id: number;
  name: string | null;
  campus_id: number | null;
  max_daily_lessons: number | null;
  min_gap_minutes: number | null;
  start_time: string | null;
  end_time: string | null;
  weekdays: string | null;
  allow_cross_month: number | null;
}

const weekdaysOf = (text: string | null): number[] => {
  try {
    const parsed: unknown = JSON.parse(text ?? "null");
    return Array.isArray(parsed) ? parsed.filter((d): d is number => Number.isInteger(d)) : BUILT_IN_RULE.weekdays;
  } catch {
    return BUILT_IN_RULE.weekdays;
  }
};

/** A stored row as a rule; a field the row leaves empty keeps the built-in value. */
function toRule(row: RuleRow): ScheduleRule {
  return {
    id: row.id,
    name: row.name ?? BUILT_IN_RULE.name,
    campus_id: row.campus_id,
    max_daily_lessons: row.max_daily_lessons,
    min_gap_minutes: row.min_gap_minutes ?? 0,
    start_time: row.start_time ?? BUILT_IN_RULE.start_time,
    end_time: row.end_time ?? BUILT_IN_RULE.end_time,
    weekdays: weekdaysOf(row.weekdays),
    allow_cross_month: row.allow_cross_month !== 0,
  };
}

/**
 * The rule that applies to a campus: its own enabled row, else the enabled row without a campus (the
 * default), else the built-in rule. Read on every scheduling request, so a change applies at once.
 */
export function scheduleRuleRepository(db: Db, columns: TableColumns) {
  const table = tableName("schedule-rule");
  return {
    async forCampus(campusId: number | null): Promise<ScheduleRule> {
      if (!(await columns(db, table)).size) return BUILT_IN_RULE;
      const row = (await db
        .selectFrom(table)
        .selectAll()
        .where(sql`COALESCE(enabled, 1)`, "=", 1)
        .where((eb) => eb.or([eb("campus_id", "=", campusId ?? 0), eb("campus_id", "is", null)]))
        // The campus's own rule before the default.
        .orderBy(sql`campus_id IS NULL`)
        .orderBy("id")
        .limit(1)
        .executeTakeFirst()) as RuleRow | undefined;
      return row ? toRule(row) : BUILT_IN_RULE;
    },
  };
}

export type ScheduleRuleRepository = ReturnType<typeof scheduleRuleRepository>;

import { sql } from "kysely";
import { conflictReached, lessonReached } from "../reached.js";
import type { StatsAggregate } from "../../../../mock-server/modules/stats/aggregate.js";
import { bounds } from "../../../../mock-server/modules/stats/sql.js";

/**
 * 教学概况. Lessons (not open slots) starting in the range: 已上课 when they ended before now, 待上课
 * otherwise. 待处理冲突: conflicts detected before the end of the range (or now, if sooner) and not
 * resolved by then. 在职讲师: lecturers in post (在职) hired by the end of the range.
 */
export const teachingSummary: StatsAggregate = {
  name: "teaching-summary",
  title: "教学概况：已上课节数、待上课节数、待处理冲突、在职讲师",
  kind: "stats",
  reads: { lecturer: ["working_state", "hire_date"] },
  metrics: {
    taught: { label: "已上课节数", format: "number" },
    scheduled: { label: "待上课节数", format: "number" },
    openConflicts: { label: "待处理冲突", format: "number" },
    lecturers: { label: "在职讲师", format: "number" },
  },
  async compute({ db, now, rows: reached, within }, range) {
    const [from, until] = bounds(range);
    // Moments and dates compare as text: '2026-11-23 10:00' < '2026-11-24'.
    const cut = now < until ? now : until;
    const [lessons, conflicts, lecturers] = await Promise.all([
      sql<{ taught: number; scheduled: number }>`
        SELECT COUNT(*) FILTER (WHERE end_at <= ${now}) AS taught, COUNT(*) FILTER (WHERE end_at > ${now}) AS scheduled
        FROM lessons WHERE start_at >= ${from} AND start_at < ${until} AND open_slot = 0
        AND ${lessonReached({ within })}`.execute(db),
      sql<{ n: number }>`
        SELECT COUNT(*) AS n FROM lesson_conflicts
        WHERE detected_at < ${cut} AND (resolved_at IS NULL OR resolved_at >= ${cut})
        AND ${conflictReached({ within })}`.execute(db),
      sql<{ n: number }>`
        SELECT COUNT(*) AS n FROM ${reached("lecturer", "r")}
        WHERE working_state = 1 AND (hire_date IS NULL OR hire_date = '' OR hire_date <= ${range.to})`.execute(db),
    ]);
    return {
      taught: Number(lessons.rows[0].taught),
      scheduled: Number(lessons.rows[0].scheduled),
      openConflicts: Number(conflicts.rows[0].n),
      lecturers: Number(lecturers.rows[0].n),
    };
  },
};

import { sql } from "kysely";
import { lessonReached } from "../reached.js";
import type { SeriesAggregate } from "../../../../mock-server/modules/stats/aggregate.js";
import { bounds, bucketOf } from "../../../../mock-server/modules/stats/sql.js";

/** Lessons and open slots per day (or month) of their start, by status: 已上课, 待上课, 预留时段. */
export const lessonsByStatus: SeriesAggregate = {
  name: "lessons-by-status",
  title: "课程状态趋势：每日已上课、待上课节数与预留时段",
  kind: "series",
  reads: {},
  series: {
    taught: { name: "已上课", format: "number" },
    scheduled: { name: "待上课", format: "number" },
    open: { name: "预留时段", format: "number" },
  },
  async compute({ db, now, within }, range, granularity) {
    const [from, until] = bounds(range);
    // The statuses of the timetable (design §8): 2 open slot, 0 taught (ended before now), 1 scheduled.
    const { rows } = await sql<{ b: string; s: "taught" | "scheduled" | "open"; n: number }>`
      SELECT ${bucketOf("start_at", granularity)} AS b,
             CASE WHEN open_slot = 1 THEN 'open' WHEN end_at <= ${now} THEN 'taught' ELSE 'scheduled' END AS s,
             COUNT(*) AS n
      FROM lessons WHERE start_at >= ${from} AND start_at < ${until} AND ${lessonReached({ within })}
      GROUP BY b, s`.execute(db);
    const out = {
      taught: new Map<string, number>(),
      scheduled: new Map<string, number>(),
      open: new Map<string, number>(),
    };
    for (const r of rows) out[r.s].set(r.b, Number(r.n));
    return out;
  },
};

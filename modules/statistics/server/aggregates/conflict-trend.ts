import { sql } from "kysely";
import { conflictReached } from "../reached.js";
import type { SeriesAggregate } from "../../../../mock-server/modules/stats/aggregate.js";
import { bounds, bucketOf, byBucket } from "../../../../mock-server/modules/stats/sql.js";

/** Conflicts opened (detected) and resolved per day or month. */
export const conflictTrend: SeriesAggregate = {
  name: "conflict-trend",
  title: "冲突趋势：每日新增与已处理的课程冲突",
  kind: "series",
  reads: {},
  series: {
    opened: { name: "新增冲突", format: "number" },
    resolved: { name: "已处理", format: "number" },
  },
  async compute({ db, within }, range, granularity) {
    const [from, until] = bounds(range);
    const per = (column: "detected_at" | "resolved_at") =>
      byBucket(
        db,
        sql`SELECT ${bucketOf(column, granularity)} AS b, COUNT(*) AS v FROM lesson_conflicts
            WHERE ${sql.ref(column)} >= ${from} AND ${sql.ref(column)} < ${until}
            AND ${conflictReached({ within })} GROUP BY b`,
      );
    const [opened, resolved] = await Promise.all([per("detected_at"), per("resolved_at")]);
    return { opened, resolved };
  },
};

import type { SeriesAggregate } from "../aggregate.js";
import { bounds, bucketOf, byBucket } from "../sql.js";

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
  compute({ db }, range, granularity) {
    const [from, until] = bounds(range);
    const per = (column: string) =>
      byBucket(
        db,
        `SELECT ${bucketOf(column, granularity)} AS b, COUNT(*) FROM lesson_conflicts
         WHERE ${column} >= ? AND ${column} < ? GROUP BY b`,
        [from, until],
      );
    return { opened: per("detected_at"), resolved: per("resolved_at") };
  },
};

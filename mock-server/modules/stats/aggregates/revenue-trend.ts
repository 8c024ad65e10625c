import type { SeriesAggregate } from "../aggregate.js";
import { bounds, bucketOf, byBucket, table, yuan } from "../sql.js";

/** 营收趋势: user orders' amount per day or month they were paid, and refunds per day or month they were made. */
export const revenueTrend: SeriesAggregate = {
  name: "revenue-trend",
  title: "营收趋势：按支付日的订单金额与按退款日的退款金额",
  kind: "series",
  reads: { "user-order": ["amount", "status", "paid_at", "refunded_at"] },
  series: {
    revenue: { name: "营收", format: "money" },
    refunds: { name: "退款", format: "money" },
  },
  compute({ db }, range, granularity) {
    const [from, until] = bounds(range);
    // `+status` keeps SQLite on the date index (indexes.ts): the status index would read nearly every order.
    const sum = (column: string, status: string) => {
      const values = byBucket(
        db,
        `SELECT ${bucketOf(column, granularity)} AS b, TOTAL(amount) FROM ${table("user-order")}
         WHERE ${column} >= ? AND ${column} < ? AND +status IN (${status}) GROUP BY b`,
        [from, until],
      );
      for (const [b, v] of values) values.set(b, yuan(v));
      return values;
    };
    return { revenue: sum("paid_at", "1, 2"), refunds: sum("refunded_at", "2") };
  },
};

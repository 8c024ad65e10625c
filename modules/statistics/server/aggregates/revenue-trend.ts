import { sql } from "kysely";
import type { SeriesAggregate } from "../../../../mock-server/modules/stats/aggregate.js";
import { bounds, bucketOf, byBucket, total, yuan } from "../../../../mock-server/modules/stats/sql.js";

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
  async compute({ db, rows: reached }, range, granularity) {
    const [from, until] = bounds(range);
    // `+status` keeps SQLite on the date index (indexes.ts): the status index would read nearly every order.
    const sum = async (column: "paid_at" | "refunded_at", statuses: number[]) => {
      const at = sql.ref(column);
      const values = await byBucket(
        db,
        sql`SELECT ${bucketOf(column, granularity)} AS b, ${total("amount")} AS v FROM ${reached("user-order", "o")}
            WHERE ${at} >= ${from} AND ${at} < ${until} AND +status IN (${sql.join(statuses.map((s) => sql.lit(s)))})
            GROUP BY b`,
      );
      for (const [b, v] of values) values.set(b, yuan(v));
      return values;
    };
    const [revenue, refunds] = await Promise.all([sum("paid_at", [1, 2]), sum("refunded_at", [2])]);
    return { revenue, refunds };
  },
};

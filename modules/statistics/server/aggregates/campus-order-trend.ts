import { sql } from "kysely";
import type { SeriesAggregate } from "../../../../mock-server/modules/stats/aggregate.js";
import { bounds, bucketOf, total, yuan } from "../../../../mock-server/modules/stats/sql.js";

/** 校区订单: hours sold to campuses and their amount, per day or month the campus order was paid. */
export const campusOrderTrend: SeriesAggregate = {
  name: "campus-order-trend",
  title: "校区订单：已支付校区订单的售出课时与金额",
  kind: "series",
  reads: { "campus-order": ["hours", "amount", "status", "paid_at"] },
  series: {
    hours: { name: "售出课时", format: "number" },
    amount: { name: "订单金额", format: "money" },
  },
  async compute({ db, rows: reached }, range, granularity) {
    const [from, until] = bounds(range);
    // `+status` keeps SQLite on the date index (indexes.ts): the status index would read nearly every order.
    const { rows } = await sql<{ b: string; hours: number; amount: number }>`
      SELECT ${bucketOf("paid_at", granularity)} AS b, ${total("hours")} AS hours, ${total("amount")} AS amount
      FROM ${reached("campus-order", "o")} WHERE paid_at >= ${from} AND paid_at < ${until} AND +status = 1 GROUP BY b`.execute(
      db,
    );
    return {
      hours: new Map(rows.map((r) => [r.b, Math.round(Number(r.hours) * 10) / 10])),
      amount: new Map(rows.map((r) => [r.b, yuan(Number(r.amount))])),
    };
  },
};

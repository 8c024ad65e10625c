import type { SeriesAggregate } from "../aggregate.js";
import { bounds, bucketOf, table, yuan } from "../sql.js";

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
  compute({ db }, range, granularity) {
    const [from, until] = bounds(range);
    // `+status` keeps SQLite on the date index (indexes.ts): the status index would read nearly every order.
    const rows = db
      .prepare(
        `SELECT ${bucketOf("paid_at", granularity)} AS b, TOTAL(hours) AS hours, TOTAL(amount) AS amount
         FROM ${table("campus-order")} WHERE paid_at >= ? AND paid_at < ? AND +status = 1 GROUP BY b`,
      )
      .all(from, until) as { b: string; hours: number; amount: number }[];
    return {
      hours: new Map(rows.map((r) => [r.b, Math.round(r.hours * 10) / 10])),
      amount: new Map(rows.map((r) => [r.b, yuan(r.amount)])),
    };
  },
};

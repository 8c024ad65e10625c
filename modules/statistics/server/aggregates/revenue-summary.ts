import { sql } from "kysely";
import type { StatsAggregate } from "../../../../mock-server/modules/stats/aggregate.js";
import { bounds, total, yuan } from "../../../../mock-server/modules/stats/sql.js";

/**
 * 营收概况 of user orders. 营收总额 and 订单数 count the orders paid in the range (by `paid_at`),
 * including those refunded since; 退款金额 counts the refunds made in the range (by `refunded_at`),
 * so 净营收 = 营收总额 − 退款金额. 客单价 = 营收总额 / 订单数.
 */
export const revenueSummary: StatsAggregate = {
  name: "revenue-summary",
  title: "营收概况：营收总额、订单数、客单价、退款金额、净营收",
  kind: "stats",
  reads: { "user-order": ["amount", "status", "paid_at", "refunded_at"] },
  metrics: {
    revenue: { label: "营收总额", format: "money" },
    orders: { label: "订单数", format: "number" },
    average: { label: "客单价", format: "money" },
    refunds: { label: "退款金额", format: "money" },
    net: { label: "净营收", format: "money" },
  },
  async compute({ db, rows: reached }, range) {
    const [from, until] = bounds(range);
    // `+status` keeps SQLite on the date index (indexes.ts): the status index would read nearly every order.
    const orders = reached("user-order", "o");
    const [paid, refunded] = await Promise.all([
      sql<{ orders: number; revenue: number }>`
        SELECT COUNT(*) AS orders, ${total("amount")} AS revenue FROM ${orders}
        WHERE paid_at >= ${from} AND paid_at < ${until} AND +status IN (1, 2)`.execute(db),
      sql<{ refunds: number }>`
        SELECT ${total("amount")} AS refunds FROM ${orders}
        WHERE refunded_at >= ${from} AND refunded_at < ${until} AND +status = 2`.execute(db),
    ]);
    const count = Number(paid.rows[0].orders);
    const revenue = Number(paid.rows[0].revenue);
    const refunds = Number(refunded.rows[0].refunds);
    return {
      revenue: yuan(revenue),
      orders: count,
      average: count ? yuan(revenue / count) : 0,
      refunds: yuan(refunds),
      net: yuan(revenue - refunds),
    };
  },
};

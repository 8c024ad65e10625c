import type { StatsAggregate } from "../aggregate.js";
import { bounds, table, yuan } from "../sql.js";

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
  compute({ db }, range) {
    const [from, until] = bounds(range);
    // `+status` keeps SQLite on the date index (indexes.ts): the status index would read nearly every order.
    const orders = table("user-order");
    const paid = db
      .prepare(
        `SELECT COUNT(*) AS orders, TOTAL(amount) AS revenue FROM ${orders}
         WHERE paid_at >= ? AND paid_at < ? AND +status IN (1, 2)`,
      )
      .get(from, until) as { orders: number; revenue: number };
    const refunds = db
      .prepare(`SELECT TOTAL(amount) FROM ${orders} WHERE refunded_at >= ? AND refunded_at < ? AND +status = 2`)
      .pluck()
      .get(from, until) as number;
    return {
      revenue: yuan(paid.revenue),
      orders: paid.orders,
      average: paid.orders ? yuan(paid.revenue / paid.orders) : 0,
      refunds: yuan(refunds),
      net: yuan(paid.revenue - refunds),
    };
  },
};

import { AppError } from "../../../../mock-server/plugins/errors.js";
import { localDateTime } from "../../../../mock-server/resources/codec.js";
import type { ActionHandler } from "../../../../mock-server/resources/actions/types.js";

/** campus-order.json `status`. */
export const CAMPUS_ORDER_STATUS = { pending: 0, paid: 1, cancelled: 2 } as const;

/** Hours and money are kept to the cent: 0.1 + 0.2 must not leave 0.30000000000000004 in a balance. */
export const cents = (n: number): number => Math.round(n * 100) / 100;

/** Both actions act on a pending order only, whatever the config's `when` says. */
function pendingOnly(status: unknown, what: string): void {
  if (status !== CAMPUS_ORDER_STATUS.pending) throw new AppError(10008, 409, null, `只有待支付的订单可以${what}`);
}

/**
 * 确认收款: the order becomes 已支付 with the time, and its hours join the campus's balance, in the
 * action's transaction, so the hours are added exactly once: the order row is locked and its status read
 * inside (action-routes.ts), and the campus row is locked before its balance is read, so a lesson spending
 * hours at the same moment adds to this balance, not to the one before it.
 */
export const confirmPayment: ActionHandler = {
  async run({ ctx, row, store, storeOf }) {
    pendingOnly(row?.status, "确认收款");
    const order = row!;
    await store.update(order.id, { status: CAMPUS_ORDER_STATUS.paid, paid_at: localDateTime(ctx.now()) });
    const campuses = storeOf("campus");
    const campus = await campuses.get(Number(order.campus_id), { forUpdate: true });
    if (!campus) throw new AppError(11004, 404);
    const balance = cents(Number(campus.hours_balance ?? 0) + Number(order.hours));
    await campuses.update(campus.id, { hours_balance: balance });
    return {
      message: `已确认收款，${campus.name}课时余额增加${order.hours}课时，现为${balance}课时`,
      data: await store.get(order.id),
      detail: `确认收款：订单「${order.order_no}」，${campus.name}课时余额 +${order.hours}（现为${balance}）`,
    };
  },
};

/** 取消: a pending order is 已取消; nothing was paid, so nothing else changes. */
export const cancelOrder: ActionHandler = {
  async run({ row, store }) {
    pendingOnly(row?.status, "取消");
    await store.update(row!.id, { status: CAMPUS_ORDER_STATUS.cancelled });
    return { message: `订单${row!.order_no}已取消`, data: await store.get(row!.id) };
  },
};

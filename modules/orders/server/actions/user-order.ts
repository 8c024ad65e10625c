import { AppError } from "../../../../mock-server/plugins/errors.js";
import { localDateTime } from "../../../../mock-server/resources/codec.js";
import type { ActionHandler } from "../../../../mock-server/resources/actions/types.js";

/** user-order.json `status`. */
export const ORDER_STATUS = { pending: 0, paid: 1, refunded: 2 } as const;
/** commodity.json `status`: 上架 and 售罄. */
const ON_SALE = 1;
const SOLD_OUT = 2;

/**
 * 退款 (admins only, by config): the order becomes 已退款 with the time and reason, and the commodity
 * gets its unit of stock back (a sold-out commodity is on sale again). Only a paid order is refunded:
 * anything else answers 14016 whatever the config's `when` says.
 */
export const refundOrder: ActionHandler = {
  refusedCode: 14016,
  async run({ ctx, row, input, store, storeOf }) {
    if (!row || row.status !== ORDER_STATUS.paid) throw new AppError(14016, 409);
    const reason = String(input.refund_reason);
    await store.update(row.id, {
      status: ORDER_STATUS.refunded,
      refunded_at: localDateTime(ctx.now()),
      refund_reason: reason,
    });
    const commodities = storeOf("commodity");
    // Locked before its stock is read: a sale or another refund at the same moment counts from this one.
    const item = await commodities.get(Number(row.commodity_id), { forUpdate: true });
    if (item) {
      const stock = Number(item.stock ?? 0) + 1;
      await commodities.update(item.id, item.status === SOLD_OUT ? { stock, status: ON_SALE } : { stock });
    }
    return {
      message: `订单${row.order_no}已退款，商品库存已退回`,
      data: await store.get(row.id),
      detail: `退款：订单「${row.order_no}」，金额¥${Number(row.amount).toFixed(2)}，原因：${reason}`,
    };
  },
};

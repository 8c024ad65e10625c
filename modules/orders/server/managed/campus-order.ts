import { AppError } from "../../../../mock-server/plugins/errors.js";
import { CAMPUS_ORDER_STATUS, cents } from "../actions/campus-order.js";
import { drawUnique, orderNo, takenIn } from "../serials.js";
import type { ManagedFields, Values } from "../../../../mock-server/resources/managed/types.js";

/** 金额 = 课时数 × 单价, to the cent. */
const amountOf = (values: Values): number => cents(Number(values.hours ?? 0) * Number(values.unit_price ?? 0));

/**
 * A campus order gets its number (`KS` + time + 4 digits) and its amount from the server; it may be
 * changed only while 待支付 (the amount follows), and a paid one is never deleted: its hours are in the
 * campus's balance.
 */
export const campusOrderFields: ManagedFields = {
  async create(values, { ctx, res }) {
    const taken = takenIn(ctx, res.name, "order_no");
    return { order_no: await drawUnique(() => orderNo("KS", ctx.now()), taken), amount: amountOf(values) };
  },
  update(before, change) {
    if (before.status !== CAMPUS_ORDER_STATUS.pending)
      throw new AppError(13105, 409, null, `订单「${before.order_no}」不是待支付状态，不能修改`);
    return "hours" in change || "unit_price" in change ? { amount: amountOf({ ...before, ...change }) } : {};
  },
  remove(rows) {
    const paid = rows.find((r) => r.status === CAMPUS_ORDER_STATUS.paid);
    if (paid) throw new AppError(13105, 409, null, `订单「${paid.order_no}」已支付，课时已计入校区余额，不能删除`);
  },
};

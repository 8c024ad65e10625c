import { AppError } from "../../../../mock-server/plugins/errors.js";
import { ORDER_STATUS } from "../actions/user-order.js";
import type { ManagedFields } from "../../../../mock-server/resources/managed/types.js";

/**
 * User orders come from the student apps: the back-office writes only the remark of an unpaid order (every
 * other field is `readOnly`), never creates one, and deletes only an order nobody paid. Paid and refunded
 * orders are history: refused here even if the config's `edit.when` were dropped.
 */
export const userOrderFields: ManagedFields = {
  create() {
    throw new AppError(14007, 409, null, "用户订单由学员端下单生成，后台不能新增");
  },
  update(before) {
    if (before.status !== ORDER_STATUS.pending)
      throw new AppError(13105, 409, null, `订单「${before.order_no}」已支付或已退款，不能修改`);
    return {};
  },
  remove(rows) {
    const kept = rows.find((r) => r.status !== ORDER_STATUS.pending);
    if (kept) throw new AppError(13105, 409, null, `订单「${kept.order_no}」已支付或已退款，不能删除`);
  },
};

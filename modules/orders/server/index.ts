import type { ServerModule } from "../../../mock-server/module-api.js";
import { cancelOrder, confirmPayment } from "./actions/campus-order.js";
import { refundOrder } from "./actions/user-order.js";
import { campusOrderFields } from "./managed/campus-order.js";
import { userOrderFields } from "./managed/user-order.js";
import { campusOrderSeed } from "./seed/campus-order.js";
import { commoditySeed } from "./seed/commodity.js";
import { coursePackageSeed } from "./seed/course-package.js";
import { userOrderSeed } from "./seed/user-order.js";
import { welfareGiftSeed } from "./seed/welfare-gift.js";

/**
 * 订单与财务: commodities and course packages on the campuses' shops, welfare gifts, students' orders
 * (退款) and campuses' orders of lesson hours (确认收款, 取消), with the server's hold on their money
 * fields, the 财务 ability and a year of sample sales.
 */
const orders: ServerModule = {
  name: "orders",
  // The money actions (确认收款, 退款) of its orders need it.
  abilities: { FINANCE: { "zh-CN": "财务", "en-US": "Finance" } },
  actions: {
    "user-order.refund": refundOrder,
    "campus-order.confirm-payment": confirmPayment,
    "campus-order.cancel": cancelOrder,
  },
  managed: { "user-order": userOrderFields, "campus-order": campusOrderFields },
  seed: {
    resources: [
      ["course-package", coursePackageSeed],
      ["commodity", commoditySeed],
      ["welfare-gift", welfareGiftSeed],
      // A redeemed activation code is a 0-yuan order too: codes' rows, while that module is listed.
      ["user-order", userOrderSeed, { after: ["activation-code"] }],
      ["campus-order", campusOrderSeed],
    ],
  },
};

export default orders;

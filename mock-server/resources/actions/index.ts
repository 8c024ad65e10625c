import { generateCodes, voidCode } from "./activation-code.js";
import { cancelOrder, confirmPayment } from "./campus-order.js";
import { refundOrder } from "./user-order.js";
import type { ActionHandler } from "./types.js";

export type { ActionCall, ActionHandler, ActionResult } from "./types.js";

/**
 * The server side of the tutoring app's custom actions (`list.actions.custom`), by `<resource>.<action>`,
 * which its module registers (ServerModule.actions). A configured action no module handles stops the start
 * (`resources/<name>.json#/list/actions/custom/<i>/name: …`); a handler without a configured action is never
 * reached. One file per resource holds its handlers.
 */
export const actionHandlers: Record<string, ActionHandler> = {
  "user-order.refund": refundOrder,
  "campus-order.confirm-payment": confirmPayment,
  "campus-order.cancel": cancelOrder,
  "activation-code.generate": generateCodes,
  "activation-code.void": voidCode,
};

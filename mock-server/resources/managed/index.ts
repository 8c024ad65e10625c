import { activationCodeFields } from "./activation-code.js";
import { campusOrderFields } from "./campus-order.js";
import { userOrderFields } from "./user-order.js";
import type { ManagedFields } from "./types.js";

export type { ManagedCall, ManagedFields } from "./types.js";

/**
 * How the server fills and guards the `readOnly` fields of the tutoring app's resources on the generic
 * create, update and delete routes, by resource name (see managed-store.ts), registered by its module
 * (ServerModule.managed). A resource not listed has its readOnly fields
 * set only by its defaults (on create), its custom actions and its seed.
 */
export const managedFields: Record<string, ManagedFields> = {
  "user-order": userOrderFields,
  "campus-order": campusOrderFields,
  "activation-code": activationCodeFields,
};

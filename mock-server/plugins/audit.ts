import type { FastifyRequest } from "fastify";
import type { Store } from "../db/index.js";

/** Records a write in the operation log: who, what, which record, from where. */
export function auditLog(store: Store) {
  return async (request: FastifyRequest, action: string, target = "", detail = "", username?: string) => {
    await store.db
      .insertInto("operation_log")
      .values({ username: username ?? request.user?.username ?? "", action, target, detail, ip: request.ip })
      .execute();
  };
}

export type AuditLog = ReturnType<typeof auditLog>;

import type { FastifyRequest } from "fastify";
import type { DB } from "./database.js";

/** Records a write in the operation log: who, what, which record, from where. */
export function auditLog(db: DB) {
  const insert = db.prepare("INSERT INTO operation_log (username, action, target, detail, ip) VALUES (?, ?, ?, ?, ?)");
  return (request: FastifyRequest, action: string, target = "", detail = "", username?: string) => {
    insert.run(username ?? request.user?.username ?? "", action, target, detail, request.ip);
  };
}

export type AuditLog = ReturnType<typeof auditLog>;

import type { FastifyInstance } from "fastify";
import type { AuditLog } from "../plugins/audit.js";
import type { ResourceContext } from "./context.js";
import { readRoutes } from "./read-routes.js";
import { resourceStore } from "./store.js";
import { writeRoutes } from "./write-routes.js";

export interface ResourceRoutesDeps {
  ctx: ResourceContext;
  audit: AuditLog;
  /** Rows per page when neither the request nor the resource says (app.json `pageSize`). */
  pageSize: number;
}

/**
 * The routes of every config-driven resource (docs/resource-api.md), registered under the API base.
 * Each resource gets its own routes with schemas generated from its record and list, so a bad request
 * is refused by ajv with field messages and /api/docs shows every resource's parameters.
 */
export async function resourceRoutes(app: FastifyInstance, { ctx, audit, pageSize }: ResourceRoutesDeps) {
  for (const res of Object.values(ctx.resources)) {
    const store = resourceStore(ctx, res);
    readRoutes(app, ctx, store, pageSize);
    writeRoutes(app, ctx, store, audit);
  }
}

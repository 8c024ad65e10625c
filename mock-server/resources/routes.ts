import type { FastifyInstance } from "fastify";
import type { AuditLog } from "../plugins/audit.js";
import type { ResourceContext } from "./context.js";
import { readRoutes } from "./read-routes.js";
import { viewerStores } from "./viewer-store.js";
import { writeRoutes } from "./write-routes.js";
import { actionRoutes } from "./action-routes.js";
import { bulkActionRoutes } from "./bulk-action-routes.js";
import { importRoutes } from "./import/routes.js";
import { importsRows } from "./import/fields.js";
import { isReadOnlyResource } from "../../src/common/resource-source.js";
import { fileRoutes } from "./files/file-routes.js";
import { treeRoutes } from "./tree/tree-routes.js";

import type { UploadQuota } from "../plugins/upload-quota.js";

export interface ResourceRoutesDeps {
  ctx: ResourceContext;
  audit: AuditLog;
  /** Rows per page when neither the request nor the resource says (app.json `pageSize`). */
  pageSize: number;
  /** The shared upload folder: files of `file` fields are stored in it. */
  uploads: string;
  /** Each account's upload quota, charged for files of `file` fields. */
  quota: UploadQuota;
}

/**
 * The routes of every config-driven resource (docs/resource-api.md), registered under the API base.
 * Each resource gets its own routes with schemas generated from its record and list, so a bad request
 * is refused by ajv with field messages and /api/docs shows every resource's parameters. A read-only
 * resource (`source.table`) has no write routes: a POST, PUT or DELETE answers 404.
 */
export async function resourceRoutes(
  app: FastifyInstance,
  { ctx, audit, pageSize, uploads, quota }: ResourceRoutesDeps,
) {
  for (const res of Object.values(ctx.resources)) {
    readRoutes(app, ctx, viewerStores(ctx, res), pageSize);
    treeRoutes(app, ctx, res);
    if (!isReadOnlyResource(res)) writeRoutes(app, ctx, res, audit);
    actionRoutes(app, ctx, res, audit);
    bulkActionRoutes(app, ctx, res, audit);
    if (importsRows(res)) await importRoutes(app, ctx, res, audit);
    if (!isReadOnlyResource(res)) await fileRoutes(app, ctx, res, { uploads, audit, quota });
  }
}

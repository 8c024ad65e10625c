import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { ErrorCatalogue } from "../../src/types/generated/errors.js";
import { isReadOnlyResource } from "../../src/common/resource-source.js";
import type { AuditLog } from "../plugins/audit.js";
import { currentUser } from "../plugins/auth.js";
import { catalogueText, describeFailure, fail, type Failure } from "../plugins/errors.js";
import { accessRule } from "./access.js";
import { bodySchema } from "./body-schema.js";
import type { ResourceContext } from "./context.js";
import type { Row } from "./codec.js";
import { attachLabels } from "./labels.js";
import { normaliseBody, normaliseQuery } from "./normalise.js";
import { REST_PREFIX, hiddenInRestQuery, restList, restListSchema } from "./rest-query.js";
import { fieldView, hidesDefaultSort, visibleRow } from "./field-rules.js";
import { idParams } from "./schemas.js";
import { viewerStores } from "./viewer-store.js";
import { resourceWriter } from "./write-routes.js";
import { systemColumns } from "./columns.js";
import { localize } from "../../src/common/i18n.js";

type Values = Record<string, unknown>;

export interface RestRoutesDeps {
  ctx: ResourceContext;
  audit: AuditLog;
  /** The error catalogue: a failure's `message` is its Chinese text. */
  errors: ErrorCatalogue;
}

/** An error in the dialect: what Refine's HttpError reads (`message`, `statusCode`, `errors`), and the code. */
export interface RestError {
  statusCode: number;
  code: number;
  message: string;
  /** Field → message, on a refused write or query (10001). */
  errors?: Record<string, string>;
  /** Anything else the failure carries (the fresh token of a 402, the resource of a 409). */
  data?: unknown;
}

export function restError({ status, code, message, data }: Failure): RestError {
  const out: RestError = { statusCode: status, code, message };
  const errors = (data as { errors?: Record<string, string> } | null)?.errors;
  if (errors && typeof errors === "object") out.errors = errors;
  else if (data !== null && data !== undefined) out.data = data;
  return out;
}

/** A record as stored, with `_labels` for its relations; its fields depend on the resource. */
const recordSchema = {
  type: "object",
  additionalProperties: true,
  properties: { id: { type: "integer" }, created_at: { type: "string" }, updated_at: { type: "string" } },
};
/** The rows asked for; the number of all rows matching the filters is a header. */
const listSchema = {
  description: "The rows from `_start` up to `_end`",
  headers: { "X-Total-Count": { type: "integer", description: "Rows matching the filters, on every page" } },
  type: "array",
  items: recordSchema,
};
const errorSchema = {
  description: "`{statusCode, code, message, errors?}`: the catalogue's code and text, field messages on 10001",
  type: "object",
  properties: {
    statusCode: { type: "integer" },
    code: { type: "integer" },
    message: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "string" } },
    data: {},
  },
};

/** The OpenAPI side of a route: a unique operationId, a summary, the tag and the answers. */
const described = (
  operationId: string,
  summary: string,
  ok: unknown,
  extra: Record<string, unknown> = {},
  status = 200,
) => ({
  operationId,
  summary,
  tags: ["rest"],
  ...extra,
  response: { [status]: ok, "4xx": errorSchema },
});

/**
 * A body sent back as it was read: the server's own columns and what it adds to a row (`_labels`,
 * `_files`, `_childCount`: every `_` key; fields never start with one) are not fields (the envelope would
 * refuse them as unknown), so a client may PUT the record it got.
 */
const dropServerColumns = async (request: FastifyRequest) => {
  const body = request.body as Values | undefined;
  if (!body || typeof body !== "object" || Array.isArray(body)) return;
  for (const name of Object.keys(body))
    if ((systemColumns as readonly string[]).includes(name) || name.startsWith("_")) delete body[name];
};

/** The routes of one resource in the dialect, with the envelope routes' access rules, checks and log. */
function resourceRestRoutes(app: FastifyInstance, ctx: ResourceContext, res: ResourceConfig, audit: AuditLog) {
  const base = `/${res.name}`;
  // Each caller reads through the rows its roles' rules reach (viewer-store.ts), as in the envelope routes.
  const stores = viewerStores(ctx, res);
  const h = ctx.store.sql;
  const id = (suffix: string) => `rest_${res.name}_${suffix}`;
  const read = { access: accessRule(res, "read") };
  /** Rows with their labels, without the fields the caller may not see (field-rules.ts). */
  const labelled = async (request: FastifyRequest, rows: Row[]) => {
    const view = fieldView(request.user, res, ctx.roles);
    return (await attachLabels(ctx, res, rows, currentUser(request))).map((row) => visibleRow(row, view));
  };

  app.get<{ Querystring: Values }>(
    base,
    {
      config: read,
      // An empty parameter is no filter (a cleared filter input), as in the envelope's list.
      preValidation: normaliseQuery(new Set()),
      schema: described(id("list"), `${localize(res.title)}：列表（simple-rest）`, listSchema, {
        querystring: restListSchema(res),
      }),
    },
    async (request, reply) => {
      const view = fieldView(request.user, res, ctx.roles);
      const hidden = hiddenInRestQuery(res, request.query, view.hidden);
      if (Object.keys(hidden).length) throw fail.badParams(hidden);
      const hiddenSort = !request.query._sort && hidesDefaultSort(res, view);
      const query = hiddenSort ? { ...request.query, _sort: "id", _order: "desc" } : request.query;
      const { where, order, offset, limit } = restList(h, res, query);
      const { list, total } = await stores(request.user).window(where, order, offset, limit);
      reply.header("x-total-count", String(total));
      return labelled(request, list);
    },
  );

  app.get<{ Params: { id: number } }>(
    `${base}/:id`,
    {
      config: read,
      schema: described(id("get"), `${localize(res.title)}：详情（simple-rest）`, recordSchema, { params: idParams }),
    },
    async (request) => {
      const row = await stores(request.user).get(request.params.id);
      if (!row) throw fail.notFound();
      return (await labelled(request, [row]))[0];
    },
  );

  if (isReadOnlyResource(res)) return;
  const writer = resourceWriter(ctx, res, audit);
  const preValidation = [dropServerColumns, normaliseBody(res)];
  const update = { access: accessRule(res, "update") };
  const updateSchema = (op: string, summary: string) =>
    described(id(op), `${localize(res.title)}：${summary}（simple-rest）`, recordSchema, {
      params: idParams,
      body: bodySchema(res, "update"),
    });

  app.post<{ Body: Values }>(
    base,
    {
      config: { access: accessRule(res, "create") },
      preValidation,
      schema: described(
        id("create"),
        `${localize(res.title)}：新增（simple-rest）`,
        recordSchema,
        { body: bodySchema(res, "create") },
        201,
      ),
    },
    async (request, reply) => reply.status(201).send(await writer.create(request, request.body)),
  );

  // PUT and PATCH alike: the fields the body names change (as the envelope's PUT), the others stay.
  app.put<{ Params: { id: number }; Body: Values }>(
    `${base}/:id`,
    { config: update, preValidation, schema: updateSchema("replace", "修改") },
    async (request) => writer.update(request, request.params.id, request.body),
  );
  app.patch<{ Params: { id: number }; Body: Values }>(
    `${base}/:id`,
    { config: update, preValidation, schema: updateSchema("update", "部分修改") },
    async (request) => writer.update(request, request.params.id, request.body),
  );

  app.delete<{ Params: { id: number } }>(
    `${base}/:id`,
    {
      config: { access: accessRule(res, "delete") },
      schema: described(id("delete"), `${localize(res.title)}：删除（simple-rest）`, recordSchema, {
        params: idParams,
      }),
    },
    async (request) => writer.removeOne(request, request.params.id),
  );
}

/**
 * Every config resource in the `@refinedev/simple-rest` dialect under `{apiBase}/rest/<name>`
 * (docs/resource-api.md, "The simple-rest dialect"): plain JSON records and arrays, `X-Total-Count`, `PATCH`.
 * The same access rules, page gate (page-gate.ts knows the prefix), body checks, hooks and operation log as
 * the envelope routes; a read-only resource has no write routes (404). Failures answer
 * `{statusCode, code, message, errors?}` with the catalogue's text, under the envelope's HTTP status.
 */
export async function restRoutes(app: FastifyInstance, { ctx, audit, errors }: RestRoutesDeps) {
  await app.register(
    async (rest) => {
      rest.setErrorHandler((err: FastifyError, request, reply) => {
        const failure = describeFailure(err, errors, () => request.log.error({ err }, "unhandled error"));
        return reply.status(failure.status).send(restError(failure));
      });
      rest.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ statusCode: 404, code: 404, message: catalogueText(errors, 404, "error") }),
      );
      for (const res of Object.values(ctx.resources)) resourceRestRoutes(rest, ctx, res, audit);
    },
    { prefix: REST_PREFIX },
  );
}

import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { currentUser } from "../plugins/auth.js";
import { envelope, fail } from "../plugins/errors.js";
import { accessRule } from "./access.js";
import { labelField } from "./columns.js";
import type { ResourceContext } from "./context.js";
import { requestLocale } from "../plugins/locale.js";
import { BOM, contentDisposition, csvHeader, csvLines, exportColumns } from "./export-csv.js";
import { attachLabels } from "./labels.js";
import { normaliseQuery } from "./normalise.js";
import { exportQuerySchema, listQuerySchema, optionsQuerySchema } from "./query-schema.js";
import { idParams, tagged } from "./schemas.js";
import { DEFAULT_TOTAL_CAP, type ListQuery, type ResourceStore } from "./store.js";
import { localize } from "../../src/common/i18n.js";
import { selectUse } from "./select-uses.js";
import type { Viewer } from "./row-rules.js";
import { fieldView, hiddenInQuery, hidesDefaultSort, visibleRow } from "./field-rules.js";
import { configFor } from "./field-config.js";

/** Rows per chunk of an export: each chunk is one query for the rows and one per relation for labels. */
const EXPORT_CHUNK = 500;

/** config, list, export, options and one row of a resource: everything that needs `read`. */
export function readRoutes(
  app: FastifyInstance,
  ctx: ResourceContext,
  stores: (viewer?: Viewer | null) => ResourceStore,
  defaultPageSize: number,
): void {
  // The resource's own store, for what does not depend on the caller; each request reads through its own.
  const store = stores();
  const res: ResourceConfig = store.res;
  const mine = (request: FastifyRequest) => stores(currentUser(request));
  /** The caller's fields of the resource (field-rules.ts): hidden ones leave every answer. */
  const viewOf = (request: FastifyRequest) => fieldView(currentUser(request), res, ctx.roles);
  /** Refuses (10001) a query filtering, searching or sorting by a field the caller may not see. */
  const askable = (request: FastifyRequest, query: Record<string, unknown>) => {
    const errors = hiddenInQuery(query, viewOf(request), labelField(res));
    if (Object.keys(errors).length) throw fail.badParams(errors);
  };
  const base = `/v1/resources/${res.name}`;
  const config = { access: accessRule(res, "read") };
  const ranges = new Set(store.filters.filter((f) => f.operator === "between").map((f) => f.field));
  const preValidation = normaliseQuery(ranges);

  // The page as the caller may use it: without the fields it may not see, the ones it may not change kept.
  app.get(`${base}/config`, { config, schema: tagged(`${localize(res.title)}：页面配置`) }, async (request) =>
    envelope(configFor(res, viewOf(request))),
  );

  app.get<{
    Querystring: ListQuery & { pageNo?: number; pageSize?: number; exactTotal?: boolean; pageAfter?: string };
  }>(
    base,
    { config, preValidation, schema: tagged(`${localize(res.title)}：列表`, { querystring: listQuerySchema(res) }) },
    async (request) => {
      const {
        pageNo = 1,
        pageSize = res.list.pagination?.pageSize ?? defaultPageSize,
        exactTotal,
        pageAfter,
      } = request.query;
      const totalCap = res.list.pagination?.totalCap ?? DEFAULT_TOTAL_CAP;
      askable(request, request.query);
      const hiddenSort = !request.query.prop && hidesDefaultSort(res, viewOf(request));
      const query = hiddenSort ? { ...request.query, prop: "id", order: "descending" } : request.query;
      const { list, ...counted } = await mine(request).page(query, pageNo, pageSize, {
        exactTotal,
        pageAfter,
        totalCap,
      });
      const view = viewOf(request);
      const labelled = await attachLabels(ctx, res, list, currentUser(request));
      return envelope({ list: labelled.map((row) => visibleRow(row, view)), ...counted });
    },
  );

  app.get<{ Querystring: ListQuery & { columns?: string[] } }>(
    `${base}/export`,
    {
      config,
      preValidation,
      schema: tagged(`${localize(res.title)}：导出CSV`, { querystring: exportQuerySchema(res) }),
    },
    async (request, reply) => {
      askable(request, request.query);
      const view = viewOf(request);
      // Asked for by name, a hidden column is refused; by default, the visible ones are written.
      const hidden = (request.query.columns ?? []).filter((c) => view.hidden.has(c));
      if (hidden.length) throw fail.badParams({ columns: `无权导出：${hidden.join("、")}` });
      const columns = exportColumns(res, request.query.columns).filter((c) => !view.hidden.has(c));
      const reader = mine(request);
      const ids = await reader.matchingIds(request.query);
      // Relations the caller may not read are written as their raw ids (their labels are null).
      const user = currentUser(request);
      // Each chunk is read when the stream asks for it: no statement stays open between chunks.
      async function* csv() {
        yield BOM + csvHeader(res, columns, requestLocale(request));
        for (let i = 0; i < ids.length; i += EXPORT_CHUNK) {
          const rows = await reader.byIds(ids.slice(i, i + EXPORT_CHUNK));
          yield csvLines(res, columns, await attachLabels(ctx, res, rows, user), requestLocale(request));
        }
      }
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", contentDisposition(res, ctx.now(), requestLocale(request)))
        .send(Readable.from(csv()));
    },
  );

  const use = selectUse(ctx.resources, res.name);
  const label = labelField(res);
  const parentField = res.list.tree?.parentField;
  app.get<{ Querystring: ListQuery & { limit?: number; labelField?: string; valueField?: string } }>(
    `${base}/options`,
    {
      config,
      // Options filter by equality only: no parameter is a range.
      preValidation: normaliseQuery(new Set()),
      schema: tagged(`${localize(res.title)}：下拉选项`, { querystring: optionsQuerySchema(res, use, label) }),
    },
    async (request) => {
      const { labelField: shown = label, valueField: stored = "id", limit = 50, ...query } = request.query;
      const view = viewOf(request);
      askable(request, query);
      const named = Object.entries({ labelField: request.query.labelField, valueField: request.query.valueField });
      const refused = named.filter(([, field]) => field !== undefined && view.hidden.has(field));
      if (refused.length) throw fail.badParams(Object.fromEntries(refused.map(([k]) => [k, "无权读取此字段"])));
      const rows = await mine(request).options(query, limit);
      // A hidden label names the row by its id, as a row without a label is named.
      const labelOf = (r: Record<string, unknown>) => (view.hidden.has(shown) ? undefined : r[shown]);
      // `{value, label}` only, and for a tree the parent, so a select can draw it: never the row.
      return envelope({
        list: rows.map((r) => ({
          value: r[stored],
          label: labelOf(r) ?? String(r.id),
          ...(parentField && !view.hidden.has(parentField) ? { [parentField]: r[parentField] ?? null } : {}),
        })),
      });
    },
  );

  app.get<{ Params: { id: number } }>(
    `${base}/:id`,
    { config, schema: tagged(`${localize(res.title)}：详情`, { params: idParams }) },
    async (request) => {
      // A row outside the caller's rules is as missing as a deleted one.
      const row = await mine(request).get(request.params.id);
      if (!row) throw fail.notFound();
      return envelope(visibleRow((await attachLabels(ctx, res, [row], currentUser(request)))[0], viewOf(request)));
    },
  );
}

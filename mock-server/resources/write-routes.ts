import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { AppError, envelope, fail } from "../plugins/errors.js";
import type { AuditLog } from "../plugins/audit.js";
import { currentUser } from "../plugins/auth.js";
import { accessRule } from "./access.js";
import { bodySchema } from "./body-schema.js";
import { checkValues, referencedBy } from "./checks.js";
import { compareErrors } from "../../src/common/record-compare.js";
import { CREATOR_FIELD } from "../../src/common/custom-actions.js";
import { resourceHooks } from "./hooks/index.js";
import { decodeValue, encodeValue, type Row } from "./codec.js";
import { labelField } from "./columns.js";
import type { ResourceContext } from "./context.js";
import { attachLabels } from "./labels.js";
import { normaliseBody } from "./normalise.js";
import { batchDeleteSchema } from "./query-schema.js";
import { idParams, tagged } from "./schemas.js";
import type { ResourceStore } from "./store.js";

type Values = Record<string, unknown>;

/** The row a create stores: the body over the fields' defaults (a `readOnly` field's default is not in the body). */
function withDefaults(res: ResourceConfig, values: Values): Values {
  const defaults = Object.entries(res.record.properties).filter(([, f]) => f.default !== undefined);
  return { ...Object.fromEntries(defaults.map(([name, f]) => [name, f.default])), ...values };
}

/**
 * A record that keeps its creator (a readOnly `created_by`, which four-eyes actions read) gets the caller's
 * username on create; the body cannot carry it (readOnly), so nobody can name someone else.
 */
function withCreator(res: ResourceConfig, values: Values, username: string | undefined): Values {
  return res.record.properties[CREATOR_FIELD]?.readOnly ? { ...values, [CREATOR_FIELD]: username ?? "" } : values;
}

/**
 * Comparisons across fields (`record.compare`, judged on `row`: the row as it would be stored), unique and
 * relation problems are 10001 with field messages, like the schema's own.
 */
function check(ctx: ResourceContext, res: ResourceConfig, values: Values, row: Values, exceptId?: number) {
  const errors = { ...compareErrors(res.record, row), ...checkValues(ctx, res, values, exceptId) };
  if (Object.keys(errors).length) throw fail.badParams(errors);
}

/** Fields whose stored value would change, compared as stored (so 1 and true are the same boolean). */
function changedFields(res: ResourceConfig, before: Row, values: Values): string[] {
  return Object.keys(values).filter((name) => {
    const field = res.record.properties[name];
    const after = decodeValue(field, encodeValue(field, values[name]));
    return JSON.stringify(after) !== JSON.stringify(before[name] ?? null);
  });
}

/** A refused delete names the resource still pointing at the row (409 / 13105). */
function refuseIfReferenced(ctx: ResourceContext, res: ResourceConfig, ids: number[]) {
  const other = referencedBy(ctx, res, ids);
  if (other) throw new AppError(13105, 409, { resource: other.name }, `该${res.title}已被${other.title}引用，无法删除`);
}

/** create, update, delete and batch delete, each with its access rule and an operation-log entry. */
export function writeRoutes(app: FastifyInstance, ctx: ResourceContext, store: ResourceStore, audit: AuditLog): void {
  const res = store.res;
  const base = `/v1/resources/${res.name}`;
  const target = (id: number) => `${res.name}#${id}`;
  const labelOf = (row: Values) => String(row[labelField(res)] ?? "");
  const titles = (names: string[]) => names.map((n) => res.record.properties[n].title).join("、");
  const preValidation = normaliseBody(res);
  // The answer's labels follow the caller's read access, as the list's do.
  const present = (request: FastifyRequest, id: number) =>
    attachLabels(ctx, res, [store.get(id)!], currentUser(request))[0];

  app.post<{ Body: Values }>(
    base,
    {
      config: { access: accessRule(res, "create") },
      preValidation,
      schema: tagged(`${res.title}：新增`, { body: bodySchema(res, "create") }),
    },
    async (request) => {
      check(ctx, res, request.body, withDefaults(res, request.body));
      const id = ctx.db.transaction(() => {
        const id = store.insert(withCreator(res, request.body, request.user?.username));
        resourceHooks[res.name]?.afterCreate?.(store.get(id)!, ctx);
        return id;
      })();
      await audit(request, "新增", target(id), `新增${res.title}「${labelOf(request.body)}」`);
      return envelope(present(request, id), "新增成功");
    },
  );

  app.put<{ Params: { id: number }; Body: Values }>(
    `${base}/:id`,
    {
      config: { access: accessRule(res, "update") },
      preValidation,
      schema: tagged(`${res.title}：修改`, { params: idParams, body: bodySchema(res, "update") }),
    },
    async (request) => {
      const { id } = request.params;
      const before = store.get(id);
      if (!before) throw fail.notFound();
      check(ctx, res, request.body, { ...before, ...request.body }, id);
      const changed = changedFields(res, before, request.body);
      if (changed.length) {
        ctx.db.transaction(() => {
          store.update(id, Object.fromEntries(changed.map((n) => [n, request.body[n]])));
          resourceHooks[res.name]?.afterUpdate?.(before, store.get(id)!, ctx);
        })();
      }
      await audit(request, "修改", target(id), changed.length ? `修改：${titles(changed)}` : "未修改任何字段");
      return envelope(present(request, id), "修改成功");
    },
  );

  const remove = (ids: number[]) => {
    refuseIfReferenced(ctx, res, ids);
    return ctx.db.transaction(() => {
      const rows = store.byIds(ids);
      const deleted = store.remove(ids);
      for (const row of rows) resourceHooks[res.name]?.afterDelete?.(row, ctx);
      return deleted;
    })();
  };
  const deleteAccess = { access: accessRule(res, "delete") };

  app.delete<{ Params: { id: number } }>(
    `${base}/:id`,
    { config: deleteAccess, schema: tagged(`${res.title}：删除`, { params: idParams }) },
    async (request) => {
      const row = store.get(request.params.id);
      if (!row) throw fail.notFound();
      remove([row.id]);
      await audit(request, "删除", target(row.id), `删除${res.title}「${labelOf(row)}」`);
      return envelope({ deleted: 1 }, "删除成功");
    },
  );

  app.delete<{ Querystring: { ids: number[] } }>(
    base,
    { config: deleteAccess, schema: tagged(`${res.title}：批量删除`, { querystring: batchDeleteSchema() }) },
    async (request) => {
      const rows = store.byIds([...new Set(request.query.ids)]);
      const deleted = rows.length ? remove(rows.map((r) => r.id)) : 0;
      for (const row of rows) await audit(request, "删除", target(row.id), `批量删除${res.title}「${labelOf(row)}」`);
      return envelope({ deleted }, "删除成功");
    },
  );
}

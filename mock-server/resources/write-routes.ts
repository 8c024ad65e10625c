import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { AppError, envelope, fail } from "../plugins/errors.js";
import type { AuditLog } from "../plugins/audit.js";
import { currentUser } from "../plugins/auth.js";
import { accessRule } from "./access.js";
import { bodySchema } from "./body-schema.js";
import { checkValues, referencedBy } from "./checks.js";
import { writeErrors } from "./write-checks.js";
import { CREATOR_FIELD } from "../../src/common/custom-actions.js";
import { decodeValue, encodeValue, type Row } from "./codec.js";
import { labelField } from "./columns.js";
import type { ResourceContext } from "./context.js";
import { attachLabels } from "./labels.js";
import { normaliseBody } from "./normalise.js";
import { batchDeleteSchema } from "./query-schema.js";
import { idParams, tagged } from "./schemas.js";
import { reaches, viewerStores } from "./viewer-store.js";
import { outsideRules } from "./row-rules.js";
import { fieldView, refusedWrites, visibleRow } from "./field-rules.js";
import { managedStore } from "./managed-store.js";
import { redrawOnClash } from "./clash.js";
import { resourceStore } from "./store.js";
import { localize } from "../../src/common/i18n.js";

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
 * Comparisons across fields (`record.compare`, judged on `row`: the row as it would be stored), unique,
 * relation and dependent-relation problems are 10001 with field messages, like the schema's own.
 */
async function check(ctx: ResourceContext, res: ResourceConfig, values: Values, row: Values, id?: number) {
  const errors = await writeErrors(ctx, res, { values, row, id });
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
async function refuseIfReferenced(ctx: ResourceContext, res: ResourceConfig, ids: number[]) {
  const other = await referencedBy(ctx, res, ids);
  if (other)
    throw new AppError(
      13105,
      409,
      { resource: other.name },
      `该${localize(res.title)}已被${localize(other.title)}引用，无法删除`,
    );
}

/**
 * The writes of a resource, as every dialect of the API makes them (the envelope routes below, the
 * simple-rest routes in rest-routes.ts): each checked, in one transaction with its hooks and server-managed
 * fields (managed-store.ts), and written to the operation log. The checks run before it; a unique value
 * another request stored in between is refused by the table's unique index, and answered as the check would
 * have (10001 on the field), or drawn again when the server drew it. Each answers the row as stored, with labels.
 */
export function resourceWriter(ctx: ResourceContext, res: ResourceConfig, audit: AuditLog) {
  const target = (id: number) => `${res.name}#${id}`;
  const labelOf = (row: Values) => String(row[labelField(res)] ?? "");
  const titles = (names: string[]) => names.map((n) => localize(res.record.properties[n].title)).join("、");
  // What the caller reaches (its roles' row rules): a row outside them is not found, and cannot be made.
  const readers = viewerStores(ctx, res);
  const reader = readers();
  const readerOf = (request: FastifyRequest) => readers(request.user);
  const storeIn = (tx: ResourceContext) => managedStore(tx, resourceStore(tx, res));
  /** Refuses (10001 on the rule's fields, undoing the write) a row the caller's rules would not reach. */
  const keepWithin = async (request: FastifyRequest, tx: ResourceContext, id: number) => {
    if (!(await reaches(tx, res, request.user, id))) throw fail.badParams(outsideRules(request.user!, res, tx.roles));
  };
  const hooks = ctx.parts.hooks[res.name];
  /** The write, again if the server drew a value that clashed; a duplicate the request sent is 10001. */
  const write = <T>(values: Values, exceptId: number | undefined, fn: (tx: ResourceContext) => Promise<T>) =>
    redrawOnClash(
      ctx.store,
      () => ctx.transaction(fn),
      async () => {
        const errors = await checkValues(ctx, res, values, exceptId);
        if (Object.keys(errors).length) throw fail.badParams(errors);
        return true;
      },
    );
  /** The caller's fields of the resource (field-rules.ts). */
  const viewOf = (request: FastifyRequest) => fieldView(request.user, res, ctx.roles);
  /** Refuses (10001 on each) the fields of a write the caller may not make: hidden, or read-only and changed. */
  const mayWrite = (request: FastifyRequest, body: Values, before?: Values) => {
    const errors = refusedWrites(res, body, viewOf(request), before);
    if (Object.keys(errors).length) throw fail.badParams(errors);
  };
  // The answer's labels follow the caller's read access, as the list's do; its fields, the caller's view.
  const present = async (request: FastifyRequest, id: number) =>
    visibleRow((await attachLabels(ctx, res, [(await reader.get(id))!], currentUser(request)))[0], viewOf(request));
  const remove = (ids: number[]) =>
    ctx.transaction(async (tx) => {
      await refuseIfReferenced(tx, res, ids);
      const store = storeIn(tx);
      const rows = await store.byIds(ids);
      const deleted = await store.remove(ids);
      for (const row of rows) await hooks?.afterDelete?.(row, tx);
      return deleted;
    });

  return {
    reader,

    /** A body valid for `bodySchema(res, "create")`. */
    async create(request: FastifyRequest, body: Values) {
      // A field the caller may not change keeps its default: naming that is no change.
      mayWrite(request, body, withDefaults(res, {}));
      await check(ctx, res, body, withDefaults(res, body));
      const id = await write(body, undefined, async (tx) => {
        const store = storeIn(tx);
        const id = await store.insert(withCreator(res, body, request.user?.username));
        await keepWithin(request, tx, id);
        await hooks?.afterCreate?.((await store.get(id))!, tx);
        return id;
      });
      await audit(request, "新增", target(id), `新增${localize(res.title)}「${labelOf(body)}」`);
      return present(request, id);
    },

    /** A body valid for `bodySchema(res, "update")`: the fields it names change, the others stay. */
    async update(request: FastifyRequest, id: number, body: Values) {
      const before = await readerOf(request).get(id);
      if (!before) throw fail.notFound();
      mayWrite(request, body, before);
      await check(ctx, res, body, { ...before, ...body }, id);
      const changed = changedFields(res, before, body);
      if (changed.length) {
        await write(body, id, async (tx) => {
          const store = storeIn(tx);
          await store.update(id, Object.fromEntries(changed.map((n) => [n, body[n]])));
          await keepWithin(request, tx, id);
          await hooks?.afterUpdate?.(before, (await store.get(id))!, tx);
        });
      }
      await audit(request, "修改", target(id), changed.length ? `修改：${titles(changed)}` : "未修改任何字段");
      return present(request, id);
    },

    /** Deletes one row (404 when there is none, 409 while another resource points at it); the row deleted. */
    async removeOne(request: FastifyRequest, id: number) {
      const row = await readerOf(request).get(id);
      if (!row) throw fail.notFound();
      await remove([row.id]);
      await audit(request, "删除", target(row.id), `删除${localize(res.title)}「${labelOf(row)}」`);
      return visibleRow(row, viewOf(request));
    },

    /** Deletes the rows of `ids` that exist; how many. */
    async removeMany(request: FastifyRequest, ids: number[]) {
      const rows = await readerOf(request).byIds([...new Set(ids)]);
      const deleted = rows.length ? await remove(rows.map((r) => r.id)) : 0;
      for (const row of rows)
        await audit(request, "删除", target(row.id), `批量删除${localize(res.title)}「${labelOf(row)}」`);
      return deleted;
    },
  };
}

/** create, update, delete and batch delete in the envelope, each with its access rule (see resourceWriter). */
export function writeRoutes(app: FastifyInstance, ctx: ResourceContext, res: ResourceConfig, audit: AuditLog): void {
  const base = `/v1/resources/${res.name}`;
  const preValidation = normaliseBody(res);
  const writer = resourceWriter(ctx, res, audit);

  app.post<{ Body: Values }>(
    base,
    {
      config: { access: accessRule(res, "create") },
      preValidation,
      schema: tagged(`${localize(res.title)}：新增`, { body: bodySchema(res, "create") }),
    },
    async (request) => envelope(await writer.create(request, request.body), "新增成功"),
  );

  app.put<{ Params: { id: number }; Body: Values }>(
    `${base}/:id`,
    {
      config: { access: accessRule(res, "update") },
      preValidation,
      schema: tagged(`${localize(res.title)}：修改`, { params: idParams, body: bodySchema(res, "update") }),
    },
    async (request) => envelope(await writer.update(request, request.params.id, request.body), "修改成功"),
  );

  const deleteAccess = { access: accessRule(res, "delete") };

  app.delete<{ Params: { id: number } }>(
    `${base}/:id`,
    { config: deleteAccess, schema: tagged(`${localize(res.title)}：删除`, { params: idParams }) },
    async (request) => {
      await writer.removeOne(request, request.params.id);
      return envelope({ deleted: 1 }, "删除成功");
    },
  );

  app.delete<{ Querystring: { ids: number[] } }>(
    base,
    { config: deleteAccess, schema: tagged(`${localize(res.title)}：批量删除`, { querystring: batchDeleteSchema() }) },
    async (request) => envelope({ deleted: await writer.removeMany(request, request.query.ids) }, "删除成功"),
  );
}

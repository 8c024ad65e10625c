import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { envelope, fail } from "../../plugins/errors.js";
import { reachedWhere } from "../row-reach.js";
import { accessRule } from "../access.js";
import { labelField } from "../columns.js";
import type { ResourceContext } from "../context.js";
import { tagged } from "../schemas.js";
import { rowsTable } from "../source.js";
import { parentFieldOf } from "./tree-rules.js";
import { eqFilter } from "../filters.js";
import { filterSchema } from "../query-schema.js";
import { localize } from "../../../src/common/i18n.js";
import { fieldView } from "../field-rules.js";

/** Most nodes a tree select is offered: a hierarchy bigger than this wants a search, not a tree. */
export const TREE_NODES_LIMIT = 2000;

/**
 * `GET /v1/resources/<name>/tree-nodes` (read access): every row of a tree list as `{id, label, parent}`,
 * in the list's order, at most TREE_NODES_LIMIT; what the form's tree select of the parent field shows.
 * The fields the parent must match (`relation.matches`, e.g. the same `code`) filter by equality, so the
 * select offers only parents the server would accept.
 */
export function treeRoutes(app: FastifyInstance, ctx: ResourceContext, res: ResourceConfig): void {
  const parentField = parentFieldOf(res);
  if (!parentField) return;
  const label = labelField(res);
  const sort = res.list.defaultSort;
  const matched = Object.keys(res.record.properties[parentField].relation?.matches ?? {}).filter(
    (name) => name in res.record.properties,
  );
  const querystring = {
    type: "object",
    additionalProperties: false,
    properties: Object.fromEntries(matched.map((name) => [name, filterSchema(res, eqFilter(res, name))])),
  };
  app.get<{ Querystring: Record<string, unknown> }>(
    `/v1/resources/${res.name}/tree-nodes`,
    {
      config: { access: accessRule(res, "read") },
      schema: tagged(`${localize(res.title)}：树形节点`, { querystring }),
    },
    async (request) => {
      const view = fieldView(request.user, res, ctx.roles);
      const hidden = matched.filter((name) => request.query[name] !== undefined && view.hidden.has(name));
      if (hidden.length) throw fail.badParams(Object.fromEntries(hidden.map((n) => [n, "无权按此字段筛选"])));
      // The rows the caller's row rules reach (and a slice's own), as every read of the resource.
      let query = reachedWhere(ctx, res, request.user).where.reduce(
        (q, c) => q.where(c),
        ctx.db
          .selectFrom(rowsTable(ctx.resources, res.name))
          .select(["id", sql.ref(label).as("label"), sql.ref(parentField).as("parent")]),
      );
      for (const name of matched)
        if (request.query[name] !== undefined) query = query.where(sql.ref(name), "=", request.query[name]);
      if (sort && sort.field in res.record.properties)
        query = query.orderBy(sql.ref(sort.field), sort.order === "descending" ? "desc" : "asc");
      const rows = (await query.orderBy("id").limit(TREE_NODES_LIMIT).execute()) as {
        id: number;
        label: unknown;
        parent: number | null;
      }[];
      // A label field the caller may not see names each node by its id.
      const named = !view.hidden.has(label);
      const list = rows.map((r) => ({
        id: Number(r.id),
        label: r.label === null || !named ? String(r.id) : String(r.label),
        parent: r.parent === null ? null : Number(r.parent),
      }));
      return envelope({ list });
    },
  );
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { Store } from "../../../mock-server/db/index.js";
import type { LoadedConfig } from "../../../mock-server/plugins/config-loader.js";
import { envelope, fail } from "../../../mock-server/plugins/errors.js";
import { currentUser } from "../../../mock-server/plugins/auth.js";
import { can, resourceAccessRule } from "../../../src/common/access.js";
import { tableName } from "../../../mock-server/resources/table-name.js";

const query = {
  type: "object",
  additionalProperties: false,
  required: ["kind_id"],
  properties: {
    kind_id: { type: "integer", minimum: 1, errorMessage: "激活码类型应为正整数" },
    keyword: { type: "string", maxLength: 50, errorMessage: "关键字不能超过50个字符" },
  },
  errorMessage: { additionalProperties: "不支持的查询参数", required: { kind_id: "请先选择激活码类型" } },
} as const;

/** commodity.json `status` 上架: only a commodity on sale gets new codes. */
const ON_SALE = 1;

/**
 * `GET /v1/code_kind_commodities?kind_id=`: the commodities a kind of activation code may be made for
 * (on sale and of the kind's commodity type), `{list: [{value, label}]}` — the dependent select of
 * 批量生成. An unknown kind answers an empty list.
 */
export async function codeRoutes(app: FastifyInstance, deps: { store: Store; config: LoadedConfig }): Promise<void> {
  const { db, sql: h } = deps.store;
  const mayRead = (request: FastifyRequest, resource: string) => {
    const rule = resourceAccessRule(deps.config.resources[resource]?.access, "read");
    if (!can(currentUser(request), rule)) throw fail.forbidden();
  };

  app.get<{ Querystring: { kind_id: number; keyword?: string } }>(
    "/v1/code_kind_commodities",
    {
      config: { access: { ability: ["READ"] } },
      schema: { tags: ["options"], summary: "激活码类型可兑换的在售商品：{value, label}", querystring: query },
    },
    async (request) => {
      if (!deps.config.resources["code-kind"] || !deps.config.resources.commodity) return envelope({ list: [] });
      mayRead(request, "commodity");
      const { kind_id: kindId, keyword = "" } = request.query;
      let query = db
        .selectFrom(`${tableName("commodity")} as c`)
        .innerJoin(`${tableName("code-kind")} as k`, (join) => join.on("k.id", "=", kindId))
        .select(["c.id as value", "c.name as label"])
        .whereRef("c.kind", "=", "k.commodity_kind")
        .where("c.status", "=", ON_SALE);
      if (keyword) query = query.where(h.contains("c.name", keyword));
      const list = await query
        .orderBy(h.sortKey("c.sort", "ASC"))
        .orderBy(sql`c.id`)
        .limit(200)
        .execute();
      return envelope({ list });
    },
  );
}

import type { FastifyInstance } from "fastify";
import type { Store } from "../../../mock-server/db/index.js";
import type { LoadedConfig } from "../../../mock-server/plugins/config-loader.js";
import { envelope } from "../../../mock-server/plugins/errors.js";
import { checkQuestion } from "./check.js";
import { qaRepository } from "./repository.js";
import { READ, qaCheckQuery, type QaCheckQuery } from "./schemas.js";

export interface QaRouteDeps {
  store: Store;
  config: LoadedConfig;
  now: () => number;
}

/**
 * The live Q&A rules applied (答疑规则设置, modules/qa/config/resources/qa-rule.json): before a student joins a
 * teacher's queue, the Q&A service asks whether the subject's rule lets the question through.
 */
export async function qaRoutes(app: FastifyInstance, deps: QaRouteDeps): Promise<void> {
  const repo = qaRepository(deps.store, deps.config.resources);

  app.get<{ Querystring: QaCheckQuery }>(
    "/v1/qa_rule_check",
    {
      config: { access: READ },
      schema: { tags: ["qa"], summary: "按学科的答疑规则检查能否向该讲师发起直播答疑", querystring: qaCheckQuery },
    },
    async (request) => envelope(await checkQuestion(repo, request.query, deps.now()), "可以发起答疑"),
  );
}

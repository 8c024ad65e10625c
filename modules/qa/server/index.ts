import type { ServerModule } from "../../../mock-server/module-api.js";
import { qaRoutes } from "./routes.js";
import { responses } from "./schemas.js";
import { qaRuleSeed } from "./seed.js";

/**
 * 答疑: the Q&A rules per subject (its resource `qa-rule`, config/resources/qa-rule.json) and the check
 * the Q&A service asks before a student joins a teacher's queue (`GET /v1/qa_rule_check`).
 */
const qa: ServerModule = {
  name: "qa",
  async routes(api, { store, config, now }) {
    await qaRoutes(api, { store, config, now });
  },
  answers: { responses },
  seed: { resources: [["qa-rule", qaRuleSeed]] },
};

export default qa;

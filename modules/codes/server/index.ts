import type { ServerModule } from "../../../mock-server/module-api.js";
import { generateCodes, voidCode } from "./actions/activation-code.js";
import { activationCodeFields } from "./managed/activation-code.js";
import { codeRoutes } from "./routes.js";
import { responses } from "./schemas.js";
import { activationCodeSeed } from "./seed/activation-code.js";
import { agentSeed } from "./seed/agent.js";
import { codeKindSeed } from "./seed/code-kind.js";

/**
 * 激活码: kinds of code, agents, and codes made in batches (批量生成) for a commodity on sale, voided
 * (作废) or redeemed, with the dependent select of commodities and sample batches.
 */
const codes: ServerModule = {
  name: "codes",
  async routes(api, { store, config }) {
    await codeRoutes(api, { store, config });
  },
  actions: { "activation-code.generate": generateCodes, "activation-code.void": voidCode },
  managed: { "activation-code": activationCodeFields },
  answers: { responses },
  seed: {
    resources: [
      ["code-kind", codeKindSeed],
      ["agent", agentSeed],
      ["activation-code", activationCodeSeed],
    ],
  },
};

export default codes;

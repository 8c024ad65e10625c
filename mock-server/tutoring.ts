import type { ServerModule } from "./module-api.js";
import { codeRoutes } from "./modules/codes/routes.js";
import { resourceSeeds } from "./seed/resources/index.js";
import { seedRecordFiles } from "./seed/record-files.js";
import { seedCategoryTree } from "./seed/category-tree.js";
import { seedSampleImages } from "./seed/sample-images.js";
import { actionHandlers } from "./resources/actions/index.js";
import { managedFields } from "./resources/managed/index.js";
import { tutoringAnswers } from "./tutoring-answers.js";

/**
 * The tutoring app's server as one provisional module, until each of its areas moves to a module of its
 * own (docs/architecture.md, "The steps"): the school's resources, orders and activation codes, with
 * the codes' routes, the orders' action handlers and managed fields, and their sample data.
 */
export const tutoring: ServerModule = {
  name: "tutoring",
  async routes(api, { store, config }) {
    await codeRoutes(api, { store, config });
  },
  // The money actions (确认收款, 退款) of its orders need it.
  abilities: { FINANCE: { "zh-CN": "财务", "en-US": "Finance" } },
  actions: actionHandlers,
  managed: managedFields,
  answers: tutoringAnswers,
  seed: {
    resources: resourceSeeds,
    async after({ store, config, uploads }) {
      await seedRecordFiles(store, config.resources, uploads);
      await seedCategoryTree(store, config.resources);
    },
    files: seedSampleImages,
  },
};

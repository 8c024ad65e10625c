import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerModule } from "./module-api.js";
import { codeRoutes } from "./modules/codes/routes.js";
import { scheduleRoutes } from "./modules/schedule/routes.js";
import { resourceSeeds } from "./seed/resources/index.js";
import { seedRecordFiles } from "./seed/record-files.js";
import { seedCategoryTree } from "./seed/category-tree.js";
import { seedSchedule } from "./seed/schedule.js";
import { seedSampleImages } from "./seed/sample-images.js";
import { actionHandlers } from "./resources/actions/index.js";
import { managedFields } from "./resources/managed/index.js";
import { resourceHooks } from "./resources/hooks/index.js";
import { tutoringAnswers } from "./tutoring-answers.js";
import { TUTORING_PAGES } from "../src/common/tutoring-pages.js";

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The tutoring app's server as one provisional module, until each of its areas moves to a module of its
 * own (docs/architecture.md, "The steps"): its tables, its routes (codes, scheduling), its
 * resources' action handlers, managed fields and hooks, the OpenAPI answers of its routes, and its
 * sample data.
 */
export const tutoring: ServerModule = {
  name: "tutoring",
  migrations: {
    sqlite: resolve(here, "migrations/tutoring"),
    postgres: resolve(here, "db/migrations/postgres/tutoring"),
  },
  async routes(api, { store, config, audit, now }) {
    await codeRoutes(api, { store, config });
    await scheduleRoutes(api, { store, audit, config, now });
  },
  pages: TUTORING_PAGES,
  // The money actions (确认收款, 退款) of its orders need it.
  abilities: { FINANCE: { "zh-CN": "财务", "en-US": "Finance" } },
  actions: actionHandlers,
  managed: managedFields,
  hooks: resourceHooks,
  answers: tutoringAnswers,
  seed: {
    resources: resourceSeeds,
    async after({ store, config, resources, uploads, now }) {
      await seedRecordFiles(store, config.resources, uploads);
      await seedCategoryTree(store, config.resources);
      await seedSchedule(store, now, resources);
    },
    files: seedSampleImages,
  },
};

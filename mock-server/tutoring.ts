import type { ServerModule } from "./module-api.js";
import { resourceSeeds } from "./seed/resources/index.js";
import { seedRecordFiles } from "./seed/record-files.js";
import { seedCategoryTree } from "./seed/category-tree.js";
import { seedSampleImages } from "./seed/sample-images.js";

/**
 * What is left of the tutoring app's provisional module, until it moves to a module folder of its own
 * (docs/architecture.md, "The steps"): the school's resources (campuses, their people, subjects,
 * textbooks, videos and live lessons), which every module of the app builds on, with their sample rows,
 * record files and pictures.
 */
export const tutoring: ServerModule = {
  name: "tutoring",
  seed: {
    resources: resourceSeeds,
    async after({ store, config, uploads }) {
      await seedRecordFiles(store, config.resources, uploads);
      await seedCategoryTree(store, config.resources);
    },
    files: seedSampleImages,
  },
};

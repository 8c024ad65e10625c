import type { ServerModule } from "../../../mock-server/module-api.js";
import { resourceSeeds } from "./seed/index.js";
import { seedRecordFiles } from "./seed/record-files.js";
import { seedCategoryTree } from "./seed/category-tree.js";
import { seedSampleImages } from "./seed/write-sample-images.js";

/**
 * 学校: the tutoring business's campuses and their people (directors, lecturers, students, appeals),
 * subjects and grades, textbooks, videos and live lessons, which every other module of the app builds
 * on, with their sample rows, record files and pictures.
 */
const school: ServerModule = {
  name: "school",
  seed: {
    resources: resourceSeeds,
    async after({ store, config, uploads }) {
      await seedRecordFiles(store, config.resources, uploads);
      await seedCategoryTree(store, config.resources);
    },
    files: seedSampleImages,
  },
};

export default school;

import type { ServerModule } from "../../../mock-server/module-api.js";
import { handoutRoutes } from "./routes.js";
import { components, responses } from "./schemas.js";
import { seedHandouts } from "./seed.js";

/**
 * 教材讲义: the live handouts (a tree of folders and PDFs per subject and type, stored under the uploads
 * folder) and the recorded videos' handouts and homework, with their routes, table, sample tree of PDFs
 * and the page that shows them (handouts/TeachingNotes).
 */
const handouts: ServerModule = {
  name: "handouts",
  // Ran by the tutoring app's provisional module before the handouts were a module of their own.
  adopts: { "002-handouts.sql": "tutoring/002-handouts.sql" },
  async routes(api, { store, config, audit, uploads, quota }) {
    await handoutRoutes(api, { store, resources: config.resources, audit, uploads, quota });
  },
  answers: { responses, components },
  seed: {
    async after({ store, config, uploads }) {
      await seedHandouts(store, config.resources, uploads);
    },
  },
};

export default handouts;

import { lazyPage } from "../../../src/app/lazy-page.js";
import type { WebModule } from "../../../src/app/module-api.js";

/** 教材讲义's page (module.json#/pages), found while app.json#/modules lists `handouts`: a lazy chunk of its own. */
export const handoutsWeb: WebModule = {
  name: "handouts",
  pages: {
    "handouts/TeachingNotes": lazyPage(() => import("./TeachingNotesPage.js")),
  },
};

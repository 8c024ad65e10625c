import { lazyPage } from "../../../src/app/lazy-page.js";
import type { WebModule } from "../../../src/app/module-api.js";

/**
 * 教材讲义's page, found while app.json#/modules lists `handouts` (module.json#/pages declares it). Its
 * code is still under src/modules/handouts, until the browser's side of the modules moves too.
 */
export const handoutsWeb: WebModule = {
  name: "handouts",
  pages: {
    "handouts/TeachingNotes": lazyPage(() => import("../../../src/modules/handouts/TeachingNotesPage.js")),
  },
};

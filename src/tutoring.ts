import { lazyPage } from "./app/lazy-page.js";
import type { WebModule } from "./app/module-api.js";

/**
 * The tutoring app's pages as one provisional module, until each area's pages move to a module of its
 * own (docs/architecture.md, "The steps"): the three scheduling pages.
 */
export const tutoringWeb: WebModule = {
  name: "tutoring",
  // The keys are TUTORING_PAGES (src/common/tutoring-pages.ts), which the server's module declares.
  pages: {
    "scheduling/Timetable": lazyPage(() => import("./modules/scheduling/TimetablePage.js")),
    "scheduling/CourseConflict": lazyPage(() => import("./modules/scheduling/ConflictListPage.js")),
    "scheduling/AuxiliaryArrangement": lazyPage(() => import("./modules/scheduling/AuxiliaryArrangementPage.js")),
  },
};

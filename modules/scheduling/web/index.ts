import { lazyPage } from "../../../src/app/lazy-page.js";
import type { WebModule } from "../../../src/app/module-api.js";

/** 排课管理's pages (module.json#/pages), found while app.json#/modules lists `scheduling`: one lazy chunk each. */
export const schedulingWeb: WebModule = {
  name: "scheduling",
  pages: {
    "scheduling/Timetable": lazyPage(() => import("./TimetablePage.js")),
    "scheduling/CourseConflict": lazyPage(() => import("./ConflictListPage.js")),
    "scheduling/AuxiliaryArrangement": lazyPage(() => import("./AuxiliaryArrangementPage.js")),
  },
};

import type { ServerModule } from "../../../mock-server/module-api.js";
import { optionRoutes } from "./routes.js";
import { responses } from "./schemas.js";

/**
 * 选项: the option endpoints of the spec (`category_list_class`, `campus_list_class`,
 * `lecturer_list_class`, `student_list_class`, `live_lesson_list_class`) that the handout, scheduling
 * and config-driven pages' selects read, over the tutoring app's resources.
 */
const options: ServerModule = {
  name: "options",
  async routes(api, { store, config, now, reach }) {
    await optionRoutes(api, { store, config, now, reach });
  },
  answers: { responses },
};

export default options;

import type { ServerModule } from "../../../mock-server/module-api.js";
import { scheduleResponses } from "./doc-answers.js";
import { scheduleRuleHooks } from "./hooks/schedule-rule.js";
import { teacherLeaveHooks } from "./hooks/teacher-leave.js";
import { scheduleRoutes } from "./routes.js";
import { seedSchedule } from "./seed/schedule.js";
import { scheduleRuleSeed } from "./seed/schedule-rule.js";

/**
 * 排课管理: lessons and their timetable, batch scheduling, each campus's rules (schedule-rule) and hours,
 * teachers' leave (teacher-leave) and the conflicts it makes (leave-conflict, lesson_conflicts), and the
 * auxiliary arrangement, with their tables, routes (docs/schedule-api.md), hooks, a term of sample
 * lessons and the three pages that show them.
 */
const scheduling: ServerModule = {
  name: "scheduling",
  // Ran by the tutoring app's provisional module before scheduling was a module of its own.
  adopts: Object.fromEntries(
    [
      "003-schedule.sql",
      "005-leave-requests.sql",
      "008-leave-conflict-view.sql",
      "011-leave-conflict-business-time.sql",
    ].map((file) => [file, `tutoring/${file}`]),
  ),
  async routes(api, { store, config, audit, now, reach }) {
    await scheduleRoutes(api, { store, audit, config, now, reach });
  },
  hooks: { "schedule-rule": scheduleRuleHooks, "teacher-leave": teacherLeaveHooks },
  answers: { responses: scheduleResponses },
  seed: {
    resources: [["schedule-rule", scheduleRuleSeed]],
    async after({ store, now, resources }) {
      await seedSchedule(store, now, resources);
    },
  },
};

export default scheduling;

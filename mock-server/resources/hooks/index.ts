import type { ResourceHooks } from "./types.js";
import { scheduleRuleHooks } from "./schedule-rule.js";
import { teacherLeaveHooks } from "./teacher-leave.js";

export type { ResourceHooks };

/** The tutoring app's hooks, by resource name, which its module registers (ServerModule.hooks). */
export const resourceHooks: Readonly<Record<string, ResourceHooks>> = {
  "schedule-rule": scheduleRuleHooks,
  "teacher-leave": teacherLeaveHooks,
};

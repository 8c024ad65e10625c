import type { ResourceHooks } from "./types.js";
import { scheduleRuleHooks } from "./schedule-rule.js";
import { teacherLeaveHooks } from "./teacher-leave.js";

export type { ResourceHooks };

/** The registry: resource name → its hooks. Add a line here (and a file beside this one) for another. */
export const resourceHooks: Readonly<Record<string, ResourceHooks>> = {
  "schedule-rule": scheduleRuleHooks,
  "teacher-leave": teacherLeaveHooks,
};

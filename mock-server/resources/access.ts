import { resourceAccessRule, type AccessRuleInput, type ResourceAction } from "../../src/common/access.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";

/**
 * Who may do `action` on `res` (the rule shared with the browser). The auth plugin checks it as the
 * route's `config.access` (403 before the body is even read); admins always pass.
 */
export function accessRule(res: ResourceConfig, action: ResourceAction): AccessRuleInput {
  return resourceAccessRule(res.access, action);
}

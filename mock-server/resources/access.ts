import type { AccessRuleInput } from "../../src/common/access.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";

export type ResourceAction = "read" | "create" | "update" | "delete";

const defaultAbility: Record<ResourceAction, string> = {
  read: "READ",
  create: "WRITE",
  update: "WRITE",
  delete: "DELETE",
};

/**
 * Who may do `action`: the resource's own `access` rule, else the matching ability. The auth plugin checks
 * it as the route's `config.access` (403 before the body is even read); admins always pass.
 */
export function accessRule(res: ResourceConfig, action: ResourceAction): AccessRuleInput {
  return res.access?.[action] ?? { ability: [defaultAbility[action]] };
}

/**
 * The one access check, shared by the browser (menus, buttons, `<Can>`) and the server
 * (routes, resources). Spec §6: the admin flag always passes; otherwise roles and
 * abilities are checked with a mode, oneOf by default; a bare array means any of those roles.
 */

import type { ResourceAccess } from "../types/generated/resource.js";

/** What a session holds: the admin flag, role names and abilities (READ, WRITE, DELETE, …). */
export interface AccessRecord {
  admin: boolean;
  roles: string[];
  ability: string[];
}

export type AccessMode = "oneOf" | "allOf" | "except";

/** A bare role list, or roles and abilities with a mode. */
export type AccessRuleInput = string[] | { role?: string[]; ability?: string[]; mode?: AccessMode };

function matches(held: string[], wanted: string[] | undefined, mode: AccessMode): boolean {
  if (!wanted || wanted.length === 0) return true;
  const has = (w: string) => held.includes(w);
  if (mode === "allOf") return wanted.every(has);
  if (mode === "except") return !wanted.some(has);
  return wanted.some(has);
}

/** True when `access` satisfies `rule`; no rule means any logged-in user. */
export function can(access: AccessRecord, rule?: AccessRuleInput | null): boolean {
  if (access.admin) return true;
  if (!rule) return true;
  if (Array.isArray(rule)) return matches(access.roles, rule, "oneOf");
  const mode = rule.mode ?? "oneOf";
  return matches(access.roles, rule.role, mode) && matches(access.ability, rule.ability, mode);
}

/** A visitor's record: nothing held. */
export const noAccess: AccessRecord = Object.freeze({ admin: false, roles: [], ability: [] }) as AccessRecord;

/** What a config-driven resource lets users do; each has its own access rule. */
export type ResourceAction = "read" | "create" | "update" | "delete";

const defaultAbility: Record<ResourceAction, string> = {
  read: "READ",
  create: "WRITE",
  update: "WRITE",
  delete: "DELETE",
};

/**
 * Who may do `action` on a resource: its own `access[action]`, else the matching ability. Defined once
 * here so the server's 403 and the browser's hidden buttons and relation labels never disagree.
 */
export function resourceAccessRule(access: ResourceAccess | undefined, action: ResourceAction): AccessRuleInput {
  return access?.[action] ?? { ability: [defaultAbility[action]] };
}

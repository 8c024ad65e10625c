import { defineTexts } from "./i18n.js";

/** The answers of 权限管理's API, as the server builds them and the page reads them. */

/**
 * What a role may be granted: 查看, 编辑, 删除, and 财务 — the money actions (确认收款, 退款), which the config
 * names with `access: {"ability": ["FINANCE"]}`. Accounts with the admin flag hold them all.
 */
export const ABILITIES = ["READ", "WRITE", "DELETE", "FINANCE"] as const;
export type Ability = (typeof ABILITIES)[number];

/** The abilities as staff know them: 权限管理 grants them and 首页 lists them by these names. */
export const ABILITY_TITLES: Record<Ability, string> = { READ: "查看", WRITE: "编辑", DELETE: "删除", FINANCE: "财务" };

/** The abilities' names in the current language (Chinese: `ABILITY_TITLES`). */
export const abilityTexts = defineTexts("abilities", ABILITY_TITLES, {
  READ: "View",
  WRITE: "Edit",
  DELETE: "Delete",
  FINANCE: "Finance",
});

/** An ability's name in the current language; one the catalogue does not know shows as it is. */
export const abilityTitle = (a: string): string => (a in ABILITY_TITLES ? abilityTexts[a as Ability] : a);

/** A role as `GET /v1/roles` answers it. */
export interface Role {
  name: string;
  title: string;
  description: string;
  abilities: string[];
  /** Route names the role may see; null: every route its `meta.roles` allow. */
  routes: string[] | null;
  /** How many accounts hold it. */
  accounts: number;
  created_at: string;
}

/** A staff account as `GET /v1/accounts` answers it (never the password hash). */
export interface StaffAccount {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  phone: string;
  email: string;
  roles: string[];
  admin: boolean;
  disabled: boolean;
  last_login_at: string | null;
  created_at: string;
  /** Locked after too many failed logins until this time (ISO), null when it may log in (权限管理 → 解锁). */
  locked_until: string | null;
}

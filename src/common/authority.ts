import { defineTexts } from "./i18n.js";
import type { Localized } from "../types/generated/routes.js";

/** The answers of 权限管理's API, as the server builds them and the page reads them. */

/**
 * The framework's abilities, which a role may be granted: 查看, 编辑, 删除. A module adds its own
 * (`ServerModule.abilities`: the tutoring app's 财务, `FINANCE`, for the money actions, which its config
 * names with `access: {"ability": ["FINANCE"]}`); the boot config lists the app's. Accounts with the admin
 * flag hold them all.
 */
export const ABILITIES = ["READ", "WRITE", "DELETE"] as const;
export type Ability = (typeof ABILITIES)[number];

/** The framework's abilities as staff know them: 权限管理 grants them and 首页 lists them by these names. */
export const ABILITY_TITLES: Record<Ability, string> = { READ: "查看", WRITE: "编辑", DELETE: "删除" };

const ABILITY_EN: Record<Ability, string> = { READ: "View", WRITE: "Edit", DELETE: "Delete" };

/** The abilities' names in the current language (Chinese: `ABILITY_TITLES`). */
export const abilityTexts = defineTexts("abilities", ABILITY_TITLES, ABILITY_EN);

/** The framework's abilities in both languages, registered as a module registers its own (AppParts). */
export const FRAMEWORK_ABILITIES = Object.fromEntries(
  ABILITIES.map((a) => [a, { "zh-CN": ABILITY_TITLES[a], "en-US": ABILITY_EN[a] }]),
) as Record<Ability, Localized>;

/** An ability of the app as the boot config lists it: its name and its title in the request's language. */
export interface AbilityInfo {
  name: string;
  title: string;
}

/**
 * An ability's name in the current language: the framework's own, else the title the app's abilities
 * give it (`known`, from the boot config); one nobody knows shows as it is.
 */
export const abilityTitle = (a: string, known: readonly AbilityInfo[] = []): string =>
  a in ABILITY_TITLES ? abilityTexts[a as Ability] : (known.find((k) => k.name === a)?.title ?? a);

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
  /** 数据范围: row rules by resource (roles.json `rows`). */
  rows?: Record<string, Record<string, RuleValue>>;
  /** 字段权限: hidden and read-only fields by resource (roles.json `fields`). */
  fields?: Record<string, { hidden?: string[]; readOnly?: string[] }>;
}

/** What a row rule compares a field with: a value, a list of them, or `$user.<attribute>`. */
export type RuleValue = string | number | boolean | (string | number)[];

/** What 数据权限 may name (`GET /v1/roles/rule-options`): resources with their fields, account attributes. */
export interface RuleOptions {
  resources: {
    name: string;
    title: string;
    fields: {
      name: string;
      title: string;
      type: "string" | "integer" | "number" | "boolean" | "array";
      list: boolean;
    }[];
  }[];
  attributes: { name: string; title: string }[];
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
  /** What the account carries besides its roles (app.json `accountAttributes`: `campus_ids`), by name. */
  attributes: Record<string, string | number | number[]>;
}

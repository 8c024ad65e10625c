import { AppError } from "../../plugins/errors.js";
import { ABILITIES } from "../../../src/common/authority.js";
import type { SessionUser } from "../../plugins/auth.js";
import { RIGHTS_PAGE } from "./schemas.js";
import type { StaffAccount } from "./repository.js";

/** The role that makes an administrator (`meta.roles: ["admin"]` on 权限管理, `config.access` of this API). */
export const ADMIN_ROLE = "admin";

/**
 * The abilities the admin role must keep: the framework's. A module's (the tutoring app's 财务) is not
 * among them: an admin account holds it through its admin flag, and a role may hand it to others.
 */
const ADMIN_ABILITIES: readonly string[] = ABILITIES;

/** 11010: the change would take the caller's own admin access away; said on the field that would do it. */
const refuse = (field: string, message: string) => new AppError(11010, 400, { errors: { [field]: message } }, message);

/**
 * An administrator may not edit the `admin` role they hold so that it loses an ability or the
 * 权限管理 page, nor delete it: they would lock themselves (and every other admin) out.
 */
export function guardAdminRole(
  me: SessionUser,
  name: string,
  next: { abilities: string[]; routes: string[] | null } | "delete",
): void {
  if (name !== ADMIN_ROLE || !me.roles.includes(ADMIN_ROLE)) return;
  if (next === "delete") throw refuse("name", "不能删除管理员角色：您将失去管理员权限");
  if (!ADMIN_ABILITIES.every((a) => next.abilities.includes(a)))
    throw refuse("abilities", "管理员角色必须保留查看、编辑和删除权限，否则您将失去管理员权限");
  if (next.routes !== null && !next.routes.includes(RIGHTS_PAGE))
    throw refuse("routes", "管理员角色必须保留「权限管理」页面，否则您将失去管理员权限");
}

/** An administrator may not take the `admin` role off their own account, nor disable it. */
export function guardOwnAccount(me: SessionUser, target: StaffAccount, next: { roles: string[]; disabled: boolean }) {
  if (target.id !== me.id) return;
  if (target.roles.includes(ADMIN_ROLE) && !next.roles.includes(ADMIN_ROLE))
    throw refuse("roles", "不能移除自己账号的管理员角色");
  if (next.disabled && !target.disabled) throw refuse("disabled", "不能禁用自己的账号");
}

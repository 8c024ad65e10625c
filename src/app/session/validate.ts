import type { ErrorCatalogue } from "../../types/generated/errors.js";
import type { RouteConfig } from "../../types/generated/routes.js";

/** User info as `GET /api/get_user_by_token` answers it. */
export interface UserInfo {
  username: string;
  avatar: string;
  roles: string[];
  /** The roles' names as people read them, in the order of `roles` (absent from an older server). */
  roleTitles?: { name: string; title: string }[];
  ability: string[];
  admin?: boolean;
  nickname?: string;
  /** Route names the user's roles are limited to (权限管理 → 可见页面); null or absent: no limit. */
  pages?: string[] | null;
  /** The language the user chose (`zh-CN`, `en-US`), "" or absent when none. */
  locale?: string;
}

/** Spec §5: username and avatar strings, roles and ability arrays — otherwise the answer is rejected. */
export function validateUserInfo(data: unknown, errors: ErrorCatalogue): UserInfo {
  const d = data as Partial<UserInfo> | null;
  const ok =
    !!d &&
    typeof d.username === "string" &&
    typeof d.avatar === "string" &&
    Array.isArray(d.roles) &&
    Array.isArray(d.ability);
  if (!ok) throw new Error(errors.client.badUserInfo);
  return d as UserInfo;
}

/** The login answer must carry the token under the configured name. */
export function tokenFromLogin(data: unknown, tokenName: string, errors: ErrorCatalogue): string {
  const token = (data as Record<string, unknown> | null)?.[tokenName];
  if (typeof token !== "string" || !token) throw new Error(`${errors.client.loginNoToken}${tokenName}`);
  return token;
}

/** A route list must be an array of routes with a path. */
export function validateRoutes(data: unknown, errors: ErrorCatalogue): RouteConfig[] {
  const list = (data as { list?: unknown } | null)?.list;
  const ok =
    Array.isArray(list) && list.every((r) => r && typeof r === "object" && typeof (r as RouteConfig).path === "string");
  if (!ok) throw new Error(errors.client.badRoutes);
  return list as RouteConfig[];
}

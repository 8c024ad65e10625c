import type { HttpClient } from "../../app/http/client.js";

export const ABILITIES = ["READ", "WRITE", "DELETE"] as const;
export type Ability = (typeof ABILITIES)[number];

/** A role as `GET /v1/roles` answers it. */
export interface Role {
  name: string;
  title: string;
  description: string;
  abilities: string[];
  /** Route names the role may see; null: every page its routes' `meta.roles` allow. */
  routes: string[] | null;
  /** How many accounts hold it. */
  accounts: number;
  created_at: string;
}

export interface RoleInput {
  name?: string;
  title: string;
  description?: string;
  abilities: string[];
  routes: string[] | null;
}

/** A staff account as `GET /v1/accounts` answers it. */
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
}

export interface AccountQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
  role?: string;
}

export interface AccountInput {
  nickname: string;
  roles: string[];
  disabled: boolean;
}

/**
 * The 权限管理 endpoints, typed. Writes are silent: the dialogs put field messages on their fields
 * and say anything else themselves.
 */
export function authorityApi(http: HttpClient) {
  return {
    roles: () => http<{ list: Role[]; total: number }>("/v1/roles"),
    createRole: (input: RoleInput) => http<Role>("/v1/roles", { method: "POST", data: input, silent: true }),
    updateRole: (name: string, input: Omit<RoleInput, "name">) =>
      http<Role>(`/v1/roles/${encodeURIComponent(name)}`, { method: "PUT", data: input, silent: true }),
    deleteRole: (name: string) => http(`/v1/roles/${encodeURIComponent(name)}`, { method: "DELETE", silent: true }),
    accounts: (query: AccountQuery) =>
      http<{ list: StaffAccount[]; total: number }>("/v1/accounts", {
        params: { ...query, keyword: query.keyword || undefined, role: query.role || undefined },
      }),
    updateAccount: (id: number, input: AccountInput) =>
      http<StaffAccount>(`/v1/accounts/${id}`, { method: "PUT", data: input, silent: true }),
    resetPassword: (id: number, password: string, confirm_password: string) =>
      http(`/v1/accounts/${id}/password`, { method: "PUT", data: { password, confirm_password }, silent: true }),
  };
}

export type AuthorityApi = ReturnType<typeof authorityApi>;

import type { HttpClient } from "../../app/http/client.js";
import type { Role, RuleOptions, StaffAccount } from "../../common/authority.js";

export { ABILITIES, type Ability, type Role, type StaffAccount } from "../../common/authority.js";

export interface RoleInput {
  name?: string;
  title: string;
  description?: string;
  abilities: string[];
  routes: string[] | null;
  rows?: Role["rows"];
  fields?: Role["fields"];
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
  /** app.json `accountAttributes` by name (所属校区). */
  attributes?: Record<string, unknown>;
}

export interface NewAccountInput {
  username: string;
  nickname?: string;
  password: string;
  confirm_password: string;
  roles: string[];
  attributes?: Record<string, unknown>;
}

/**
 * The 权限管理 endpoints, typed. Writes are silent: the dialogs put field messages on their fields
 * and say anything else themselves.
 */
export function authorityApi(http: HttpClient) {
  return {
    roles: () => http<{ list: Role[]; total: number }>("/v1/roles"),
    ruleOptions: () => http<RuleOptions>("/v1/roles/rule-options"),
    createRole: (input: RoleInput) => http<Role>("/v1/roles", { method: "POST", data: input, silent: true }),
    updateRole: (name: string, input: Omit<RoleInput, "name">) =>
      http<Role>(`/v1/roles/${encodeURIComponent(name)}`, { method: "PUT", data: input, silent: true }),
    deleteRole: (name: string) => http(`/v1/roles/${encodeURIComponent(name)}`, { method: "DELETE", silent: true }),
    accounts: (query: AccountQuery) =>
      http<{ list: StaffAccount[]; total: number }>("/v1/accounts", {
        params: { ...query, keyword: query.keyword || undefined, role: query.role || undefined },
      }),
    createAccount: (input: NewAccountInput) =>
      http<StaffAccount>("/v1/accounts", { method: "POST", data: input, silent: true }),
    updateAccount: (id: number, input: AccountInput) =>
      http<StaffAccount>(`/v1/accounts/${id}`, { method: "PUT", data: input, silent: true }),
    unlock: (id: number) => http<StaffAccount>(`/v1/accounts/${id}/unlock`, { method: "POST" }),
    resetPassword: (id: number, password: string, confirm_password: string) =>
      http(`/v1/accounts/${id}/password`, { method: "PUT", data: { password, confirm_password }, silent: true }),
  };
}

export type AuthorityApi = ReturnType<typeof authorityApi>;

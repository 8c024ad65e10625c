import { useMemo } from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useServices } from "../../app/services-context.js";
import { authorityApi, type AccountQuery, type AuthorityApi } from "./api.js";

/** Every query of this module starts with this, so a write refreshes both tabs at once. */
export const AUTHORITY_KEY = ["authority"] as const;

/** The 权限管理 endpoints on the app's http client. */
export function useAuthorityApi(): AuthorityApi {
  const { http } = useServices();
  return useMemo(() => authorityApi(http), [http]);
}

/** Every role (a handful: no paging). */
export function useRoles() {
  const api = useAuthorityApi();
  return useQuery({ queryKey: [...AUTHORITY_KEY, "roles"], queryFn: () => api.roles() });
}

/** What 数据权限 may name: the config's resources and fields, the account attributes. */
export function useRuleOptions() {
  const api = useAuthorityApi();
  return useQuery({ queryKey: [...AUTHORITY_KEY, "rule-options"], queryFn: () => api.ruleOptions() });
}

/** One page of staff accounts; the previous page stays on screen while the next loads. */
export function useAccounts(query: AccountQuery) {
  const api = useAuthorityApi();
  return useQuery({
    queryKey: [...AUTHORITY_KEY, "accounts", query],
    queryFn: () => api.accounts(query),
    placeholderData: keepPreviousData,
  });
}

/** Refreshes roles and accounts (a role's holder count, an account's role tags). */
export function useRefreshAuthority() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: AUTHORITY_KEY });
}

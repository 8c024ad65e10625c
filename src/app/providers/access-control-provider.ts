import type { AccessControlProvider } from "@refinedev/core";
import { can, type AccessRuleInput } from "../../common/access.js";
import type { SessionStore } from "../session/store.js";
import { t } from "../locale/zh-CN.js";

/**
 * Refine's access control over the shared `can()`: a resource's `meta.access[action]` (or
 * `meta.roles`) is checked against the session; denied buttons are hidden, not disabled.
 */
export function createAccessControlProvider(session: SessionStore): AccessControlProvider {
  return {
    async can({ action, params }) {
      const meta = (params?.resource?.meta ?? {}) as {
        access?: Record<string, AccessRuleInput>;
        roles?: AccessRuleInput;
      };
      const rule = meta.access?.[action] ?? meta.roles;
      const allowed = can(session.get().access, rule);
      return allowed ? { can: true } : { can: false, reason: t("access.denied") };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}

import type { ReactNode } from "react";
import { can, type AccessRuleInput } from "../../common/access.js";
import { useSession } from "../services-context.js";

/**
 * The permissions directive of spec §6: renders its children only when the session passes
 * `rule`; otherwise nothing at all (not a disabled button).
 */
export function Can({
  rule,
  children,
  fallback = null,
}: {
  rule?: AccessRuleInput;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { access } = useSession();
  return <>{can(access, rule) ? children : fallback}</>;
}

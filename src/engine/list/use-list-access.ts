import { useMemo } from "react";
import { useSession } from "../../app/services-context.js";
import { can, resourceAccessRule, type ResourceAction } from "../../common/access.js";
import type { ResourceConfig } from "../../types/generated/resource.js";

/**
 * What the user may do with a resource, by the rule the server applies (`resourceAccessRule`). Used to
 * hide buttons; the server still refuses with 403 whatever slips through.
 */
export function useListAccess(config: ResourceConfig): Record<ResourceAction, boolean> {
  const { access } = useSession();
  return useMemo(() => {
    const allowed = (action: ResourceAction) => can(access, resourceAccessRule(config.access, action));
    return { read: allowed("read"), create: allowed("create"), update: allowed("update"), delete: allowed("delete") };
  }, [access, config]);
}

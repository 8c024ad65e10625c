import { useMemo } from "react";
import { useSession } from "../../app/services-context.js";
import { can, resourceAccessRule, type ResourceAction } from "../../common/access.js";
import type { ResourceConfig } from "../../types/generated/resource.js";
import { isReadOnlyResource } from "../../common/resource-source.js";

/**
 * What the user may do with a resource, by the rule the server applies (`resourceAccessRule`). Used to
 * hide buttons; the server still refuses with 403 whatever slips through. A read-only resource (a list
 * over a view, `source.table`) offers nothing but reading, whatever its config says.
 */
export function useListAccess(config: ResourceConfig): Record<ResourceAction, boolean> {
  const { access } = useSession();
  return useMemo(() => {
    const readOnly = isReadOnlyResource(config);
    const allowed = (action: ResourceAction) =>
      (action === "read" || !readOnly) && can(access, resourceAccessRule(config.access, action));
    return { read: allowed("read"), create: allowed("create"), update: allowed("update"), delete: allowed("delete") };
  }, [access, config]);
}

import { useMemo } from "react";
import { useSession } from "../../app/services-context.js";
import { can, type AccessRuleInput } from "../../common/access.js";
import type { ResourceConfig } from "../../types/generated/resource.js";

const abilities = { read: "READ", create: "WRITE", update: "WRITE", delete: "DELETE" } as const;
type Action = keyof typeof abilities;

/**
 * What the user may do with a resource, by the rule the server applies: the resource's
 * `access[action]`, else the ability READ / WRITE / DELETE. Used to hide buttons; the server
 * still refuses with 403 whatever slips through.
 */
export function useListAccess(config: ResourceConfig): Record<Action, boolean> {
  const { access } = useSession();
  return useMemo(() => {
    const allowed = (action: Action) =>
      can(access, (config.access?.[action] as AccessRuleInput | undefined) ?? { ability: [abilities[action]] });
    return { read: allowed("read"), create: allowed("create"), update: allowed("update"), delete: allowed("delete") };
  }, [access, config]);
}

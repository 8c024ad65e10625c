import { useQuery } from "@tanstack/react-query";
import { useServices } from "../../app/services-context.js";
import type { ResourceConfig } from "../../types/generated/resource.js";

/**
 * A resource's config as the server serves it (`GET /v1/resources/<name>/config`), fetched once
 * per name and kept until the page reloads: admins change config by restarting the server, and a
 * reload picks it up. Silent: the page says itself when its config cannot load, and a select
 * that only wanted another resource's label field falls back to `name`.
 */
export function useResourceConfig(name: string | undefined) {
  const { http } = useServices();
  return useQuery({
    queryKey: ["resource-config", name],
    queryFn: () => http<ResourceConfig>(`/v1/resources/${name}/config`, { silent: true }),
    enabled: !!name,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

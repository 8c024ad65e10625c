import { createContext, useContext } from "react";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useServices } from "../../app/services-context.js";
import type { ResourceConfig } from "../../types/generated/resource.js";

/**
 * Resource configs handed to the engine instead of fetched: the page designer renders its drafts
 * with the real list and form. Inside it, a list also keeps its page, sort and filters out of the
 * address, which belongs to the designer's own page.
 */
export const DraftConfigsContext = createContext<Readonly<Record<string, ResourceConfig>> | null>(null);

/** The draft configs around this component, or null on a page of the app. */
export const useDraftConfigs = () => useContext(DraftConfigsContext);

/**
 * A resource's config as the server serves it (`GET /v1/resources/<name>/config`), fetched once
 * per name and kept until the page reloads: admins change config by restarting the server, and a
 * reload picks it up. Silent: the page says itself when its config cannot load, and a select
 * that only wanted another resource's label field falls back to `name`. A draft of that name
 * (DraftConfigsContext) answers instead, at once.
 */
export function useResourceConfig(name: string | undefined): UseQueryResult<ResourceConfig, Error> {
  const { http } = useServices();
  const drafts = useDraftConfigs();
  const draft = name ? drafts?.[name] : undefined;
  const query = useQuery({
    queryKey: ["resource-config", name],
    queryFn: () => http<ResourceConfig>(`/v1/resources/${name}/config`, { silent: true }),
    enabled: !!name && !draft,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (!draft) return query;
  return { ...query, data: draft, error: null, status: "success", isPending: false, isSuccess: true, isError: false } as UseQueryResult<ResourceConfig, Error>;
}

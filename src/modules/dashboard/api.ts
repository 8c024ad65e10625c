import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useServices } from "../../app/services-context.js";
import type { AggregateResult, DateRange, Granularity } from "../../common/stats.js";
import type { DashboardConfig } from "../../types/generated/dashboard.js";

/**
 * A dashboard's config as the server serves it (`GET /v1/dashboards/<name>`), read once per page load:
 * admins change config by restarting the server. Silent: the page says itself when it cannot load.
 */
export function useDashboardConfig(name: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: ["dashboard-config", name],
    queryFn: () => http<DashboardConfig>(`/v1/dashboards/${name}`, { silent: true }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export interface AggregateRequest extends DateRange {
  /** `/v1/stats/<aggregate>`, or `/v1/dashboards/<name>/widgets/<i>` for a widget counting a source. */
  path: string;
  granularity?: Granularity;
  top?: number;
}

/**
 * One aggregate over a range (`GET /v1/stats/<aggregate>`, or a source widget's own endpoint). Stat cards of one aggregate ask the same
 * question, so they share one request. Silent: a failure shows in the widget's own card, not as a
 * toast per widget; the previous range's numbers stay on screen while the next load.
 */
export function useAggregate({ path, ...params }: AggregateRequest) {
  const { http } = useServices();
  return useQuery({
    queryKey: ["stats", path, params],
    queryFn: () => http<AggregateResult>(path, { params: { ...params }, silent: true }),
    placeholderData: keepPreviousData,
  });
}

import { useQuery } from "@tanstack/react-query";
import { useServices } from "./services-context.js";

/** One choice of a select: the id the server wants, the name people know. */
export interface SelectOption {
  label: string;
  value: number;
}

type Item = { id?: number; value?: number; label?: string; name?: string };

/**
 * The options of a select from an options endpoint (`{list: [{id|value, label|name}]}`), cached
 * for a minute. Silent: a select the user may not fill stays empty instead of leaving the page.
 */
export function useOptionList(path: string, params: Record<string, unknown> = {}, scope = "options") {
  const { http } = useServices();
  const { data, isFetching } = useQuery({
    // Under the module's scope, so a module refreshing its own queries refreshes its options too.
    queryKey: [scope, "options", path, params],
    queryFn: () => http<{ list?: Item[] }>(path, { params, silent: true }),
    staleTime: 60_000,
  });
  const options: SelectOption[] = (data?.list ?? []).map((item) => ({
    label: String(item.label ?? item.name ?? ""),
    value: Number(item.value ?? item.id),
  }));
  return { options, loading: isFetching };
}

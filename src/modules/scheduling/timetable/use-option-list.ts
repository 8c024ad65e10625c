import { useQuery } from "@tanstack/react-query";
import { useServices } from "../../../app/services-context.js";

/** One choice of a select: the id the server wants, the name people know. */
export interface SelectOption {
  label: string;
  value: number;
}

type Item = { id?: number; value?: number; label?: string; name?: string };

/**
 * The options of a select from an options endpoint (`{list: [{id|value, label|name}]}`), cached for
 * a minute. Silent: a select the user cannot fill stays empty instead of toasting over the page.
 */
export function useOptionList(path: string, params: Record<string, unknown> = {}) {
  const { http } = useServices();
  const { data, isFetching } = useQuery({
    queryKey: ["scheduling", "options", path, params],
    queryFn: () => http<{ list?: Item[] }>(path, { params, silent: true }),
    staleTime: 60_000,
  });
  const options: SelectOption[] = (data?.list ?? []).map((item) => ({
    label: String(item.label ?? item.name ?? ""),
    value: Number(item.value ?? item.id),
  }));
  return { options, loading: isFetching };
}

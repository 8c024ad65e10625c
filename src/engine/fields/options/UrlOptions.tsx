import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useServices } from "../../../app/services-context.js";
import type { OptionsState } from "./options-state.js";
import { isEmpty } from "../../../common/empty.js";
import type { OptionSource } from "./option-source.js";

interface Props {
  source: Extract<OptionSource, { kind: "url" }>;
  parent?: { value: unknown };
  children: (state: OptionsState) => ReactNode;
}

type Item = Record<string, unknown>;

/** An endpoint answering `{list}`; a dependent field sends its parent's value as `filterBy`. */
export function UrlOptions({ source, parent, children }: Props) {
  const { http } = useServices();
  const [path, query = ""] = source.url.split("?");
  const params: Record<string, unknown> = Object.fromEntries(new URLSearchParams(query));
  const waiting = parent !== undefined && isEmpty(parent.value);
  if (parent && !waiting && source.filterBy) params[source.filterBy] = parent.value;
  const { data, isFetching } = useQuery({
    queryKey: ["field-options", path, params],
    // Silent: an endpoint the user may not call leaves this select empty, not the page for /403.
    queryFn: () => http<{ list?: Item[] }>(path, { params, silent: true }),
    enabled: !waiting,
    staleTime: 60_000,
  });
  const pick = (item: Item, key: string | undefined, ...fallbacks: string[]) =>
    [key, ...fallbacks].map((k) => (k ? item[k] : undefined)).find((v) => v !== undefined);
  const options = waiting
    ? []
    : (data?.list ?? []).map((item) => ({
        label: String(pick(item, source.label, "label", "name") ?? ""),
        value: pick(item, source.value, "value", "id") as string | number,
      }));
  return children({ options, loading: isFetching, showSearch: true, optionFilterProp: "label" });
}

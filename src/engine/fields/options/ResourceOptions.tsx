import { useMemo, useState, type ReactNode } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useServices } from "../../../app/services-context.js";
import { useSettled } from "../../../app/use-settled.js";
import type { OptionsState } from "./options-state.js";
import { isEmpty } from "../../../common/empty.js";
import type { OptionSource } from "./option-source.js";

/** Values compared by content: a multiple select hands a new array on every change. */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Options per search, as the server pages them. */
const PAGE = 50;
/** How long typing rests before the server is searched. */
const SEARCH_DELAY_MS = 300;

type Option = OptionsState["options"][number];

interface Props {
  source: Extract<OptionSource, { kind: "resource" }>;
  /** The current value: its options are fetched by id, so a select shows labels beyond the first page. */
  value: unknown;
  /** With `dependsOn`: the value of the field depended on (undefined: nothing depended on). */
  parent?: { value: unknown };
  children: (state: OptionsState) => ReactNode;
}

/**
 * Rows of another resource as `{value, label}` from its option list (`…/options`), never its rows: the
 * keyword searches the server, the current value comes by `ids[]`, and a dependent field waits for its
 * parent's value. The server answers only the filters, label and value the config's selects declare.
 */
export function ResourceOptions({ source, value, parent, children }: Props) {
  const { http } = useServices();
  // The current value is fetched by id, so its label shows even beyond the first page or after a
  // search. The seed follows each value picked and keeps the last one while the field is cleared
  // (still valid for this parent); another parent remounts this component (FieldOptions keys it).
  const [seed, setSeed] = useState<unknown>(undefined);
  if (!isEmpty(value) && !sameValue(seed, value)) setSeed(value);
  const [typed, setTyped] = useState("");
  const keyword = useSettled(typed.trim(), SEARCH_DELAY_MS);

  const waiting = parent !== undefined && isEmpty(parent.value);
  const params = useMemo(() => {
    const out: Record<string, unknown> = {};
    for (const f of source.filters) out[f.field] = f.value;
    if (parent && !waiting && source.filterBy) out[source.filterBy] = parent.value;
    if (source.label) out.labelField = source.label;
    if (source.value !== "id") out.valueField = source.value;
    return out;
  }, [source, parent, waiting]);
  const url = `/v1/resources/${source.resource}/options`;
  const ask = (more: Record<string, unknown>) =>
    // Silent: a list the user may not read leaves this select empty, not the page for /403.
    http<{ list: Option[] }>(url, { params: { ...params, ...more }, silent: true }).then((a) => a.list);

  const found = useQuery({
    queryKey: ["resource-options", source.resource, params, keyword],
    queryFn: () => ask({ keyword: keyword || undefined, limit: PAGE }),
    enabled: !waiting,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const seeded = isEmpty(seed) ? [] : ([] as unknown[]).concat(seed);
  const chosen = useQuery({
    queryKey: ["resource-options", source.resource, params, "chosen", seeded],
    // By id when the value is the id; a value of another field is found by that field.
    queryFn: () =>
      source.value === "id"
        ? ask({ ids: seeded, limit: Math.min(200, seeded.length) })
        : ask({ [source.value]: seeded[0], limit: 1 }),
    enabled: seeded.length > 0 && !waiting,
    staleTime: 30_000,
  });

  const options = useMemo(() => {
    const seen = new Set<unknown>();
    // In the server's order; a chosen value beyond the first page (or the search) follows it.
    return [...(found.data ?? []), ...(chosen.data ?? [])].filter((o) => !seen.has(o.value) && !!seen.add(o.value));
  }, [chosen.data, found.data]);

  return children({
    options: waiting ? [] : options,
    loading: found.isFetching,
    showSearch: true,
    // The server searches: antd keeps every option it is given.
    filterOption: false,
    onSearch: setTyped,
  });
}

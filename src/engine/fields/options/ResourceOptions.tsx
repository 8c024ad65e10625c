import { useState, type ReactNode } from "react";
import type { CrudFilter } from "@refinedev/core";
import { useSelect } from "@refinedev/antd";
import { useResourceConfig } from "../../config/use-resource-config.js";
import type { OptionsState } from "./options-state.js";
import { isEmpty } from "../../../common/empty.js";
import type { OptionSource } from "./option-source.js";

/** Values compared by content: a multiple select hands a new array on every change. */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Props {
  source: Extract<OptionSource, { kind: "resource" }>;
  /** The current value: its rows are fetched by id, so a select shows labels beyond the first page. */
  value: unknown;
  /** With `dependsOn`: the value of the field depended on (undefined: nothing depended on). */
  parent?: { value: unknown };
  children: (state: OptionsState) => ReactNode;
}

/**
 * Rows of another resource through Refine's useSelect: `keyword` searches the server, the
 * current value comes by `ids[]`, and a dependent field waits for its parent's value.
 */
export function ResourceOptions({ source, value, parent, children }: Props) {
  // The current value is fetched by id, so its label shows even beyond the first page or after a
  // search. The seed follows each value picked and keeps the last one while the field is cleared
  // (still valid for this parent); another parent remounts this component (FieldOptions keys it).
  const [seed, setSeed] = useState<unknown>(undefined);
  if (!isEmpty(value) && !sameValue(seed, value)) setSeed(value);
  const labelConfig = useResourceConfig(source.label ? undefined : source.resource);
  const labelField = source.label ?? labelConfig.data?.labelField ?? "name";
  const labelReady = !!source.label || labelConfig.isSuccess || labelConfig.isError;
  const waiting = parent !== undefined && isEmpty(parent.value);
  const filters: CrudFilter[] =
    parent && !waiting && source.filterBy
      ? [...source.filters, { field: source.filterBy, operator: "eq", value: parent.value }]
      : source.filters;

  const { selectProps } = useSelect({
    resource: source.resource,
    // Functions, not keys: the field names come from config, unknown to the row type.
    optionLabel: (row) => String(row[labelField] ?? ""),
    optionValue: (row) => row[source.value] as string,
    filters,
    defaultValue: isEmpty(seed) ? [] : (seed as string | number | (string | number)[]),
    onSearch: (keyword) => (keyword ? [{ field: "keyword", operator: "contains", value: keyword }] : []),
    pagination: { pageSize: 50, mode: "server" },
    queryOptions: { enabled: labelReady && !waiting },
    errorNotification: false,
    // A resource the user may not read leaves this select empty, not the page for /403.
    meta: { silent: true },
  });
  return children({
    ...selectProps,
    options: waiting ? [] : ((selectProps.options ?? []) as OptionsState["options"]),
  });
}

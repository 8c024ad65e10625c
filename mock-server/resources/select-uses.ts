import type { ResourceConfig } from "../../src/types/generated/resource.js";

/**
 * What the config's selects ask of a resource's option list (`…/options`): the fields they show as the
 * label and store as the value beside the defaults, and the fields they filter it by (a relation's fixed
 * `filter`, its `matches`, an options source's `filterBy` or the `dependsOn` it follows). The option list
 * answers these and nothing else, so it cannot be used to read or probe any other field.
 */
export interface SelectUse {
  labels: Set<string>;
  values: Set<string>;
  filters: Set<string>;
}

const uses = new WeakMap<Record<string, ResourceConfig>, Map<string, SelectUse>>();

function useOf(map: Map<string, SelectUse>, name: string): SelectUse {
  let use = map.get(name);
  if (!use) map.set(name, (use = { labels: new Set(), values: new Set(), filters: new Set() }));
  return use;
}

const text = (value: unknown): value is string => typeof value === "string" && value !== "";

/** A `relation` or an `options` naming a resource, and the object holding it (a form entry's `dependsOn`). */
export interface SelectSource {
  key: "relation" | "options";
  source: { resource: string; label?: unknown; value?: unknown; filterBy?: unknown; filter?: object; matches?: object };
  entry: Record<string, unknown>;
}

/** Every `relation` and `options` naming a resource, anywhere in a config file, in the file's order. */
export function eachSelectSource(node: unknown, visit: (found: SelectSource) => void): void {
  if (Array.isArray(node)) return node.forEach((n) => eachSelectSource(n, visit));
  if (!node || typeof node !== "object") return;
  const entry = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(entry)) {
    const source = value as SelectSource["source"] | null;
    if ((key === "relation" || key === "options") && source && text(source.resource)) visit({ key, source, entry });
    eachSelectSource(value, visit);
  }
}

/** What one select asks of the resource it names. */
function record(map: Map<string, SelectUse>, { key, source, entry }: SelectSource): void {
  const use = useOf(map, source.resource);
  for (const field of Object.keys(source.filter ?? {})) use.filters.add(field);
  for (const field of Object.keys(source.matches ?? {})) use.filters.add(field);
  if (key !== "options") return;
  if (text(source.label)) use.labels.add(source.label);
  if (text(source.value)) use.values.add(source.value);
  if (text(source.filterBy)) use.filters.add(source.filterBy);
  else if (text(entry.dependsOn)) use.filters.add(entry.dependsOn);
}

/** The selects' uses of `name` across every resource of the config (computed once per config version). */
export function selectUse(resources: Record<string, ResourceConfig>, name: string): SelectUse {
  let map = uses.get(resources);
  if (!map) {
    map = new Map();
    for (const res of Object.values(resources)) {
      eachSelectSource(res, (found) => record(map!, found));
      // A form field of a relation following another field without `matches`: filtered by that field's name.
      for (const f of res.form?.fields ?? []) {
        const record = res.record.properties[f.field];
        const target = record?.relation?.resource ?? record?.items?.relation?.resource;
        const matched = Object.values(record?.relation?.matches ?? {}).includes(f.dependsOn ?? "");
        if (target && text(f.dependsOn) && !matched) useOf(map, target).filters.add(f.dependsOn);
      }
    }
    uses.set(resources, map);
  }
  return useOf(map, name);
}

import { vi } from "vitest";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { reply } from "./boot.js";

type Row = Record<string, unknown> & { id: number };

export interface FakeResources {
  configs: Record<string, ResourceConfig>;
  rows?: Record<string, Row[]>;
  /** Answers a request before the defaults do (writes that fail, special lists …); `init` has the headers. */
  handle?: (method: string, url: URL, body: unknown, init?: RequestInit) => Response | undefined;
}

/** The query of a request as the server reads it: `a[]=1&a[]=2` → `{a: ["1", "2"]}`. */
export function queryOf(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    if (key.endsWith("[]")) ((out[key.slice(0, -2)] ??= []) as string[]).push(value);
    else out[key] = value;
  }
  return out;
}

/**
 * A stand-in for the resource API of docs/resource-api.md: configs, lists and option lists (`ids[]` and
 * equality filters on the given rows), one row, and writes that echo. Every request is recorded.
 */
export function fakeResourceServer({ configs, rows = {}, handle }: FakeResources) {
  return vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const custom = handle?.(method, url, body, init);
    if (custom) return custom;
    const m = /^\/api\/v1\/resources\/([\w-]+)(?:\/([\w-]+))?$/.exec(url.pathname);
    if (!m) return reply(null, 404, 404, "not found");
    const [, name, rest] = m;
    if (rest === "config") return configs[name] ? reply(configs[name]) : reply(null, 404, 404);
    const list = rows[name] ?? [];
    if (rest === "options") {
      // As the server answers a select: `{value, label}` of the matching rows, by the label field.
      const { ids, limit: _l, keyword, labelField, valueField = "id", ...filters } = queryOf(url);
      const label = String(labelField ?? configs[name]?.labelField ?? "name");
      const found = list.filter(
        (r) =>
          (!ids || (ids as string[]).includes(String(r.id))) &&
          (typeof keyword !== "string" || String(r[label] ?? "").includes(keyword)) &&
          Object.entries(filters).every(([k, v]) => typeof v !== "string" || String(r[k]) === v),
      );
      return reply({ list: found.map((r) => ({ value: r[String(valueField)], label: String(r[label] ?? r.id) })) });
    }
    if (rest) {
      const row = list.find((r) => String(r.id) === rest);
      if (method === "PUT") return reply({ ...row, ...body });
      if (method === "DELETE") return reply({ deleted: 1 });
      return row ? reply(row) : reply(null, 404, 404);
    }
    if (method === "POST") return reply({ id: 99, ...body });
    if (method === "DELETE") return reply({ deleted: 2 });
    const { ids, pageNo: _p, pageSize: _s, prop: _o, order: _d, keyword: _k, ...filters } = queryOf(url);
    const found = list.filter(
      (r) =>
        (!ids || (ids as string[]).includes(String(r.id))) &&
        Object.entries(filters).every(([k, v]) => typeof v !== "string" || String(r[k]) === v),
    );
    return reply({ list: found, total: found.length });
  });
}

export type FakeFetch = ReturnType<typeof fakeResourceServer>;

/** The URLs of the recorded requests to one path (method GET unless given). */
export function requestsTo(fetch: FakeFetch, path: string, method = "GET"): URL[] {
  return fetch.mock.calls
    .filter(([, init]) => (init?.method ?? "GET") === method)
    .map(([input]) => new URL(input, "http://localhost"))
    .filter((u) => u.pathname === path);
}

import type { FastifySchema, RouteOptions } from "fastify";
import type { LoadedConfig } from "../plugins/config-loader.js";
import { toDocSchema } from "./clean-schema.js";
import { operationIdFrom } from "./operation-id.js";
import { queryDescriptions, resourceOperationId, resourceRoute, type ResourceRoute } from "./resource-docs.js";
import type { Answers } from "./module-answers.js";

type Schema = Record<string, unknown>;

/** What the document's last pass (document.ts) needs to know of a route, carried on its operation. */
export const ROUTE_FACTS = "x-omo-route";

export interface RouteFacts extends Partial<ResourceRoute> {
  public: boolean;
  input: boolean;
  byId: boolean;
  /** Under `{apiBase}/rest/`: the plain-JSON dialect, not the envelope. */
  rest: boolean;
}

/**
 * A route's `data` on success, for the document alone: `schema: {"x-data": {…}}` (under `{apiBase}/rest/`, the
 * whole answer: that dialect has no envelope). Unlike `response`, Fastify does not serialise the answer with
 * it, so a field it does not name is not dropped from the answer. A route without one gets its module's
 * (module-answers.ts: each module's schemas.ts `responses`).
 */
export const DATA_SCHEMA = "x-data";

const parts = ["querystring", "body", "params", "headers", "response", DATA_SCHEMA] as const;

/**
 * @fastify/swagger's `transform`, once per route: the route's schemas in OpenAPI's words, an operationId, a
 * summary and a tag whether or not the route gave them, and the route's facts for the last pass. Routes
 * outside the API base (the UI's pages, stored files) are not API and stay out.
 */
export function routeDoc(
  config: LoadedConfig,
  answers: Answers,
  schema: FastifySchema | undefined,
  url: string,
  route: RouteOptions,
) {
  const apiBase = config.app.apiBase;
  if (!url.startsWith(`${apiBase}/`)) return { schema: { ...schema, hide: true }, url };
  const method = [route.method].flat()[0];
  const path = url.slice(apiBase.length);
  const resource = resourceRoute(config.resources, method, path);
  const given = (schema ?? {}) as Schema;
  const out: Schema = { ...given };
  for (const part of parts) if (given[part]) out[part] = toDocSchema(given[part]);
  // A resource's list, row and write routes are answered from its config (document.ts); its other routes
  // (config, import, files, tree, bulk actions) like a module's.
  const answer = !given[DATA_SCHEMA] && answers.answer(method, path);
  if (answer) out[DATA_SCHEMA] = toDocSchema(answer);

  const query = out.querystring as Schema | undefined;
  const listing = resource && ["list", "export", "options"].includes(resource.kind);
  if (listing && query?.properties) {
    const words = queryDescriptions(config.resources[resource.resource], resource.kind === "options");
    const props = query.properties as Record<string, Schema>;
    for (const [name, prop] of Object.entries(props)) {
      if (words[name] && !prop.description) props[name] = { ...prop, description: words[name] };
    }
  }

  out.operationId ??= resource ? resourceOperationId(resource) : operationIdFrom(method, path);
  out.summary ??= `${method} ${url.replace(/:(\w+)/g, "{$1}")}`;
  out.tags ??= [path.split("/").find((s) => s && !/^v\d+$/.test(s)) ?? "api"];
  const facts: RouteFacts = {
    ...resource,
    public: !!(route.config as { public?: boolean } | undefined)?.public,
    input: !!(given.body || given.querystring || given.params),
    byId: url.includes("/:"),
    rest: path.startsWith("/rest/"),
  };
  out[ROUTE_FACTS] = facts;
  return { schema: out as FastifySchema, url };
}

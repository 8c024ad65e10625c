import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Store } from "../../db/index.js";
import type { LoadedConfig } from "../../plugins/config-loader.js";
import { envelope, fail } from "../../plugins/errors.js";
import { currentUser } from "../../plugins/auth.js";
import { can, resourceAccessRule } from "../../../src/common/access.js";
import { flattenRoutes } from "../../../src/common/routes.js";
import { rangeProblem } from "../../../src/common/stats.js";
import { localMoment } from "../../clock.js";
import { aggregateContext, type Aggregate } from "./aggregate.js";
import type { RowReach } from "../../resources/row-reach.js";
import { fieldView } from "../../resources/field-rules.js";
import { runAggregate } from "./compute.js";
import { READ, statsQuery, type StatsQuery } from "./schemas.js";
import { localize } from "../../../src/common/i18n.js";
import { statsInLanguage } from "./in-language.js";
import { sourceAggregate } from "./source.js";
import { requestLocale } from "../../plugins/locale.js";

export interface StatsRouteDeps {
  store: Store;
  config: LoadedConfig;
  now: () => number;
  /** The callers' row rules, which every aggregate reads its resources through. */
  reach: RowReach;
  /** The aggregates the app's modules register, by name. */
  aggregates: Readonly<Record<string, Aggregate>>;
}

/** An aggregate can run only over configured resources that have the fields it reads. */
const servable = (a: Aggregate, resources: LoadedConfig["resources"]) =>
  Object.entries(a.reads).every(
    ([r, fields]) => resources[r] && fields.every((f) => f in resources[r].record.properties),
  );

/**
 * The statistics API: `GET /v1/stats/<aggregate>` for every aggregate the app registers whose resources
 * are configured, `GET /v1/dashboards/<name>` serving config/dashboards/<name>.json (an unknown
 * name is the usual 404), and `GET /v1/dashboards/<name>/widgets/<i>` for each widget counting a
 * `source` (source.ts). All need
 * READ; an aggregate also needs the read access of every resource it reads, and is served to those who
 * may open a dashboard page using it (权限管理 → 可见页面).
 */
export async function statsRoutes(app: FastifyInstance, deps: StatsRouteDeps): Promise<void> {
  const { store, config } = deps;
  const tags = ["stats"];

  /** Route names of the pages showing each dashboard (`dashboard:<name>`). */
  const pagesOf = new Map<string, string[]>();
  for (const { route } of flattenRoutes(config.routes.routes)) {
    const m = /^dashboard:(.+)$/.exec(route.component ?? "");
    if (m) pagesOf.set(m[1], [...(pagesOf.get(m[1]) ?? []), route.name]);
  }
  /** The dashboard pages an aggregate feeds; undefined (no page check) when none shows it. */
  const pagesUsing = (name: string) => {
    const pages = Object.values(config.dashboards)
      .filter((d) => d.widgets.some((w) => w.aggregate === name))
      .flatMap((d) => pagesOf.get(d.name) ?? []);
    return pages.length ? [...new Set(pages)] : undefined;
  };

  /**
   * A resource whose `access.read` is stricter than READ keeps its numbers from the statistics too, and so
   * does a field the caller's field rules hide: no sum or grouping tells what the lists leave out.
   */
  const mayRead = (request: FastifyRequest, a: Aggregate) => {
    const user = currentUser(request);
    for (const [resource, fields] of Object.entries(a.reads)) {
      const res = config.resources[resource];
      if (!can(user, resourceAccessRule(res?.access, "read"))) throw fail.forbidden();
      const hidden = res ? fieldView(user, res, config.roles.roles).hidden : undefined;
      if (hidden && fields.some((f) => hidden.has(f))) throw fail.forbidden();
    }
  };

  /** Serves an aggregate at `path` to READ on `pages`, with the read access of every resource it reads. */
  const serve = (path: string, a: Aggregate, pages: string[] | undefined) =>
    app.get<{ Querystring: StatsQuery }>(
      path,
      {
        config: { access: READ, pages },
        schema: { tags, summary: localize(a.title), querystring: statsQuery },
      },
      async (request) => {
        mayRead(request, a);
        const { from, to, granularity, top } = request.query;
        const problem = rangeProblem({ from, to });
        if (problem) throw fail.badParams({ [problem.field]: problem.message });
        const now = localMoment(deps.now());
        const ctx = aggregateContext(store, config.resources, now, deps.reach, currentUser(request));
        const result = await runAggregate(a, ctx, { from, to }, { granularity, top });
        return envelope(statsInLanguage(result, requestLocale(request)));
      },
    );

  for (const a of Object.values(deps.aggregates)) {
    if (servable(a, config.resources)) serve(`/v1/stats/${a.name}`, a, pagesUsing(a.name));
  }

  // A widget with a `source` is its own aggregate, served beside its dashboard to the pages showing it.
  for (const d of Object.values(config.dashboards)) {
    d.widgets.forEach((w, i) => {
      // A widget over a resource or field the config no longer has (a file refused, a resource taken out)
      // is not served, as an aggregate is not.
      if (!w.source || !config.resources[w.source.resource]) return;
      const a = sourceAggregate(`${d.name}/${i}`, w, config.resources);
      if (servable(a, config.resources)) serve(`/v1/dashboards/${d.name}/widgets/${i}`, a, pagesOf.get(d.name));
    });
  }

  // One route per dashboard, so the pages showing it decide who may read it, as for a resource's config.
  for (const dashboard of Object.values(config.dashboards)) {
    app.get(
      `/v1/dashboards/${dashboard.name}`,
      {
        config: { access: READ, pages: pagesOf.get(dashboard.name) },
        schema: {
          tags,
          summary: `仪表盘「${localize(dashboard.title)}」的配置（config/dashboards/${dashboard.name}.json）`,
        },
      },
      async () => envelope(dashboard),
    );
  }
}

import type { DashboardConfig, DashboardWidget } from "../../../src/types/generated/dashboard.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import type { RouteConfig } from "../../../src/types/generated/routes.js";
import { FEEDS, type AggregateKind } from "../../../src/common/stats.js";
import type { Aggregate } from "./aggregate.js";
import { aggregates as registry } from "./registry.js";

const what: Record<AggregateKind, string> = {
  stats: "summary numbers",
  series: "values over time",
  category: "values per category",
};

const list = (keys: string[]) => keys.map((k) => `"${k}"`).join(", ");

/** The options of a widget that only some aggregates or widget types take, and who takes them. */
function misplacedOptions(w: DashboardWidget, a: Aggregate): [key: keyof DashboardWidget, message: string][] {
  const out: [keyof DashboardWidget, string][] = [];
  if (w.metric !== undefined && w.type !== "stat") out.push(["metric", `only stat widgets take "metric"`]);
  if (w.series !== undefined && a.kind !== "series")
    out.push(["series", `only line and bar charts over time take "series"`]);
  if (w.granularity !== undefined && a.kind !== "series")
    out.push(["granularity", `only line and bar charts over time take "granularity"`]);
  if (w.stack !== undefined && a.kind !== "series")
    out.push(["stack", `only line and bar charts over time take "stack"`]);
  if (w.top !== undefined && a.kind !== "category")
    out.push(["top", `only bar and pie charts of categories take "top"`]);
  if (w.horizontal !== undefined && w.type !== "bar") out.push(["horizontal", `only bar charts take "horizontal"`]);
  if (w.height !== undefined && w.type === "stat") out.push(["height", `stat widgets have no chart height`]);
  return out;
}

/** A widget's aggregate, type and options against the aggregate registry and the configured resources. */
function checkWidget(
  w: DashboardWidget,
  say: (pointer: string, message: string) => void,
  resources: Record<string, ResourceConfig>,
  aggregates: Record<string, Aggregate>,
): void {
  const a = Object.hasOwn(aggregates, w.aggregate) ? aggregates[w.aggregate] : undefined;
  if (!a) return say("/aggregate", `unknown aggregate "${w.aggregate}" (known: ${list(Object.keys(aggregates))})`);
  if (!FEEDS[a.kind].includes(w.type))
    say(
      "/type",
      `aggregate "${a.name}" gives ${what[a.kind]}: it cannot feed a "${w.type}" widget (only ${list([...FEEDS[a.kind]])})`,
    );
  for (const [resource, fields] of Object.entries(a.reads)) {
    const res = resources[resource];
    if (!res) {
      say(
        "/aggregate",
        `aggregate "${a.name}" reads resource "${resource}", which is not configured (no resources/${resource}.json)`,
      );
      continue;
    }
    for (const f of fields.filter((f) => !(f in res.record.properties)))
      say("/aggregate", `aggregate "${a.name}" reads field "${f}" of resource "${resource}", which its record lacks`);
  }
  for (const [key, message] of misplacedOptions(w, a)) say(`/${key}`, message);
  if (a.kind === "stats" && w.type === "stat") {
    const metrics = Object.keys(a.metrics);
    if (w.metric !== undefined && !metrics.includes(w.metric))
      say("/metric", `unknown metric "${w.metric}" of aggregate "${a.name}" (known: ${list(metrics)})`);
    if (w.metric === undefined && metrics.length > 1)
      say("", `a stat widget of aggregate "${a.name}" needs "metric": one of ${list(metrics)}`);
  }
  if (a.kind === "series") {
    const keys = Object.keys(a.series);
    w.series?.forEach((s, j) => {
      if (!keys.includes(s))
        say(`/series/${j}`, `unknown series "${s}" of aggregate "${a.name}" (known: ${list(keys)})`);
    });
  }
}

/**
 * What the dashboard schema alone cannot check: every widget names an aggregate of the registry that
 * can feed its type, whose resources are configured, with metrics, series and options that fit it; and
 * every `dashboard:<name>` route names a dashboard. One `file#/pointer: message` line per problem.
 */
export function checkDashboards(
  dashboards: Record<string, DashboardConfig>,
  resources: Record<string, ResourceConfig>,
  routes: RouteConfig[],
  aggregates: Record<string, Aggregate> = registry,
): string[] {
  const problems: string[] = [];
  for (const d of Object.values(dashboards)) {
    d.widgets.forEach((w, i) =>
      checkWidget(
        w,
        (p, m) => problems.push(`dashboards/${d.name}.json#/widgets/${i}${p}: ${m}`),
        resources,
        aggregates,
      ),
    );
  }
  const walk = (list: RouteConfig[], pointer: string) =>
    list.forEach((route, i) => {
      const at = `${pointer}/${i}`;
      const m = /^dashboard:(.+)$/.exec(route.component ?? "");
      if (m && !Object.hasOwn(dashboards, m[1]))
        problems.push(`routes.json#${at}/component: unknown dashboard "${m[1]}" (no dashboards/${m[1]}.json)`);
      if (route.children) walk(route.children, `${at}/children`);
    });
  walk(routes, "/routes");
  return problems;
}

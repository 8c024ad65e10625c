import type { DashboardConfig, DashboardWidget, WidgetSource } from "../../../src/types/generated/dashboard.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import type { RouteConfig } from "../../../src/types/generated/routes.js";
import { FEEDS, groupOf, measureField, sourceKind, type AggregateKind } from "../../../src/common/stats.js";
import type { Aggregate } from "./aggregate.js";
import { isDateField } from "./source.js";
import type { ConfigProblem } from "../../config/problems.js";
import { closest, didYouMean } from "../../config/did-you-mean.js";

const what: Record<AggregateKind, string> = {
  stats: "汇总数字",
  series: "随时间变化的值",
  category: "各类别的值",
};

const list = (keys: string[]) => keys.map((k) => `"${k}"`).join("、");

/** `head` (`未知的统计 "x"`) with a suggestion when one known name is close, else with the names there are. */
function unknownName(head: string, name: string, known: string[]): string {
  const guess = closest(name, known);
  return guess === undefined ? `${head}（可用：${list(known)}）` : `${head}，你是不是想写 “${guess}”？`;
}

/** The options of a widget that only some aggregates or widget types take, and who takes them. */
function misplacedOptions(
  w: DashboardWidget,
  a: { kind: AggregateKind },
): [key: keyof DashboardWidget, message: string][] {
  const out: [keyof DashboardWidget, string][] = [];
  const overTime = "只有随时间变化的折线图和柱状图";
  if (w.metric !== undefined && w.type !== "stat") out.push(["metric", `只有 stat 组件有 "metric"`]);
  if (w.series !== undefined && a.kind !== "series") out.push(["series", `${overTime}有 "series"`]);
  if (w.granularity !== undefined && a.kind !== "series") out.push(["granularity", `${overTime}有 "granularity"`]);
  if (w.stack !== undefined && a.kind !== "series") out.push(["stack", `${overTime}有 "stack"`]);
  if (w.top !== undefined && a.kind !== "category") out.push(["top", `只有各类别的柱状图和饼图有 "top"`]);
  if (w.horizontal !== undefined && w.type !== "bar") out.push(["horizontal", `只有柱状图有 "horizontal"`]);
  if (w.height !== undefined && w.type === "stat") out.push(["height", `stat 组件没有图表高度`]);
  return out;
}

/** A widget counting a `source`: its resource and fields exist and fit, and its type shows what it gives. */
function checkSource(
  w: DashboardWidget,
  s: WidgetSource,
  say: (pointer: string, message: string) => void,
  resources: Record<string, ResourceConfig>,
  present: ReadonlySet<string>,
): void {
  const res = resources[s.resource];
  if (!res) {
    if (!present.has(s.resource))
      say("/source/resource", unknownName(`未知的资源 "${s.resource}"`, s.resource, Object.keys(resources)));
    return;
  }
  const fields = res.record.properties;
  const names = [...Object.keys(fields), "created_at", "updated_at"];
  /** The field exists (a record field or a system stamp), or says so at `pointer`. */
  const known = (pointer: string, name: string) => {
    if (names.includes(name)) return true;
    say(pointer, unknownName(`资源 "${s.resource}" 没有字段 "${name}"`, name, names));
    return false;
  };
  const measured = measureField(s.measure);
  if (measured !== undefined && known("/source/measure", measured)) {
    const type = fields[measured]?.type;
    if (type !== "number" && type !== "integer") say("/source/measure", `字段 "${measured}" 不是数字，不能求和或平均`);
  }
  const group = groupOf(s);
  if (group) {
    const at = group.date ? "/source/by/date" : "/source/by";
    if (known(at, group.field)) {
      if (group.date && !isDateField(res, group.field))
        say(at, `字段 "${group.field}" 不是日期或日期时间，不能按日或按月分组`);
      if (!group.date && fields[group.field]?.type === "array") say(at, `字段 "${group.field}" 是数组，不能分组`);
    }
  }
  if (s.date !== undefined && known("/source/date", s.date) && !isDateField(res, s.date))
    say("/source/date", `字段 "${s.date}" 不是日期或日期时间，不能按时间范围筛选`);
  for (const name of Object.keys(s.where ?? {})) known(`/source/where/${name}`, name);

  const kind = sourceKind(s);
  if (!FEEDS[kind].includes(w.type))
    say("/type", `这个 source 给出${what[kind]}，不能用于 "${w.type}" 组件（只能用于 ${list([...FEEDS[kind]])}）`);
  for (const [key, message] of misplacedOptions(w, { kind })) say(`/${key}`, message);
  if (w.metric !== undefined && w.type === "stat") say("/metric", `source 只给出一个数字，不需要 "metric"`);
  if (w.series !== undefined) say("/series", `source 只给出一个序列，不需要 "series"`);
}

/** A widget's aggregate, type and options against the aggregate registry and the configured resources. */
function checkWidget(
  w: DashboardWidget,
  say: (pointer: string, message: string) => void,
  resources: Record<string, ResourceConfig>,
  present: ReadonlySet<string>,
  aggregates: Readonly<Record<string, Aggregate>>,
): void {
  if (w.source && w.aggregate !== undefined) return say("/source", `一个组件只能有 "aggregate" 或 "source" 之一`);
  if (w.source) return checkSource(w, w.source, say, resources, present);
  if (w.aggregate === undefined) return say("", `组件需要 "aggregate"（命名的统计）或 "source"（按资源统计）之一`);
  const a = Object.hasOwn(aggregates, w.aggregate) ? aggregates[w.aggregate] : undefined;
  if (!a) return say("/aggregate", unknownName(`未知的统计 "${w.aggregate}"`, w.aggregate, Object.keys(aggregates)));
  if (!FEEDS[a.kind].includes(w.type))
    say(
      "/type",
      `统计 "${a.name}" 给出${what[a.kind]}，不能用于 "${w.type}" 组件（只能用于 ${list([...FEEDS[a.kind]])}）`,
    );
  for (const [resource, fields] of Object.entries(a.reads)) {
    const res = resources[resource];
    if (!res) {
      // A resource file with problems of its own is reported there.
      if (!present.has(resource))
        say("/aggregate", `统计 "${a.name}" 读取资源 "${resource}"，但它没有配置（没有 resources/${resource}.json）`);
      continue;
    }
    for (const f of fields.filter((f) => !(f in res.record.properties)))
      say("/aggregate", `统计 "${a.name}" 读取资源 "${resource}" 的字段 "${f}"，但它的 record 中没有此字段`);
  }
  for (const [key, message] of misplacedOptions(w, a)) say(`/${key}`, message);
  if (a.kind === "stats" && w.type === "stat") {
    const metrics = Object.keys(a.metrics);
    if (w.metric !== undefined && !metrics.includes(w.metric))
      say("/metric", unknownName(`统计 "${a.name}" 没有指标 "${w.metric}"`, w.metric, metrics));
    if (w.metric === undefined && metrics.length > 1)
      say("", `统计 "${a.name}" 的 stat 组件需要 "metric"：${list(metrics)} 之一`);
  }
  if (a.kind === "series") {
    const keys = Object.keys(a.series);
    w.series?.forEach((s, j) => {
      if (!keys.includes(s)) say(`/series/${j}`, unknownName(`统计 "${a.name}" 没有序列 "${s}"`, s, keys));
    });
  }
}

/** Names of the resource and dashboard files, also those refused by their own checks (see checkDashboards). */
export interface PresentFiles {
  resources?: Iterable<string>;
  dashboards?: Iterable<string>;
}

/**
 * What the dashboard schema alone cannot check: every widget names an aggregate the app registers that
 * can feed its type (or a source over a configured resource whose fields fit), whose resources are configured, with metrics, series and options that fit it; and
 * every `dashboard:<name>` route names a dashboard. A reference to a file that is `present` but missing
 * from `resources` or `dashboards` (refused by its own checks) is not reported again.
 */
export function checkDashboards(
  dashboards: Record<string, DashboardConfig>,
  resources: Record<string, ResourceConfig>,
  routes: RouteConfig[],
  aggregates: Readonly<Record<string, Aggregate>>,
  present: PresentFiles = {},
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const resourceFiles = new Set([...Object.keys(resources), ...(present.resources ?? [])]);
  const dashboardFiles = new Set([...Object.keys(dashboards), ...(present.dashboards ?? [])]);
  for (const d of Object.values(dashboards)) {
    const file = `dashboards/${d.name}.json`;
    d.widgets.forEach((w, i) =>
      checkWidget(
        w,
        (p, message) => problems.push({ file, pointer: `/widgets/${i}${p}`, message }),
        resources,
        resourceFiles,
        aggregates,
      ),
    );
  }
  const walk = (list: RouteConfig[], pointer: string) =>
    list.forEach((route, i) => {
      const at = `${pointer}/${i}`;
      const m = /^dashboard:(.+)$/.exec(route.component ?? "");
      if (m && !dashboardFiles.has(m[1]))
        problems.push({
          file: "routes.json",
          pointer: `${at}/component`,
          message: `未知的仪表盘 "${m[1]}"（没有 dashboards/${m[1]}.json）${didYouMean(m[1], dashboardFiles)}`,
        });
      if (route.children) walk(route.children, `${at}/children`);
    });
  walk(routes, "/routes");
  return problems;
}

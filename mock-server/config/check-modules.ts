import type { AppParts } from "../parts.js";
import type { ServerModule } from "../module-api.js";
import type { ConfigProblem } from "./problems.js";
import { closest } from "./did-you-mean.js";

/**
 * `app.json#/modules` against the modules the app loaded: every listed name is a module this repository
 * holds and the start loaded. Modules load at the start, so a name added to a running app's list waits
 * for the next one (the change is refused until then, and the running version keeps serving). Then the
 * manifests of the listed modules (checkManifests).
 */
export function checkModules(listed: readonly string[], parts: AppParts): ConfigProblem[] {
  const loaded = new Set(parts.modules.map((m) => m.name));
  const problems: ConfigProblem[] = [];
  listed.forEach((name, i) => {
    if (loaded.has(name)) return;
    const say = (message: string) => problems.push({ file: "app.json", pointer: `/modules/${i}`, message });
    if (parts.catalogue.includes(name)) return say(`模块 "${name}" 尚未载入：模块列表的变更在服务重启后生效`);
    const guess = closest(name, parts.catalogue);
    const known = parts.catalogue.map((n) => `"${n}"`).join("、") || "无";
    say(guess ? `未知的模块 "${name}"，你是不是想写 “${guess}”？` : `未知的模块 "${name}"（可用：${known}）`);
  });
  return [...problems, ...checkManifests(listed, parts.modules)];
}

/**
 * The manifests of the listed modules, together: each one's own problems (read at start), its
 * dependencies listed before it (so its tables, rows and registrations come after theirs, and a cycle
 * cannot be listed), and error ranges no two modules share.
 */
export function checkManifests(listed: readonly string[], modules: readonly ServerModule[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const ranges: { module: string; range: readonly number[] }[] = [];
  for (const module of modules.filter((m) => listed.includes(m.name))) {
    const folder = module.folder;
    if (!folder) continue;
    problems.push(...folder.problems);
    const manifest = folder.manifest;
    if (!manifest) continue;
    const at = listed.indexOf(module.name);
    for (const dependency of manifest.dependsOn ?? []) {
      const where = listed.indexOf(dependency);
      if (where >= 0 && where < at) continue;
      problems.push({
        file: "app.json",
        pointer: `/modules/${at}`,
        message:
          where < 0
            ? `模块 "${module.name}" 依赖模块 "${dependency}"，请把 "${dependency}" 也列入 modules（列在它之前）`
            : `模块 "${module.name}" 依赖模块 "${dependency}"，请把 "${dependency}" 列在它之前`,
      });
    }
    const range = manifest.errors?.range;
    if (!range) continue;
    const other = ranges.find((r) => r.range[0]! <= range[1] && range[0] <= r.range[1]!);
    if (other)
      problems.push({
        file: `modules/${module.name}/module.json`,
        pointer: "/errors/range",
        message: `错误码范围 ${range[0]}–${range[1]} 与模块 "${other.module}" 的 ${other.range[0]}–${other.range[1]} 重叠`,
      });
    else ranges.push({ module: module.name, range });
  }
  return problems;
}

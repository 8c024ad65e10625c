import type { AppParts } from "../parts.js";
import type { ConfigProblem } from "./problems.js";
import { closest } from "./did-you-mean.js";

/**
 * `app.json#/modules` against the modules the app loaded: every listed name is a module this repository
 * holds and the start loaded. Modules load at the start, so a name added to a running app's list waits
 * for the next one (the change is refused until then, and the running version keeps serving).
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
  return problems;
}

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { ConfigProblem } from "../config/problems.js";
import { didYouMean } from "../config/did-you-mean.js";
import type { ResourceSeed } from "../resources/seed-types.js";
import { addDays } from "../../src/common/calendar.js";
import { localDateTime } from "../clock.js";

/**
 * Sample rows a config declares for itself: `seed/<resource>.json` holding `{ "rows": [...] }`, stored
 * into that resource's empty table at the first start of a demo install (never in production), checked
 * as a create request is. A row's relations name the ids the rows before it got: on an empty table the
 * rows of a file are 1, 2, … in their order. A date or date-time field may say `"today"`, `"today-12"` or
 * `"today+14"` (days from the business's today at the first start), so demo rows stay recent. Nothing is
 * matched by a resource's name: a config without this folder starts with empty tables.
 */

type Resources = Record<string, ResourceConfig>;
type Rows = Record<string, unknown>[];

/** The seed files of a config folder, by resource name, as read (a file that is not JSON is a problem). */
function readSeedFiles(dir: string): { files: Map<string, unknown>; problems: ConfigProblem[] } {
  const files = new Map<string, unknown>();
  const problems: ConfigProblem[] = [];
  const folder = join(dir, "seed");
  if (!dir || !existsSync(folder)) return { files, problems };
  for (const name of readdirSync(folder)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    try {
      files.set(basename(name, ".json"), JSON.parse(readFileSync(join(folder, name), "utf8")));
    } catch (err) {
      problems.push({ file: `seed/${name}`, pointer: "", message: `不是有效的 JSON：${(err as Error).message}` });
    }
  }
  return { files, problems };
}

const isRows = (value: unknown): value is { rows: Rows } =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as { rows?: unknown }).rows) &&
  (value as { rows: unknown[] }).rows.every((r) => typeof r === "object" && r !== null && !Array.isArray(r));

/** What a start would refuse in `seed/`: a file that is not JSON, not `{rows: [objects]}`, or of no resource. */
export function checkConfigSeeds(dir: string, resources: Resources, present: Iterable<string> = []): ConfigProblem[] {
  const { files, problems } = readSeedFiles(dir);
  const known = new Set([...Object.keys(resources), ...present]);
  for (const [name, value] of files) {
    const file = `seed/${name}.json`;
    if (!known.has(name))
      problems.push({
        file,
        pointer: "",
        message: `未知的资源 "${name}"（没有 resources/${name}.json）${didYouMean(name, known)}`,
      });
    else if (!isRows(value)) problems.push({ file, pointer: "/rows", message: `应为 {"rows": [...]}，每行一个对象` });
  }
  return problems;
}

/**
 * The config's seeds, each resource after those its relations point to, so a row may name the rows of
 * another file. Files the checks refuse are left out (the start has stopped on them already).
 */
export function configSeeds(dir: string, resources: Resources, now: number): [name: string, seed: ResourceSeed][] {
  const { files } = readSeedFiles(dir);
  const rows = new Map<string, Rows>();
  for (const [name, value] of files) if (resources[name] && isRows(value)) rows.set(name, value.rows);
  const targets = (name: string) =>
    Object.values(resources[name].record.properties)
      .map((f) => (f.type === "array" ? f.items?.relation?.resource : f.relation?.resource))
      .filter((r): r is string => !!r && r !== name && rows.has(r));
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name) || path.includes(name)) return;
    for (const target of targets(name)) visit(target, [...path, name]);
    ordered.push(name);
  };
  for (const name of rows.keys()) visit(name, []);
  const today = localDateTime(now).slice(0, 10);
  return ordered.map((name) => [name, () => rows.get(name)!.map((r) => withDates(resources[name], r, today))]);
}

const RELATIVE = /^today(?:([+-])(\d{1,4}))?$/;

/** A row with its relative dates (`today-3`) made days of the calendar, in the field's own format. */
function withDates(res: ResourceConfig, row: Record<string, unknown>, today: string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const [name, value] of Object.entries(row)) {
    const format = res.record.properties[name]?.format;
    const m = typeof value === "string" && (format === "date" || format === "date-time") ? RELATIVE.exec(value) : null;
    if (!m) continue;
    const day = addDays(today, m[1] === "-" ? -Number(m[2]) : Number(m[2] ?? 0));
    out[name] = format === "date" ? day : `${day} 09:00:00`;
  }
  return out;
}

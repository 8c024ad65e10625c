import dayjs from "dayjs";
import { isDate } from "../../common/record-rules.js";
import { wallClock } from "../../common/time-zone.js";
import { rangeProblem, type DateRange } from "../../common/stats.js";
import type { RangePreset } from "../../types/generated/dashboard.js";
import { presetTexts, dashboardTexts as tx, fill } from "./texts.js";

export const PRESETS: RangePreset[] = ["last7days", "last30days", "thisMonth", "last12months"];

const DAY = "YYYY-MM-DD";

/** The dates of a preset on a given day (the business's today): the whole of 本月, and 近N up to today. */
export function presetRange(preset: RangePreset, today: string): DateRange {
  const t = dayjs(today);
  switch (preset) {
    case "last7days":
      return { from: t.subtract(6, "day").format(DAY), to: today };
    case "last30days":
      return { from: t.subtract(29, "day").format(DAY), to: today };
    case "thisMonth":
      return { from: t.startOf("month").format(DAY), to: t.endOf("month").format(DAY) };
    case "last12months":
      return { from: t.startOf("month").subtract(11, "month").format(DAY), to: today };
  }
}

/** The range on screen: a preset (kept by name, so 近7天 moves with the days) or two dates. */
export interface ShownRange extends DateRange {
  preset?: RangePreset;
  /** Why the address's range was not used, shown above the widgets. */
  problem?: string;
}

const isPreset = (v: string | null): v is RangePreset => PRESETS.includes(v as RangePreset);

/**
 * The range the address asks for: `?range=last7days`, or `?from=2026-01-01&to=2026-03-31`. Nothing, or
 * something the server would refuse, gives the dashboard's default preset (with the reason).
 */
export function readRange(params: URLSearchParams, today: string, fallback: RangePreset): ShownRange {
  const from = params.get("from");
  const to = params.get("to");
  const preset = params.get("range");
  const byDefault = (problem?: string): ShownRange => ({
    ...presetRange(fallback, today),
    preset: fallback,
    ...(problem ? { problem: fill(tx.badRange, { reason: problem, preset: presetTexts[fallback] }) } : {}),
  });
  if (from !== null || to !== null) {
    if (!isDate(from) || !isDate(to)) return byDefault(tx.badDate);
    const problem = rangeProblem({ from: from!, to: to! });
    return problem ? byDefault(problem.message) : { from: from!, to: to! };
  }
  if (isPreset(preset)) return { ...presetRange(preset, today), preset };
  return byDefault(preset === null ? undefined : fill(tx.unknownPreset, { preset }));
}

/** The address of a range: the preset's name, or both dates. */
export function writeRange(params: URLSearchParams, next: { preset: RangePreset } | DateRange): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const key of ["range", "from", "to"]) out.delete(key);
  if ("preset" in next) out.set("range", next.preset);
  else {
    out.set("from", next.from);
    out.set("to", next.to);
  }
  return out;
}

/** Today on the business's calendar (app.json timeZone), whatever the browser's zone: what 近7天 counts back from. */
export const businessToday = (zone: string, now: number = Date.now()): string => wallClock(now, zone).slice(0, 10);

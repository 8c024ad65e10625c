import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { chartSvg, type ChartData } from "./chart.js";
import type { Run } from "./measure.js";
import type { Scenario } from "./scenarios.js";
import { formatSpread, median, ratioSpread, type Spread } from "./stats.js";
import { JSON_SERVER, STORE_LABEL, type Kind, type Store } from "./targets.js";

/** One target at one size: what it did in each scenario, round by round. */
export interface TargetResult {
  id: string;
  label: string;
  kind: Kind;
  store?: Store;
  startMs: number;
  /** Why it was not measured at all (it did not start in time). */
  skipped?: string;
  scenarios: Record<
    string,
    {
      /** Why this scenario was not measured (one request alone too slow, a wrong answer). */
      skipped?: string;
      /** One request alone, before any load. */
      aloneMs?: number;
      /** Whether its page had the same ids and total as the generator says. */
      agrees?: boolean;
      rounds: Run[];
      median?: { rps: number; p50: number; p99: number };
      failed: number;
    }
  >;
}

export interface RatioRow {
  store: Store;
  scenario: string;
  /** product req/s ÷ bare Fastify req/s on the same store, round by round. */
  productOverBare?: Spread;
  /** product req/s ÷ json-server req/s. */
  productOverJsonServer?: Spread;
}

export interface SizeResult {
  rows: number;
  /** Milliseconds to fill each store and write json-server's file. */
  loadMs: Record<string, number>;
  scenarios: Scenario[];
  targets: TargetResult[];
  ratios: RatioRow[];
}

export interface CompareReport {
  date: string;
  commit: string;
  machine: { cores: number; cpu: string; memoryGb: number; node: string; platform: string };
  load: { seconds: number; connections: number; rounds: number; timeoutSeconds: number; requestLimitMs: number };
  notes: string[];
  sizes: SizeResult[];
}

/** The medians over rounds of each scenario, once its rounds are in. */
export function summarise(target: TargetResult): void {
  for (const s of Object.values(target.scenarios)) {
    if (!s.rounds.length) continue;
    s.median = {
      rps: median(s.rounds.map((r) => r.rps)),
      p50: median(s.rounds.map((r) => r.p50)),
      p99: median(s.rounds.map((r) => r.p99)),
    };
    s.failed = s.rounds.reduce((n, r) => n + r.failed, 0);
  }
}

/** product ÷ bare and product ÷ json-server per store and scenario, from the rounds they shared. */
export function ratios(size: Omit<SizeResult, "ratios">, stores: Store[]): RatioRow[] {
  const rps = (id: string, scenario: string) => {
    const s = size.targets.find((t) => t.id === id)?.scenarios[scenario];
    // A round a target skipped, or one whose answer was wrong, gives no ratio.
    return s && !s.skipped ? s.rounds.map((r) => r.rps) : [];
  };
  return stores.flatMap((store) =>
    size.scenarios.map((sc) => ({
      store,
      scenario: sc.id,
      productOverBare: ratioSpread(rps(`product-${store}`, sc.id), rps(`bare-${store}`, sc.id)),
      productOverJsonServer: ratioSpread(rps(`product-${store}`, sc.id), rps("json-server", sc.id)),
    })),
  );
}

/** Columns in a terminal: a CJK character takes two. */
const width = (s: string) => [...s].reduce((w, c) => w + ((c.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1), 0);
const pad = (s: string, n: number) => s + " ".repeat(Math.max(0, n - width(s)));
const num = (v: number | undefined, digits = 0) => (v === undefined ? "–" : v.toFixed(digits));
export const rowsLabel = (n: number) => n.toLocaleString("en-US").replace(/,/g, " ");

/** The size's figures as text: a line per target and scenario, then the ratios. */
export function sizeTable(size: SizeResult): string {
  const lines = [`\n=== ${rowsLabel(size.rows)} rows ===`];
  lines.push(
    `load: ${Object.entries(size.loadMs)
      .map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`)
      .join(", ")}`,
  );
  for (const sc of size.scenarios) {
    lines.push(`\n${sc.label} (total ${sc.total})`);
    lines.push(`  ${pad("target", 28)}${pad("req/s", 9)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}alone ms  failed`);
    for (const t of size.targets) {
      const s = t.scenarios[sc.id];
      const why = t.skipped ?? s?.skipped;
      if (why || !s?.median) {
        lines.push(`  ${pad(t.label, 28)}not measured: ${why ?? "no round"}`);
        continue;
      }
      lines.push(
        `  ${pad(t.label, 28)}${pad(num(s.median.rps), 9)}${pad(num(s.median.p50, 1), 9)}${pad(num(s.median.p99, 1), 9)}` +
          `${pad(num(s.aloneMs, 1), 10)}${s.failed}${s.agrees === false ? "  (WRONG PAGE)" : ""}`,
      );
    }
  }
  lines.push(`\nratios of req/s, median (lowest–highest round):`);
  lines.push(`  ${pad("store", 12)}${pad("scenario", 44)}${pad("product/bare", 22)}product/json-server`);
  for (const r of size.ratios) {
    const label = size.scenarios.find((s) => s.id === r.scenario)?.label ?? r.scenario;
    lines.push(
      `  ${pad(STORE_LABEL[r.store], 12)}${pad(label, 44)}${pad(formatSpread(r.productOverBare), 22)}${formatSpread(r.productOverJsonServer)}`,
    );
  }
  return lines.join("\n");
}

/** The chart: one panel per ratio, a category per size and store, a bar per scenario. */
export function chartData(report: CompareReport): ChartData {
  const cells = report.sizes.flatMap((size) =>
    [...new Set(size.ratios.map((r) => r.store))].map((store) => ({ size, store })),
  );
  const scenarioIds = report.sizes[0]?.scenarios.map((s) => s.id) ?? [];
  const names: Record<string, string> = {
    page1: "page 1",
    status: "status = 2",
    contains: "name contains, sorted, page ≤ 50",
    deep: "deep page (≤ 2000)",
  };
  const pick = (key: "productOverBare" | "productOverJsonServer") =>
    scenarioIds.map((id) => ({
      name: names[id] ?? id,
      values: cells.map(({ size, store }) => size.ratios.find((r) => r.store === store && r.scenario === id)?.[key]),
    }));
  return {
    title: "OMO Admin list API: req/s of the product ÷ req/s of the other, same rows, same machine",
    subtitle:
      `${report.date.slice(0, 10)} · commit ${report.commit} · ${report.machine.cores} cores · ` +
      `${report.load.rounds} interleaved round${report.load.rounds === 1 ? "" : "s"} of ${report.load.seconds} s, ${report.load.connections} connections · ` +
      "bar: median round, whisker: lowest–highest round, dashed: 1 (as fast)",
    categories: cells.map(({ size, store }) => `${rowsLabel(size.rows)} rows\n${STORE_LABEL[store]}`),
    panels: [
      {
        title: "product ÷ bare Fastify on the same store (the product's overhead; 1 = none)",
        series: pick("productOverBare"),
      },
      {
        title: `product ÷ ${JSON_SERVER} (above 1: the product serves more; log scale; n/a: json-server too slow to measure)`,
        log: true,
        series: pick("productOverJsonServer"),
      },
    ],
  };
}

export function writeReport(report: CompareReport, jsonFile: string, svgFile: string): void {
  mkdirSync(dirname(jsonFile), { recursive: true });
  // Two decimals are more than the noise allows; more would only lengthen the file.
  const rounded = (_key: string, v: unknown) =>
    typeof v === "number" && !Number.isInteger(v) ? Math.round(v * 100) / 100 : v;
  writeFileSync(jsonFile, `${JSON.stringify(report, rounded, 2)}\n`);
  writeFileSync(svgFile, `${chartSvg(chartData(report))}\n`);
}

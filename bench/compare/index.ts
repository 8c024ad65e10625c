import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, platform, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { createPgDatabase, pgAvailable, type PgDatabase } from "../../tests/helpers/postgres.js";
import { countRows, fillPostgres, fillSqlite, productSchema, writeJsonDb } from "./data.js";
import { measure, probe, type Load } from "./measure.js";
import {
  ratios,
  rowsLabel,
  sizeTable,
  summarise,
  writeReport,
  type CompareReport,
  type SizeResult,
  type TargetResult,
} from "./report.js";
import { expectedPages, scenarios as scenariosOf, type Scenario } from "./scenarios.js";
import { studentRows } from "../students.js";
import { rotation } from "./stats.js";
import {
  bareTarget,
  JSON_SERVER,
  jsonServerTarget,
  productTarget,
  STORE_LABEL,
  type Kind,
  type Store,
  type Target,
} from "./targets.js";

/**
 * `npm run bench:compare` (and the end of `npm run bench`): the product's list API against json-server
 * 0.17.4 and a bare Fastify endpoint, on the same rows at each size, on SQLite and PostgreSQL. Every round
 * runs each target once per scenario, in an order that turns from round to round, so a slow moment of a
 * shared machine falls on all of them; ratios are taken within a round. Writes bench/results/compare.json
 * and compare.svg. Sizes, stores and the load come from flags or the environment:
 * `--sizes=10000,100000` (BENCH_SIZES), `--stores=sqlite` (BENCH_STORES), `--rounds=` (BENCH_ROUNDS),
 * `--seconds=` (BENCH_SECONDS), `--connections=` (BENCH_CONNECTIONS), `--out=` a folder (BENCH_OUT).
 */
export interface CompareOptions {
  sizes: number[];
  stores: Store[];
  rounds: number;
  seconds: number;
  connections: number;
  /** One request alone slower than this: the scenario is not put under load on that target. */
  requestLimitMs: number;
  /** A target not serving after this long (json-server parsing a huge file) is left out at that size. */
  startLimitMs: number;
  out: { json: string; svg: string };
}

export function compareOptions(argv = process.argv.slice(2), env = process.env): CompareOptions {
  const flag = (name: string, envName: string) =>
    argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? env[envName];
  const list = (v: string | undefined, fallback: string) =>
    (v ?? fallback)
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  const int = (v: string | undefined, fallback: number) => (v && Number(v) > 0 ? Math.round(Number(v)) : fallback);
  const stores = list(flag("stores", "BENCH_STORES"), "sqlite,postgres");
  const outDir = flag("out", "BENCH_OUT") ?? join("bench", "results");
  for (const s of stores)
    if (s !== "sqlite" && s !== "postgres") throw new Error(`not a store: ${s} (sqlite, postgres)`);
  return {
    sizes: list(flag("sizes", "BENCH_SIZES"), "10000,100000,1000000")
      .map((s) => int(s.replace(/_/g, ""), 0))
      .filter((n) => n > 0),
    stores: stores as Store[],
    rounds: int(flag("rounds", "BENCH_ROUNDS"), 3),
    seconds: int(flag("seconds", "BENCH_SECONDS"), 3),
    connections: int(flag("connections", "BENCH_CONNECTIONS"), 8),
    requestLimitMs: int(flag("request-limit-ms", "BENCH_REQUEST_LIMIT_MS"), 2000),
    startLimitMs: int(flag("start-limit-s", "BENCH_START_LIMIT_S"), 300) * 1000,
    out: { json: join(outDir, "compare.json"), svg: join(outDir, "compare.svg") },
  };
}

const NOTES = [
  "Each target runs in a process of its own; the load generator (autocannon) runs in the bench's process.",
  "The product is called with its real sign-in (token in the `code` header) and answers its envelope with labels; " +
    "it keeps a count per filter until the table changes, as it does in service. The bare endpoint counts on every request.",
  "The bare endpoint reads the product's own table and indexes; json-server reads a db.json of the same rows (ids equal).",
  "json-server runs with its defaults but the per-request log line. Its `name_like` is a case-blind RegExp, the product's " +
    "`name` a LIKE/ILIKE: the same rows for this text.",
  "Before the rounds, one request alone per target and scenario checks its page's ids and total against the generator; " +
    "a scenario slower than the request limit alone is not put under load (shown as not measured).",
  "The load generator shares the machine's cores with the target: the fastest targets' req/s is partly its limit, " +
    "which brings ratios against them closer to 1 than on a machine with cores to spare.",
  "Figures from a shared or busy machine are noisy: read the ratios and their spread, not the absolute req/s.",
];

function commit(): string {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim();
    return dirty ? `${sha}+changes` : sha;
  } catch {
    return "unknown";
  }
}

async function oneSize(rows: number, stores: Store[], o: CompareOptions, load: Load): Promise<SizeResult> {
  const dir = mkdtempSync(join(tmpdir(), "omo-bench-compare-"));
  const counts = countRows(rows);
  const scenarios = scenariosOf(counts);
  const loadMs: Record<string, number> = {};
  const targets: Target[] = [];
  const results: TargetResult[] = [];
  let database: PgDatabase | undefined;
  const timed = async (name: string, fn: () => unknown) => {
    const t0 = performance.now();
    await fn();
    loadMs[name] = performance.now() - t0;
  };
  const start = async (id: string, label: string, kind: Kind, store: Store | undefined, fn: () => Promise<Target>) => {
    try {
      targets.push(await fn());
    } catch (err) {
      console.log(`  ${label} left out: ${(err as Error).message.split("\n")[0]}`);
      results.push({
        id,
        label,
        kind,
        store,
        startMs: o.startLimitMs,
        skipped: (err as Error).message.split("\n")[0],
        scenarios: {},
      });
    }
  };
  try {
    console.log(`\ncompare: ${rowsLabel(rows)} rows, loading…`);
    const dirs: Record<Store, string> = { sqlite: join(dir, "sqlite"), postgres: join(dir, "postgres") };
    if (stores.includes("sqlite")) {
      mkdirSync(dirs.sqlite);
      await productSchema(dirs.sqlite);
      await timed("SQLite", () => fillSqlite(dirs.sqlite, rows));
    }
    if (stores.includes("postgres")) {
      mkdirSync(dirs.postgres);
      database = await createPgDatabase();
      await productSchema(dirs.postgres, database.url);
      await timed("PostgreSQL", () => fillPostgres(database!.url, rows));
    }
    const jsonFile = join(dir, "db.json");
    await timed("db.json", () => writeJsonDb(jsonFile, rows));
    // Started together: json-server's parse of a large file need not wait for the others' starts.
    await Promise.all([
      ...stores.flatMap((store) => {
        const url = store === "postgres" ? database!.url : undefined;
        return [
          start(`product-${store}`, `product · ${STORE_LABEL[store]}`, "product", store, () =>
            productTarget(store, dirs[store], url, o.startLimitMs),
          ),
          start(`bare-${store}`, `bare Fastify · ${STORE_LABEL[store]}`, "bare", store, () =>
            bareTarget(store, dirs[store], url, o.startLimitMs),
          ),
        ];
      }),
      start("json-server", JSON_SERVER, "json-server", undefined, () => jsonServerTarget(jsonFile, o.startLimitMs)),
    ]);
    // A fixed order for the rotation, whatever order they started in.
    const order = ["product-sqlite", "bare-sqlite", "product-postgres", "bare-postgres", "json-server"];
    targets.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    for (const t of targets) console.log(`  ${t.label} ready in ${(t.startMs / 1000).toFixed(1)} s once loaded`);

    const expected = expectedPages(scenarios, studentRows(rows));
    for (const t of targets) results.push(await check(t, scenarios, expected, o.requestLimitMs));

    // Warm-up: each target's code paths compiled and its caches as in service, before anything counts.
    for (const t of targets)
      for (const sc of scenarios)
        if (!results.find((r) => r.id === t.id)!.scenarios[sc.id].skipped)
          await measure(t, sc, { ...load, seconds: 1 });

    for (let round = 0; round < o.rounds; round++) {
      process.stdout.write(`  round ${round + 1}/${o.rounds}…`);
      for (const [k, sc] of scenarios.entries()) {
        for (const t of rotation(targets, round * scenarios.length + k)) {
          const entry = results.find((r) => r.id === t.id)!.scenarios[sc.id];
          if (entry.skipped) continue;
          entry.rounds.push(await measure(t, sc, load));
        }
      }
      process.stdout.write(" done\n");
    }
    results.forEach(summarise);
    const size = { rows, loadMs, scenarios, targets: results };
    const result = { ...size, ratios: ratios(size, stores) };
    console.log(sizeTable(result));
    return result;
  } finally {
    for (const t of targets) await t.stop().catch(() => undefined);
    await database?.drop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One request alone per scenario, before any load: its time, and whether its page holds the rows the
 * generator says. A scenario too slow alone, or answered wrongly, is not put under load.
 */
async function check(t: Target, scenarios: Scenario[], expected: Map<string, number[]>, limitMs: number) {
  const r: TargetResult = { id: t.id, label: t.label, kind: t.kind, store: t.store, startMs: t.startMs, scenarios: {} };
  for (const sc of scenarios) {
    // The first answer is checked; the second, warm, is timed.
    const first = await probe(t, sc, limitMs);
    const p = "error" in first ? first : await probe(t, sc, limitMs);
    const entry: TargetResult["scenarios"][string] = { aloneMs: p.ms, rounds: [], failed: 0 };
    r.scenarios[sc.id] = entry;
    if ("error" in p) entry.skipped = p.error;
    else if (p.ms > limitMs)
      entry.skipped = `one request alone took ${(p.ms / 1000).toFixed(1)} s (limit ${limitMs / 1000} s)`;
    else {
      const want = expected.get(sc.id)!;
      const got = "error" in first ? p : first;
      // A capped count is a lower bound: right when it is below the true total (the page's rows decide).
      const total = got.total === sc.total || (!!got.capped && got.total < sc.total);
      entry.agrees = total && want.join() === got.ids.join();
      if (!entry.agrees)
        entry.skipped = `wrong page: total ${got.total} (want ${sc.total}), ids ${got.ids.slice(0, 3).join()}… (want ${want.slice(0, 3).join()}…)`;
    }
  }
  return r;
}

export async function benchCompare(options: Partial<CompareOptions> = {}): Promise<CompareReport> {
  const o = { ...compareOptions(), ...options };
  const notes = [...NOTES];
  let stores = o.stores;
  if (stores.includes("postgres") && !(await pgAvailable())) {
    stores = stores.filter((s) => s !== "postgres");
    notes.push("PostgreSQL did not answer: measured on SQLite alone.");
    console.log("\ncompare: PostgreSQL did not answer, SQLite alone");
  }
  const load: Load = { seconds: o.seconds, connections: o.connections, timeoutSeconds: 10 };
  const report: CompareReport = {
    date: new Date().toISOString(),
    commit: commit(),
    machine: {
      cores: cpus().length,
      cpu: cpus()[0]?.model ?? "unknown",
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      platform: platform(),
    },
    load: {
      seconds: o.seconds,
      connections: o.connections,
      rounds: o.rounds,
      timeoutSeconds: load.timeoutSeconds,
      requestLimitMs: o.requestLimitMs,
    },
    notes,
    sizes: [],
  };
  for (const rows of o.sizes) report.sizes.push(await oneSize(rows, stores, o, load));
  writeReport(report, o.out.json, o.out.svg);
  console.log(`\ncompare: report in ${o.out.json}, chart in ${o.out.svg}`);
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCompare();

import { mkdtempSync, rmSync } from "node:fs";
import { CompiledQuery, sql } from "kysely";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../mock-server/app.js";
import { tableName } from "../mock-server/resources/table-name.js";
import { BENCH_ROWS, benchConfig, benchQueries, benchStudent, fillStudents } from "./students.js";
import { buildWhere } from "../mock-server/resources/list-sql.js";
import { filtersOf } from "../mock-server/resources/filters.js";
import { listenSignedIn } from "./serve.js";

export type Latency = (
  url: string,
  headers: Record<string, string>,
  total?: number,
  concurrency?: number,
) => Promise<string>;

const student = benchStudent;

/** The list API at 100 000 rows (design.md §10: a filtered, sorted page in a few milliseconds). */
export async function benchResources(latency: Latency): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "omo-bench-res-"));
  const config = benchConfig();
  const app = await buildApp({ dataDir, uiDir: false, config, resourceSeeds: [] });
  const took = await fillStudents(app.store);
  console.log(`\nresources: ${BENCH_ROWS} rows inserted in ${took.toFixed(0)} ms`);
  const { base, headers } = await listenSignedIn(app);
  const list = `${base}/v1/resources/${student.name}`;
  for (const [label, params] of benchQueries) {
    const url = `${list}?${new URLSearchParams(params)}`;
    const check = await (await fetch(url, { headers })).json();
    console.log(`GET list, ${label} (total ${check.data.total}):`);
    console.log(`  ${await latency(url, headers, 1000, 1)}`);
    console.log(`  ${await latency(url, headers, 2000, 8)}`);
  }
  await countCost(app, { status: 1, name: "明" });
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The COUNT(*) behind `total`, timed alone and uncached: the part of a page that grows with the matching rows.
 * The list reuses a count until the next write, so paging through one filter pays it once.
 */
async function countCost(app: Awaited<ReturnType<typeof buildApp>>, query: Record<string, unknown>) {
  const { store } = app;
  const where = buildWhere(store.sql, student, filtersOf(student), query);
  const count = where
    .reduce((q, c) => q.where(c), store.db.selectFrom(tableName(student.name)).select(sql`COUNT(*)`.as("n")))
    .compile();
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await store.db.executeQuery(count);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `count query alone, uncached (status=1 & name contains 明): median ${times[100].toFixed(2)} ms, p99 ${times[198].toFixed(2)} ms`,
  );
  const plan = await store.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`EXPLAIN QUERY PLAN ${count.sql}`, [...count.parameters]),
  );
  console.log(`  plan: ${plan.rows.map((p) => p.detail).join(" | ")}`);
}

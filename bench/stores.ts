import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { buildApp } from "../mock-server/app.js";
import { openStore } from "../mock-server/db/index.js";
import { tableName } from "../mock-server/resources/table-name.js";
import { createPgDatabase } from "../tests/helpers/postgres.js";
import { startServer, stopServer } from "../tests/scale/processes.js";
import { benchConfig, benchQueries, benchStudent, fillStudents, BENCH_ROWS } from "./students.js";
import { latency } from "./latency.js";

/**
 * The list API on PostgreSQL against SQLite at 100 000 rows, in one run and one process each, then one
 * against two server processes on PostgreSQL (`npx tsx bench/stores.ts`, also part of `npm run bench`).
 */
const table = tableName(benchStudent.name);

async function token(base: string): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "admin123" }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const reqPerSecond = (line: string) => Number(/^(\d+) req\/s/.exec(line)?.[1] ?? 0);

/** One store, one process: the four list queries, one at a time and eight at once. Answers req/s at 8. */
async function oneStore(dialect: "sqlite" | "postgres", databaseUrl?: string): Promise<number[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "omo-bench-store-"));
  const config = benchConfig();
  const app = await buildApp({ dataDir, uiDir: false, config, resourceSeeds: [], databaseUrl });
  try {
    const took = await fillStudents(app.store);
    console.log(`\n${dialect}: ${BENCH_ROWS} rows inserted in ${took.toFixed(0)} ms`);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api`;
    const headers = { code: await token(base) };
    const rates: number[] = [];
    for (const [label, params] of benchQueries) {
      const url = `${base}/v1/resources/${benchStudent.name}?${new URLSearchParams(params)}`;
      const check = (await (await fetch(url, { headers })).json()) as { data: { total: number } };
      console.log(`GET list, ${label} (total ${check.data.total}):`);
      console.log(`  ${await latency(url, headers, 500, 1)}`);
      const many = await latency(url, headers, 2000, 8);
      console.log(`  ${many}`);
      rates.push(reqPerSecond(many));
    }
    if (dialect === "postgres") {
      const plan = await sql<{ "QUERY PLAN": string }>`EXPLAIN SELECT count(*) FROM ${sql.table(table)}
        WHERE name ILIKE '%张伟明%'`.execute(app.store.db);
      const lines = plan.rows.map((r) => r["QUERY PLAN"].trim());
      const trigram = lines.some((l) => /Index Scan on .*trgm/.test(l));
      console.log(
        `  contains on PostgreSQL ${trigram ? "uses the trigram index" : "does NOT use a trigram index"}: ${lines.join(" | ")}`,
      );
    }
    return rates;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One and then two real server processes on one PostgreSQL database: throughput of a list page. */
async function processes(): Promise<void> {
  const database = await createPgDatabase();
  const configDir = mkdtempSync(join(tmpdir(), "omo-bench-config-"));
  cpSync("config", configDir, { recursive: true });
  writeFileSync(join(configDir, "resources", `${benchStudent.name}.json`), JSON.stringify(benchStudent));
  const env = { OMO_DATABASE_URL: database.url, OMO_CONFIG_DIR: configDir };
  const first = await startServer(env);
  const store = openStore({ url: database.url });
  let second: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await fillStudents(store);
    const headers = { code: await token(`${first.url}/api`) };
    const path = `/api/v1/resources/${benchStudent.name}?${new URLSearchParams(benchQueries[0][1])}`;
    await latency(`${first.url}${path}`, headers, 500, 8);
    const one = await latency(`${first.url}${path}`, headers, 3000, 16);
    second = await startServer(env);
    await latency(`${second.url}${path}`, headers, 500, 8);
    const two = await latency([`${first.url}${path}`, `${second.url}${path}`], headers, 3000, 16);
    console.log(`\nPostgreSQL, list page (${benchQueries[0][0]}), 16 at once:`);
    console.log(`  1 process:   ${one}`);
    console.log(`  2 processes: ${two}`);
    console.log(
      `  gain ×${(reqPerSecond(two) / reqPerSecond(one)).toFixed(2)} on ${(await import("node:os")).cpus().length} cores ` +
        "shared by the servers, PostgreSQL and this load generator",
    );
  } finally {
    await store.close();
    await stopServer(first);
    if (second) await stopServer(second);
    await database.drop();
    rmSync(configDir, { recursive: true, force: true });
  }
}

export async function benchStores(): Promise<void> {
  const sqlite = await oneStore("sqlite");
  const database = await createPgDatabase();
  let postgres: number[];
  try {
    postgres = await oneStore("postgres", database.url);
  } finally {
    await database.drop();
  }
  console.log("\nPostgreSQL / SQLite, req/s at 8 at once:");
  benchQueries.forEach(([label], i) => console.log(`  ${(postgres[i] / sqlite[i]).toFixed(2)}  ${label}`));
  await processes();
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStores();

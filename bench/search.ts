import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { buildApp } from "../mock-server/app.js";
import type { Store } from "../mock-server/db/index.js";
import { schemaHelper } from "../mock-server/db/helpers/schema/index.js";
import { syncTables } from "../mock-server/resources/sync-tables.js";
import { tableName } from "../mock-server/resources/table-name.js";
import { createPgDatabase } from "../tests/helpers/postgres.js";
import { latency } from "./latency.js";
import { benchConfig, benchStudent, studentRows } from "./students.js";
import { listenSignedIn } from "./serve.js";

/**
 * Contains search at scale (docs/architecture.md): 1 000 000 students on SQLite and on PostgreSQL, a
 * `name contains` search of one, two and three characters sorted by another column (balance), page of 50,
 * through the list API (`npx tsx bench/search.ts`).
 */
export const SEARCH_ROWS = 1_000_000;

/** One, two and three characters; common and rare (the names are a surname and one or two given names). */
const searches: [string, string][] = [
  ["1 character, common (明)", "明"],
  ["1 character, none (Q)", "Q"],
  ["2 characters, a full name (张伟)", "张伟"],
  ["2 characters, given names (伟明)", "伟明"],
  ["3 characters (张伟明)", "张伟明"],
  ["4 characters, none (张伟明明)", "张伟明明"],
];

const table = tableName(benchStudent.name);

/**
 * The rows, in batches in one transaction through the data layer. The search indexes are dropped first
 * and made again after (by the config's sync, as on a live change): one bulk build instead of a million
 * index updates, which on this shared machine took longer than the whole bench.
 */
async function fill(store: Store, count: number): Promise<number> {
  const t0 = performance.now();
  const batchSize = 1000;
  const schema = schemaHelper(store.dialect);
  await store.db.transaction().execute(async (trx) => {
    for (const name of (await schema.searchIndexes(trx)).get(table) ?? []) await schema.dropIndex(trx, name);
    let batch: Record<string, string | number>[] = [];
    for (const row of studentRows(count)) {
      batch.push(row);
      if (batch.length === batchSize) {
        await trx.insertInto(table).values(batch).execute();
        batch = [];
      }
    }
    if (batch.length) await trx.insertInto(table).values(batch).execute();
  });
  await syncTables(store, { [benchStudent.name]: benchStudent });
  if (store.dialect === "postgres") await sql`ANALYZE ${sql.table(table)}`.execute(store.db);
  return performance.now() - t0;
}

async function oneStore(dialect: "sqlite" | "postgres", rows: number, databaseUrl?: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "omo-bench-search-"));
  const app = await buildApp({ dataDir, uiDir: false, config: benchConfig(), resourceSeeds: [], databaseUrl });
  try {
    const took = await fill(app.store, rows);
    console.log(`\n${dialect}: ${rows} rows inserted and indexed in ${(took / 1000).toFixed(1)} s`);
    const { base, headers } = await listenSignedIn(app);
    for (const [label, text] of searches) {
      const params = { name: text, prop: "balance", order: "ascending", pageNo: "1", pageSize: "50" };
      const url = `${base}/v1/resources/${benchStudent.name}?${new URLSearchParams(params)}`;
      // The first request counts the matches (later ones reuse the count until a write): timed apart.
      const t0 = performance.now();
      const first = (await (await fetch(url, { headers })).json()) as { data: { total: number } };
      const cold = performance.now() - t0;
      console.log(
        `contains ${label}, by balance, page of 50 (total ${first.data.total}, first ${cold.toFixed(0)} ms):`,
      );
      console.log(`  ${await latency(url, headers, 300, 1)}`);
      console.log(`  ${await latency(url, headers, 600, 8)}`);
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchSearch(rows = SEARCH_ROWS): Promise<void> {
  await oneStore("sqlite", rows);
  const database = await createPgDatabase();
  try {
    await oneStore("postgres", rows, database.url);
  } finally {
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSearch(Number(process.argv[2]) || SEARCH_ROWS);

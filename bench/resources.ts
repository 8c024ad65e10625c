import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { CompiledQuery, sql } from "kysely";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../mock-server/app.js";
import type { LoadedConfig } from "../mock-server/plugins/config-loader.js";
import type { ResourceConfig } from "../src/types/generated/resource.js";
import { tableName } from "../mock-server/resources/table-name.js";
import { localDateTime } from "../mock-server/resources/codec.js";
import { buildWhere } from "../mock-server/resources/list-sql.js";
import { filtersOf } from "../mock-server/resources/filters.js";

export type Latency = (
  url: string,
  headers: Record<string, string>,
  total?: number,
  concurrency?: number,
) => Promise<string>;

const ROWS = 100_000;

/** A student list as a real back-office keeps it: text, options, numbers, dates. */
const student: ResourceConfig = {
  name: "bench-student",
  title: "学员",
  record: {
    type: "object",
    properties: {
      name: { type: "string", title: "姓名" },
      phone: { type: "string", title: "手机号" },
      city: { type: "string", title: "城市" },
      grade: { type: "integer", title: "年级" },
      status: {
        type: "integer",
        title: "状态",
        options: [
          { value: 1, label: "在读" },
          { value: 2, label: "休学" },
          { value: 0, label: "结课" },
        ],
      },
      balance: { type: "number", title: "课时余额" },
      enrolled_on: { type: "string", title: "报名日期", format: "date" },
    },
  },
  list: {
    columns: [
      { field: "id", sortable: true },
      { field: "name", sortable: true },
      { field: "balance", sortable: true },
      { field: "enrolled_on", sortable: true },
    ],
    query: [
      { field: "name", operator: "contains" },
      { field: "status", operator: "eq" },
      { field: "city", operator: "eq" },
      { field: "enrolled_on", operator: "between" },
    ],
  },
};

const read = (file: string) => JSON.parse(readFileSync(join("config", file), "utf8"));
const surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗".split("");
const given = "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华建文".split("");
const cities = ["北京", "上海", "广州", "深圳", "杭州", "成都", "武汉", "南京", "西安", "重庆"];

/** 100 000 varied rows in one transaction through one prepared statement; a fixed generator, same data every run. */
function fill(app: Awaited<ReturnType<typeof buildApp>>) {
  // mulberry32: small, fast and well mixed (a plain LCG's low bits repeat and skip combinations).
  let seed = 20261123;
  const rnd = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
  const insert = app.db.prepare(
    `INSERT INTO ${tableName(student.name)} (created_at, updated_at, name, phone, city, grade, status, balance, enrolled_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const start = Date.UTC(2022, 0, 1);
  app.db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const at = localDateTime(start + rnd(1000) * 86_400_000 + rnd(86_400) * 1000);
      const name = surnames[rnd(surnames.length)] + given[rnd(given.length)] + (rnd(2) ? given[rnd(given.length)] : "");
      const day = new Date(start + rnd(1000) * 86_400_000).toISOString().slice(0, 10);
      insert.run(
        at,
        at,
        name,
        `13${String(rnd(1e9)).padStart(9, "0")}`,
        cities[rnd(cities.length)],
        1 + rnd(12),
        [1, 1, 1, 2, 0][rnd(5)],
        rnd(20000) / 100,
        day,
      );
    }
  })();
}

/** The list API at 100 000 rows (design.md §10: a filtered, sorted page in a few milliseconds). */
export async function benchResources(latency: Latency): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "omo-bench-res-"));
  const config: LoadedConfig = {
    dir: "config",
    app: read("app.json"),
    errors: read("errors.json"),
    routes: { routes: [] },
    resources: { [student.name]: student },
    dashboards: {},
  };
  const app = await buildApp({ dataDir, uiDir: false, config, resourceSeeds: [] });
  const t0 = performance.now();
  fill(app);
  console.log(`\nresources: ${ROWS} rows inserted in ${(performance.now() - t0).toFixed(0)} ms`);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api`;
  const login = await fetch(`${base}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "admin123" }),
  });
  const headers = { code: (await login.json()).data.token as string };
  const list = `${base}/v1/resources/${student.name}`;
  const queries: [string, Record<string, string>][] = [
    ["status=1, sorted by balance desc, page 37", { status: "1", prop: "balance", order: "descending", pageNo: "37" }],
    [
      "status=1 & name contains 明, by name, page 37",
      { status: "1", name: "明", prop: "name", order: "ascending", pageNo: "37" },
    ],
    [
      "city & date range, by enrolled_on, page 37",
      { city: "杭州", "enrolled_on[]": "2022-06-01", prop: "enrolled_on", pageNo: "37" },
    ],
    ["no filter, default sort, page 37", { pageNo: "37" }],
  ];
  for (const [label, params] of queries) {
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

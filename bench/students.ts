import type { ResourceConfig } from "../src/types/generated/resource.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import type { LoadedConfig } from "../mock-server/plugins/config-loader.js";
import { localDateTime } from "../mock-server/resources/codec.js";
import { tableName } from "../mock-server/resources/table-name.js";
import type { Store } from "../mock-server/db/index.js";

export const BENCH_ROWS = 100_000;

/** A student list as a real back-office keeps it: text, options, numbers, dates. */
export const benchStudent: ResourceConfig = {
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

const surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗".split("");
const given = "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华建文".split("");
const cities = ["北京", "上海", "广州", "深圳", "杭州", "成都", "武汉", "南京", "西安", "重庆"];

/** `count` varied rows from a fixed generator: the same data every run, on every store. */
export function* studentRows(count = BENCH_ROWS): Generator<Record<string, string | number>> {
  // mulberry32: small, fast and well mixed (a plain LCG's low bits repeat and skip combinations).
  let seed = 20261123;
  const rnd = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
  const start = Date.UTC(2022, 0, 1);
  for (let i = 0; i < count; i++) {
    const at = localDateTime(start + rnd(1000) * 86_400_000 + rnd(86_400) * 1000);
    const name = surnames[rnd(surnames.length)] + given[rnd(given.length)] + (rnd(2) ? given[rnd(given.length)] : "");
    const day = new Date(start + rnd(1000) * 86_400_000).toISOString().slice(0, 10);
    yield {
      created_at: at,
      updated_at: at,
      name,
      phone: `13${String(rnd(1e9)).padStart(9, "0")}`,
      city: cities[rnd(cities.length)],
      grade: 1 + rnd(12),
      status: [1, 1, 1, 2, 0][rnd(5)],
      balance: rnd(20000) / 100,
      enrolled_on: day,
    };
  }
}

/** The list queries every list bench times: filtered, searched, ranged and plain, all on page 37. */
export const benchQueries: [string, Record<string, string>][] = [
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

/** The 100 000 rows, in batches in one transaction through the data layer; answers the milliseconds it took. */
export async function fillStudents(store: Store): Promise<number> {
  const table = tableName(benchStudent.name);
  const t0 = performance.now();
  await store.db.transaction().execute(async (trx) => {
    let batch: Record<string, string | number>[] = [];
    for (const row of studentRows()) {
      batch.push(row);
      if (batch.length === 1000) {
        await trx.insertInto(table).values(batch).execute();
        batch = [];
      }
    }
    if (batch.length) await trx.insertInto(table).values(batch).execute();
  });
  if (store.dialect === "postgres") await sql`ANALYZE ${sql.table(table)}`.execute(store.db);
  return performance.now() - t0;
}

/** The shipped app settings with the bench's student list as the only resource. */
export function benchConfig(): LoadedConfig {
  const read = (file: string) => JSON.parse(readFileSync(join("config", file), "utf8"));
  return {
    dir: "config",
    // Built here, not read from files: a fixed version, as no config runtime swaps it.
    version: "bench",
    app: read("app.json"),
    errors: read("errors.json"),
    routes: { routes: [] },
    resources: { [benchStudent.name]: benchStudent },
    dashboards: {},
    roles: read("roles.json"),
  };
}

import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildApp } from "../mock-server/app.js";
import type { ResourceConfig } from "../src/types/generated/resource.js";

const ROWS = 1000;
/** Where the list page is: a route under the 运营管理 group. */
export const LIST = "/operation-management/bench-wide";

/** A wide list as a busy back-office page has it: 20 columns of texts, numbers, money, tags, dates and a relation. */
const wide: ResourceConfig = {
  name: "bench-wide",
  title: "宽表记录",
  labelField: "name",
  record: {
    type: "object",
    required: ["code", "name"],
    properties: {
      code: { type: "string", title: "编号", maxLength: 20, unique: true },
      name: { type: "string", title: "名称", maxLength: 40 },
      city: { type: "string", title: "城市", maxLength: 20 },
      contact: { type: "string", title: "联系人", maxLength: 20 },
      phone: { type: "string", title: "电话", format: "phone" },
      email: { type: "string", title: "邮箱", format: "email" },
      remark: { type: "string", title: "备注", maxLength: 200 },
      seats: { type: "integer", title: "座位数", minimum: 0, maximum: 1000 },
      lessons: { type: "integer", title: "课时数", minimum: 0 },
      score: { type: "integer", title: "评分", minimum: 0, maximum: 100 },
      price: { type: "number", title: "单价", format: "decimal2", minimum: 0 },
      cost: { type: "number", title: "成本", format: "decimal2", minimum: 0 },
      balance: { type: "number", title: "余额", format: "decimal2" },
      status: {
        type: "integer",
        title: "状态",
        options: [
          { value: 1, label: "进行中", color: "green" },
          { value: 2, label: "暂停", color: "gold" },
          { value: 0, label: "已结束", color: "default" },
        ],
      },
      level: {
        type: "string",
        title: "级别",
        options: [
          { value: "a", label: "A 级", color: "red" },
          { value: "b", label: "B 级", color: "blue" },
          { value: "c", label: "C 级", color: "cyan" },
        ],
      },
      channel: {
        type: "integer",
        title: "渠道",
        options: [
          { value: 1, label: "线上", color: "purple" },
          { value: 2, label: "线下", color: "geekblue" },
          { value: 3, label: "转介绍", color: "magenta" },
        ],
      },
      start_on: { type: "string", title: "开始日期", format: "date" },
      signed_at: { type: "string", title: "签约时间", format: "date-time" },
      active: { type: "boolean", title: "启用", default: true },
      campus_id: { type: "integer", title: "校区", relation: { resource: "campus" } },
    },
  },
  list: {
    columns: [
      { field: "code", width: 110, sortable: true, fixed: "left" },
      { field: "name", width: 140, sortable: true },
      { field: "city", width: 90 },
      { field: "contact", width: 90 },
      { field: "phone", width: 130 },
      { field: "email", width: 200, ellipsis: true },
      { field: "remark", width: 200, ellipsis: true },
      { field: "seats", width: 90, sortable: true },
      { field: "lessons", width: 90 },
      { field: "score", width: 80, sortable: true },
      { field: "price", render: "money", width: 110, sortable: true },
      { field: "cost", render: "money", width: 110 },
      { field: "balance", render: "number", width: 110 },
      { field: "status", width: 90 },
      { field: "level", width: 80 },
      { field: "channel", width: 90 },
      { field: "start_on", width: 120, sortable: true },
      { field: "signed_at", width: 170, sortable: true },
      { field: "active", width: 80 },
      { field: "campus_id", width: 150 },
    ],
    defaultSort: { field: "code", order: "ascending" },
    pagination: { pageSize: 100, pageSizes: [10, 20, 50, 100] },
  },
};

const wideRoute = {
  path: "bench-wide",
  name: "BenchWide",
  component: `resource:${wide.name}`,
  meta: { title: "宽表性能", icon: "profile" },
};

const words = "北京上海广州深圳杭州成都武汉南京西安重庆".match(/../g) ?? [];

/** Row `i` of the 1 000: fixed values, so every run draws the same table. */
function wideRow(i: number, campusIds: number[]): Record<string, unknown> {
  const day = new Date(Date.UTC(2024, 0, 1) + ((i * 7919) % 700) * 86_400_000).toISOString().slice(0, 10);
  return {
    code: `W${String(i).padStart(5, "0")}`,
    name: `${words[i % words.length]}第${(i * 37) % 1000}号记录`,
    city: words[(i * 3) % words.length],
    contact: `联系人${i % 97}`,
    phone: `139${String((i * 104_729) % 1e8).padStart(8, "0")}`,
    email: `user${i}@example.com`,
    remark: `第 ${i} 条记录的备注，内容稍长一些，用来在窄列中省略显示。`.repeat(2),
    seats: (i * 13) % 1000,
    lessons: (i * 7) % 240,
    score: (i * 31) % 101,
    price: ((i * 7717) % 100_000) / 100,
    cost: ((i * 3571) % 50_000) / 100,
    balance: (((i * 911) % 200_000) - 50_000) / 100,
    status: [1, 1, 2, 0][i % 4],
    level: ["a", "b", "c"][i % 3],
    channel: 1 + (i % 3),
    start_on: day,
    signed_at: `${day} ${String(i % 24).padStart(2, "0")}:${String((i * 7) % 60).padStart(2, "0")}:00`,
    active: i % 5 !== 0,
    campus_id: campusIds[i % campusIds.length],
  };
}

/** A copy of config/ with the 20-column resource and its route, the real server on it, and its 1 000 rows. */
export async function startWideServer(root: string, uiDir?: string) {
  const configDir = join(root, "config");
  cpSync("config", configDir, { recursive: true });
  writeFileSync(join(configDir, "resources", `${wide.name}.json`), JSON.stringify(wide, null, 2));
  const routes = JSON.parse(readFileSync(join(configDir, "routes.json"), "utf8"));
  routes.routes.find((r: { path: string }) => r.path === "/operation-management").children.push(wideRoute);
  writeFileSync(join(configDir, "routes.json"), JSON.stringify(routes, null, 2));
  const app = await buildApp({ configDir, dataDir: join(root, "data"), uiDir });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  try {
    await fill(base);
  } catch (err) {
    await app.close();
    throw err;
  }
  return { app, base };
}

/** 1 000 rows created through the API, 8 requests at once, so every row passes the server's validation. */
async function fill(base: string) {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "admin123" }),
  });
  const headers = { code: (await login.json()).data.token as string, "content-type": "application/json" };
  const campus = await (await fetch(`${base}/api/v1/resources/campus/options?limit=200`, { headers })).json();
  const campusIds = (campus.data.list as { value: number }[]).map((c) => c.value);
  const t0 = performance.now();
  let next = 0;
  const insert = async () => {
    for (let i = next++; i < ROWS; i = next++) {
      const body = JSON.stringify(wideRow(i, campusIds));
      const res = await fetch(`${base}/api/v1/resources/${wide.name}`, { method: "POST", headers, body });
      if (!res.ok) throw new Error(`row ${i}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, insert));
  console.log(
    `\nlist render: ${ROWS} rows of 20 columns created through the API in ${(performance.now() - t0).toFixed(0)} ms`,
  );
}

import { existsSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { buildApp } from "../mock-server/app.js";
import { ensureUiBuilt } from "../mock-server/ui-build.js";
import { benchResources } from "./resources.js";
import { benchOverhead } from "./overhead.js";
import { benchSearch } from "./search.js";
import { benchListRender } from "./list-render.js";
import { benchPdfOpen } from "./pdf-open.js";
import { benchSchedule } from "./schedule.js";
import { benchTimetableRender } from "./timetable-render.js";
import { benchLoginFlood } from "./login-flood.js";
import { benchStores } from "./stores.js";
import { latency } from "./latency.js";
import { benchConfigReload } from "./config-reload.js";
import { benchCompare } from "./compare/index.js";

/**
 * `npm run bench`: measurements, not tests. Prints
 * - the weight of the JS the login route loads as sent, brotli and gzip (budget: 160 KB brotli), the
 *   gzip weight of the handout page
 *   without pdf.js (which loads with the first preview), and of the dashboard chunk, the only one with echarts,
 * - API latency and throughput on loopback for a few shell endpoints,
 * - the config-driven list API on a 100 000-row table (bench/resources.ts), its page 1 beside a bare
 *   endpoint on the same table (bench/overhead.ts), and contains searches at 1 000 000 rows on both
 *   stores (bench/search.ts),
 * - the same list API on PostgreSQL against SQLite, and one against two processes on PostgreSQL (bench/stores.ts),
 * - a 250-page handout opening in the viewer: time to page 1 and bytes fetched (bench/pdf-open.ts),
 * - the scheduling API on the seeded term: timetables and a term's batch preview (bench/schedule.ts),
 * - the timetable in Chromium on a month of 3 000 lessons: paging months and weeks (bench/timetable-render.ts),
 * - `/api/health` and a list page with and without a flood of wrong logins (bench/login-flood.ts),
 * - a config change applied while running, and the time until a browser's event stream hears of it
 *   (bench/config-reload.ts),
 * - the list API against json-server and a bare Fastify endpoint at 10 000 to 1 000 000 rows (bench/compare/).
 */
type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string }
>;

function gz(file: string): number {
  return gzipSync(readFileSync(join("dist", file))).length;
}

/** The bytes the server sends for a build file to a browser accepting `encoding`: its twin, else the file. */
function wire(file: string, encoding: "br" | "gz"): number {
  const twin = join("dist", `${file}.${encoding}`);
  return existsSync(twin) ? statSync(twin).size : statSync(join("dist", file)).size;
}

/** The entry chunk, its static imports, and the static closure of one lazily loaded page. */
function routeWeight(manifest: Manifest, pageSrc: string): { files: string[]; bytes: number } {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  visit(pageSrc);
  const files = [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith(".js"));
  return { files, bytes: files.reduce((sum, f) => sum + gz(f), 0) };
}

/** The bench's parts, in the order `npm run bench` runs them. */
const PARTS = {
  weights,
  shell,
  resources: () => benchResources(latency),
  overhead: benchOverhead,
  search: benchSearch,
  stores: benchStores,
  "list-render": benchListRender,
  "pdf-open": benchPdfOpen,
  schedule: benchSchedule,
  "timetable-render": benchTimetableRender,
  "login-flood": benchLoginFlood,
  "config-reload": benchConfigReload,
  compare: benchCompare,
} satisfies Record<string, () => Promise<unknown>>;

/** The route weights from the build's manifest. */
async function weights() {
  await ensureUiBuilt();
  const manifest = JSON.parse(readFileSync("dist/.vite/manifest.json", "utf8")) as Manifest;
  const loginKey = Object.keys(manifest).find((k) => /LoginPage\.tsx$/.test(k));
  const login = routeWeight(manifest, loginKey ?? "");
  // What goes over the wire: the build's .br (or .gz) files the server sends as they are.
  const [loginBr, loginGz] = (["br", "gz"] as const).map((e) => login.files.reduce((sum, f) => sum + wire(f, e), 0));
  console.log(
    `login route JS: ${(loginBr / 1024).toFixed(1)} KB brotli (${(loginGz / 1024).toFixed(1)} KB gzip) ` +
      `in ${login.files.length} files (budget 160 KB brotli)`,
  );
  // The handout page must not carry pdf.js: it loads with the first preview or print.
  const handoutsKey = Object.keys(manifest).find((k) => /TeachingNotesPage\.tsx$/.test(k)) ?? "";
  const handouts = routeWeight(manifest, handoutsKey);
  // pdf.js is the shared chunk that carries the worker as its asset.
  const pdfjs = Object.values(manifest).find((c) =>
    (c as { assets?: string[] }).assets?.some((a) => /pdf\.worker/.test(a)),
  );
  console.log(
    `handout page JS: ${(handouts.bytes / 1024).toFixed(1)} KB gzip in ${handouts.files.length} files; ` +
      `pdf.js (${pdfjs ? (gz(pdfjs.file) / 1024).toFixed(1) : "?"} KB gzip) ${pdfjs && handouts.files.includes(pdfjs.file) ? "IS" : "is not"} among them`,
  );
  // echarts belongs to the dashboard chunk alone: no other chunk may carry it (its DOM marker names it).
  const dashboardChunk = Object.entries(manifest).find(([k]) => /dashboard\/DashboardPage\.tsx$/.test(k))?.[1];
  const withEcharts = [...new Set(Object.values(manifest).map((c) => c.file))].filter(
    (f) => f.endsWith(".js") && readFileSync(join("dist", f), "utf8").includes("_echarts_instance_"),
  );
  const elsewhere = withEcharts.filter((f) => f !== dashboardChunk?.file);
  console.log(
    `dashboard chunk (with echarts): ${dashboardChunk ? (gz(dashboardChunk.file) / 1024).toFixed(1) : "?"} KB gzip; ` +
      `echarts ${elsewhere.length ? `ALSO in ${elsewhere.join(", ")}` : "in no other chunk"}`,
  );
}

/** Latency of a few shell endpoints on the seeded demo data. */
async function shell() {
  const dataDir = mkdtempSync(join(tmpdir(), "omo-bench-"));
  const app = await buildApp({ dataDir, uiDir: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api`;
  const token = (
    await (
      await fetch(`${base}/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "admin", password: "admin123" }),
      })
    ).json()
  ).data.token;
  console.log(`GET /api/get_user_by_token: ${await latency(`${base}/get_user_by_token`, { code: token })}`);
  console.log(`GET /api/router/getList:    ${await latency(`${base}/router/getList`, { code: token })}`);
  console.log(
    `GET /api/search/getList:    ${await latency(`${base}/search/getList?keyword=%E7%AE%A1%E7%90%86`, { code: token })}`,
  );
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Every part in turn, or those `OMO_BENCH_ONLY` names (`OMO_BENCH_ONLY=search,overhead npm run bench`): a
 * change measured again without the whole hour.
 */
async function main() {
  const only = process.env.OMO_BENCH_ONLY?.split(",").map((s) => s.trim());
  const unknown = only?.filter((name) => !(name in PARTS)) ?? [];
  if (unknown.length) throw new Error(`no bench part ${unknown.join(", ")} (${Object.keys(PARTS).join(", ")})`);
  for (const [name, run] of Object.entries(PARTS)) if (!only || only.includes(name)) await run();
}

void main();

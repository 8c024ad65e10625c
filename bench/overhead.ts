import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { createRequire } from "node:module";
import { Session } from "node:inspector/promises";
import { writeFileSync } from "node:fs";
import { buildApp } from "../mock-server/app.js";
import { tableName } from "../mock-server/resources/table-name.js";
import { systemColumns } from "../mock-server/resources/columns.js";
import { cursorOf } from "../mock-server/resources/keyset.js";
import { benchConfig, benchStudent, fillStudents } from "./students.js";

interface Stretch {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
// The load comes from another process, so this one's CPU time is the servers' alone.
const cli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
const run = promisify(execFile);

/** Seconds per measured stretch of one server; the rounds alternate the two. */
const SECONDS = Number(process.env.OMO_BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.OMO_BENCH_ROUNDS ?? 4);
const CONNECTIONS = 8;

/**
 * The floor a config-driven list is held to: a bare Fastify route over the same better-sqlite3 connection
 * and table, with the same page size and order, that runs the page's SELECT and a COUNT(*) and answers the
 * same envelope. No token, no validation, no hooks: what is left between the two is the product's own work.
 */
async function bareEndpoint(app: FastifyInstance, pageSize: number): Promise<FastifyInstance> {
  const table = tableName(benchStudent.name);
  const columns = [...systemColumns, ...Object.keys(benchStudent.record.properties)].map((c) => `"${c}"`).join(", ");
  const page = app.db.prepare(`SELECT ${columns} FROM "${table}" ORDER BY "id" DESC LIMIT ? OFFSET ?`);
  const count = app.db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).pluck();
  const bare = Fastify({ logger: false });
  bare.get("/bare", async (request) => {
    const pageNo = Number((request.query as { pageNo?: string }).pageNo ?? 1);
    const total = count.get() as number;
    const list = page.all(pageSize, (pageNo - 1) * pageSize) as { id: number }[];
    // The product's answer also says the total is exact and gives the next page's cursor (keyset.ts).
    const last = list.length === pageSize ? list[list.length - 1] : undefined;
    const next = last && cursorOf({ field: "id", dir: "desc" }, last);
    return { code: 200, message: "success", data: { list, total, totalExact: true, ...(next ? { next } : {}) } };
  });
  await bare.listen({ port: 0, host: "127.0.0.1" });
  return bare;
}

const portOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return typeof address === "object" && address ? address.port : 0;
};

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** CPU time this process spent per answer (µs): steadier than req/s on a shared machine. */
  cpu: number;
}

async function hammer(url: string, headers: Record<string, string>): Promise<Measured> {
  const args = [cli, "-j", "-c", String(CONNECTIONS), "-d", String(SECONDS)];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`);
  const cpu0 = process.cpuUsage();
  const { stdout } = await run(process.execPath, [...args, url], { maxBuffer: 1 << 24 });
  const used = process.cpuUsage(cpu0);
  const result = JSON.parse(stdout.trim().split("\n").pop()!) as Stretch & { requests: { total: number } };
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpu: (used.user + used.system) / Math.max(1, result.requests.total),
  };
}

/**
 * `npx tsx bench/overhead.ts`: the list's plain page 1 against the bare endpoint, in the same process on
 * the same 100 000 rows, measured in alternating stretches so both see the same machine; prints each
 * round and the ratio of their requests per second (issue: the list at least 0.7× the bare endpoint).
 */
export async function benchOverhead(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), "omo-bench-overhead-"));
  const config = benchConfig();
  const app = await buildApp({ dataDir, uiDir: false, config, resourceSeeds: [] });
  try {
    await fillStudents(app.store);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${portOf(app)}/api`;
    const login = await fetch(`${base}/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "admin123" }),
    });
    const headers = { code: (await login.json()).data.token as string };
    const pageSize = config.app.pageSize ?? 10;
    const bare = await bareEndpoint(app, pageSize);
    try {
      const product = `${base}/v1/resources/${benchStudent.name}?pageNo=1`;
      const floor = `http://127.0.0.1:${portOf(bare)}/bare?pageNo=1`;
      // Same answer, byte for byte: the comparison is of the work around it.
      const [a, b] = await Promise.all([
        fetch(product, { headers }).then((r) => r.text()),
        fetch(floor).then((r) => r.text()),
      ]);
      if (a !== b) throw new Error(`the two answers differ:\n${a.slice(0, 300)}\n${b.slice(0, 300)}`);
      console.log(
        `overhead: plain page 1 (${pageSize} rows of 100 000), ${CONNECTIONS} connections, ${SECONDS} s each`,
      );
      // Warm both (JIT, statement caches) before anything counts.
      await hammer(product, headers);
      await hammer(floor, {});
      // OMO_BENCH_PROFILE=<file>: CPU profiles of one stretch of each alone, the list's in <file> and the
      // bare endpoint's in <file>.bare (open them in Chrome's DevTools).
      const profile = process.env.OMO_BENCH_PROFILE;
      if (profile) {
        const session = new Session();
        session.connect();
        await session.post("Profiler.enable");
        await session.post("Profiler.setSamplingInterval", { interval: 100 });
        for (const [file, url, sent] of [
          [profile, product, headers],
          [`${profile}.bare`, floor, {}],
        ] as const) {
          await session.post("Profiler.start");
          const alone = await hammer(url, sent);
          const { profile: taken } = await session.post("Profiler.stop");
          writeFileSync(file, JSON.stringify(taken));
          console.log(`  profiled: ${alone.rps.toFixed(0)} req/s alone, profile in ${file}`);
        }
        session.disconnect();
      }
      const ratios: number[] = [];
      const cpuRatios: number[] = [];
      const line = (m: Measured) =>
        `${m.rps.toFixed(0)} req/s (p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.cpu.toFixed(0)} µs CPU each)`;
      for (let round = 1; round <= ROUNDS; round++) {
        // Alternate which goes first, so a drift of the machine's load falls on both.
        const order = round % 2 ? (["list", "bare"] as const) : (["bare", "list"] as const);
        const got: Record<string, Measured> = {};
        for (const which of order)
          got[which] = which === "list" ? await hammer(product, headers) : await hammer(floor, {});
        ratios.push(got.list.rps / got.bare.rps);
        cpuRatios.push(got.bare.cpu / got.list.cpu);
        console.log(
          `  round ${round}: list ${line(got.list)}, bare ${line(got.bare)}: ` +
            `${ratios.at(-1)!.toFixed(2)}× by req/s, ${cpuRatios.at(-1)!.toFixed(2)}× by CPU`,
        );
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
      console.log(
        `  list / bare, median of ${ROUNDS} rounds: ${median(ratios).toFixed(2)}× by req/s, ` +
          `${median(cpuRatios).toFixed(2)}× by CPU per answer`,
      );
      return median(ratios);
    } finally {
      await bare.close();
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchOverhead();

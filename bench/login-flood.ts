import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * Issue 13 item 1: does a flood of wrong logins slow everyone else? The server runs in its own
 * process (as `npm start` does), 20 connections from a second process post wrong passwords as fast
 * as it answers (half against the admin account, half against unknown names), and this process times
 * `/api/health` and a list page one request at a time, before
 * and during the flood. Two floods: against the default throttle (one address, so it soon answers
 * 429 without hashing) and with the throttle opened wide, as a botnet of many addresses would see it
 * (every request costs a scrypt).
 */
export async function benchLoginFlood(): Promise<void> {
  console.log("login flood (server in its own process; 20 connections posting wrong passwords):");
  await scenario("default throttle", {});
  await scenario("throttle off, every login hashed", { maxFailures: 100, maxFailuresPerAddress: 10_000 });
}

const FLOOD = `
const [base, seconds] = process.argv.slice(1);
const until = Date.now() + Number(seconds) * 1000;
let n = 0, answers = {};
async function loop(k) {
  while (Date.now() < until) {
    const res = await fetch(base + "/login", { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: n++ % 2 ? "admin" : "guess" + k + "x" + n, password: "wrong-password" }) });
    await res.arrayBuffer();
    answers[res.status] = (answers[res.status] ?? 0) + 1;
  }
}
Promise.all(Array.from({ length: 20 }, (_, k) => loop(k))).then(() => console.log(JSON.stringify(answers)));
`;

async function scenario(label: string, security: Record<string, number>) {
  const dataDir = mkdtempSync(join(tmpdir(), "omo-bench-flood-"));
  const configDir = join(dataDir, "config");
  cpSync(resolve("config"), configDir, { recursive: true });
  const appJson = JSON.parse(readFileSync(join(configDir, "app.json"), "utf8"));
  appJson.security = { ...appJson.security, ...security };
  // The copy lives outside the project: its `$schema` would point nowhere.
  delete appJson.$schema;
  writeFileSync(join(configDir, "app.json"), JSON.stringify(appJson));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const base = `http://127.0.0.1:${port}/api`;
  const server = spawn(process.execPath, ["--import", "tsx", "mock-server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      OMO_DATA_DIR: dataDir,
      OMO_CONFIG_DIR: configDir,
      OMO_API_ONLY: "1",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    await listening(server);
    const login = await fetch(`${base}/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "admin123" }),
    });
    const headers = { code: ((await login.json()) as { data: { token: string } }).data.token };
    const list = `${base}/v1/resources/student?pageNo=2&pageSize=20&prop=registered_at&order=descending`;
    const quiet = [await sequential(`${base}/health`, {}), await sequential(list, headers)];
    const flood = spawn(process.execPath, ["-e", FLOOD, base, "8"], { stdio: ["ignore", "pipe", "inherit"] });
    let floodOut = "";
    flood.stdout!.on("data", (d: Buffer) => (floodOut += d.toString()));
    // Let the flood reach its pace before measuring.
    await new Promise((r) => setTimeout(r, 1000));
    const flooded = [await sequential(`${base}/health`, {}), await sequential(list, headers)];
    await new Promise((r) => flood.once("exit", r));
    console.log(`  ${label}: flood answers ${floodOut.trim()} in 8 s`);
    console.log(`    GET /api/health  quiet ${quiet[0]}   flooded ${flooded[0]}`);
    console.log(`    GET student list quiet ${quiet[1]}   flooded ${flooded[1]}`);
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** p50 / p99 of requests sent one after another for about 2.5 s. */
async function sequential(url: string, headers: Record<string, string>): Promise<string> {
  const times: number[] = [];
  const until = performance.now() + 2500;
  while (performance.now() < until) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(1);
  return `p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms (${times.length})`;
}

/** Resolves when the server printed its address (it seeds a fresh database first). */
function listening(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = "";
    server.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("is running at")) resolve();
    });
    server.once("exit", (code) => reject(new Error(`server exited with ${code} before listening`)));
  });
}

// `npx tsx bench/login-flood.ts` runs this part of the bench alone.
if (process.argv[1] && resolve(process.argv[1]) === resolve("bench/login-flood.ts")) void benchLoginFlood();

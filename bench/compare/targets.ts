import { spawn, type ChildProcess } from "node:child_process";
import { benchStudent } from "../students.js";
import { jsonServerQuery, productQuery, type Scenario } from "./scenarios.js";
import { LISTENING, type ServeSpec } from "./serve.js";

export type Store = "sqlite" | "postgres";
export type Kind = "product" | "bare" | "json-server";

export const STORE_LABEL: Record<Store, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };
export const JSON_SERVER = "json-server 0.17.4";

/** A running target: where a scenario is, the headers it needs, and how a page's ids and total read. */
export interface Target {
  id: string;
  label: string;
  kind: Kind;
  store?: Store;
  /** Its start, its code loaded: json-server reading its whole file, the product opening its store. */
  startMs: number;
  headers: Record<string, string>;
  url(s: Scenario): string;
  /** A request that waits behind the ones still in flight: the target is idle once it answers. */
  idleUrl: string;
  /** `capped`: the product's list counted a filter only up to its cap (`totalExact: false`), as it does in service. */
  read(res: Response): Promise<{ ids: number[]; total: number; capped?: boolean }>;
  stop(): Promise<void>;
}

/** Spawns `bench/compare/serve.ts` with `spec`; fails when it has not served within `limitMs`. */
async function spawnTarget(
  spec: ServeSpec,
  limitMs: number,
): Promise<{ base: string; ms: number; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "bench/compare/serve.ts", JSON.stringify(spec)],
    {
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let out = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.stdin!.end();
    const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(killer);
  };
  try {
    const [port, ms] = await new Promise<[number, number]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not serving after ${limitMs / 1000} s`)), limitMs);
      const onData = (d: Buffer) => {
        out += d.toString();
        const m = new RegExp(`${LISTENING}(\\d+) (\\d+)`).exec(out);
        if (m) {
          clearTimeout(timer);
          resolve([Number(m[1]), Number(m[2])]);
        }
      };
      child.stdout!.on("data", onData);
      child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`exited before serving:\n${out.slice(-2000)}`));
      });
    });
    // Nothing it says later matters, but an unread pipe would fill and stall it.
    child.stdout!.resume();
    child.stderr!.resume();
    return { base: `http://127.0.0.1:${port}`, ms, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

const envelopeRead = async (res: Response) => {
  const body = (await res.json()) as { data: { list: { id: number }[]; total: number; totalExact?: boolean } };
  return {
    ids: body.data.list.map((r) => Number(r.id)),
    total: Number(body.data.total),
    capped: body.data.totalExact === false,
  };
};

/** The product on a store, signed in as admin with its real login (the token in the `code` header). */
export async function productTarget(
  store: Store,
  dataDir: string,
  databaseUrl: string | undefined,
  limitMs: number,
): Promise<Target> {
  const p = await spawnTarget({ kind: "product", dataDir, databaseUrl }, limitMs);
  let token: string;
  try {
    const login = await fetch(`${p.base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "admin123" }),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
    if (!token) throw new Error(`sign-in answered HTTP ${login.status} without a token`);
  } catch (err) {
    await p.stop();
    throw err;
  }
  return {
    id: `product-${store}`,
    label: `product · ${STORE_LABEL[store]}`,
    kind: "product",
    store,
    startMs: p.ms,
    headers: { code: token },
    url: (s) => `${p.base}/api/v1/resources/${benchStudent.name}?${productQuery(s)}`,
    idleUrl: `${p.base}/api/health`,
    read: envelopeRead,
    stop: p.stop,
  };
}

/** Fastify and the driver on the product's own table (bare.ts). */
export async function bareTarget(
  store: Store,
  dataDir: string,
  databaseUrl: string | undefined,
  limitMs: number,
): Promise<Target> {
  const spec: ServeSpec =
    store === "sqlite" ? { kind: "bare-sqlite", dataDir } : { kind: "bare-postgres", databaseUrl: databaseUrl! };
  const p = await spawnTarget(spec, limitMs);
  return {
    id: `bare-${store}`,
    label: `bare Fastify · ${STORE_LABEL[store]}`,
    kind: "bare",
    store,
    startMs: p.ms,
    headers: {},
    url: (s) => `${p.base}/list?${productQuery(s)}`,
    idleUrl: `${p.base}/list?pageSize=1`,
    read: envelopeRead,
    stop: p.stop,
  };
}

export async function jsonServerTarget(file: string, limitMs: number): Promise<Target> {
  const p = await spawnTarget({ kind: "json-server", file }, limitMs);
  return {
    id: "json-server",
    label: JSON_SERVER,
    kind: "json-server",
    startMs: p.ms,
    headers: {},
    url: (s) => `${p.base}/${benchStudent.name}?${jsonServerQuery(s)}`,
    idleUrl: `${p.base}/${benchStudent.name}/1`,
    async read(res: Response) {
      const rows = (await res.json()) as { id: number }[];
      return { ids: rows.map((r) => r.id), total: Number(res.headers.get("x-total-count")) };
    },
    stop: p.stop,
  };
}

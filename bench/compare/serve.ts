import { createRequire } from "node:module";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { buildApp } from "../../mock-server/app.js";
import { benchConfig } from "../students.js";
import { barePostgres, bareSqlite } from "./bare.js";

/**
 * One target of the comparison in a process of its own (`node --import tsx bench/compare/serve.ts <json>`):
 * the load generator and the other targets do not share its event loop. Prints `listening <port> <ms>` once it
 * serves; ends when its parent closes stdin (or dies), so no target outlives a bench.
 */
export type ServeSpec =
  | { kind: "product"; dataDir: string; databaseUrl?: string }
  | { kind: "bare-sqlite"; dataDir: string }
  | { kind: "bare-postgres"; databaseUrl: string }
  | { kind: "json-server"; file: string };

export const LISTENING = "listening ";

async function serve(spec: ServeSpec): Promise<{ port: number; close(): Promise<unknown> }> {
  if (spec.kind === "json-server") {
    const jsonServer = createRequire(import.meta.url)("json-server");
    const app = jsonServer.create();
    // Its defaults without the per-request log line (the product logs nothing per request either).
    app.use(jsonServer.defaults({ logger: false }));
    app.use(jsonServer.router(spec.file));
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    return {
      port: (server.address() as AddressInfo).port,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }
  const app =
    spec.kind === "product"
      ? await buildApp({
          dataDir: spec.dataDir,
          uiDir: false,
          config: productConfig(),
          resourceSeeds: [],
          databaseUrl: spec.databaseUrl,
        })
      : spec.kind === "bare-sqlite"
        ? await bareSqlite(join(spec.dataDir, "omo.db"))
        : await barePostgres(spec.databaseUrl);
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { port: (app.server.address() as AddressInfo).port, close: () => app.close() };
}

/** The bench's config, without the daily backup: a copy of the whole database must not land mid-measurement. */
function productConfig() {
  const config = benchConfig();
  config.app = { ...config.app, backup: { ...config.app.backup, daily: false } };
  return config;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const spec = JSON.parse(process.argv[2]) as ServeSpec;
  // The start's own time, the code loaded: json-server reading its file, the product opening its store.
  const t0 = performance.now();
  const target = await serve(spec);
  process.stdout.write(`${LISTENING}${target.port} ${(performance.now() - t0).toFixed(0)}\n`);
  const stop = () => void target.close().finally(() => process.exit(0));
  process.stdin.on("end", stop);
  process.stdin.resume();
  process.on("SIGTERM", stop);
}

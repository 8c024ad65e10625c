import { resolve } from "node:path";
import { localize } from "../src/common/i18n.js";
import { buildApp } from "./app.js";
import { ConfigError } from "./plugins/config-loader.js";
import { ensureUiBuilt } from "./ui-build.js";
import { passwordOf, passwordsFromEnv, SeedPasswordError } from "./seed/accounts.js";
import { parseTrustProxy } from "./plugins/trust-proxy.js";
import { dataDirProblem, isStorageError, storageLine } from "./data-dir.js";

/** How long a stop waits for the requests in flight (OMO_DRAIN_SECONDS). */
const DRAIN_SECONDS = Number(process.env.OMO_DRAIN_SECONDS ?? 25);

/** `npm start`: build the UI when its sources changed, then serve UI and API on one port. */
async function main() {
  const port = Number(process.env.PORT ?? 16000);
  const host = process.env.HOST ?? "0.0.0.0";
  const dataDir = resolve(process.env.OMO_DATA_DIR ?? "data");
  const configDir = resolve(process.env.OMO_CONFIG_DIR ?? "config");
  // OMO_ADMIN_PASSWORD, and OMO_<NAME>_PASSWORD for each demo account of config/roles.json.
  const passwords = passwordsFromEnv();
  // An unwritable data folder is the operator's to fix: one clear line, before any work, no stack.
  const problem = dataDirProblem(dataDir);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const apiOnly = process.env.OMO_API_ONLY === "1";
  if (!apiOnly) await ensureUiBuilt();

  let app;
  try {
    app = await buildApp({
      dataDir,
      configDir,
      // PostgreSQL when set (any number of processes on one database); else SQLite in the data folder.
      databaseUrl: process.env.OMO_DATABASE_URL || undefined,
      uploadDir: process.env.OMO_UPLOAD_DIR || undefined,
      passwords,
      uiDir: apiOnly ? false : undefined,
      // JSON lines with the request id on each (pino), always in production, on demand in the demo.
      logger: process.env.OMO_LOG === "1" || process.env.NODE_ENV === "production",
      trustProxy: parseTrustProxy(process.env.OMO_TRUST_PROXY),
      // A change under config/ (an editor, git pull, the page designer) applies while the server runs.
      watchConfig: process.env.OMO_WATCH_CONFIG !== "0",
    });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`配置有误（${configDir}），共 ${err.lines.length} 处，服务未启动：`);
      for (const line of err.lines) console.error(`  ${line}`);
      process.exit(1);
    }
    if (err instanceof SeedPasswordError) {
      console.error(err.message);
      process.exit(1);
    }
    // Writable at the check but not now (the database file itself read-only, the disk just filled).
    if (isStorageError(err)) {
      console.error(storageLine(dataDir, err));
      process.exit(1);
    }
    throw err;
  }
  await app.listen({ port, host });
  const url = `http://localhost:${port}`;
  // The app's own name (app.json title), in English where it has one: a log is read by operators.
  const title = localize(app.omoConfig.app.title, "en-US");
  console.log(`\n${title} ${apiOnly ? "API (no UI: OMO_API_ONLY=1)" : ""} is running at ${url}`.replace("  ", " "));
  console.log(`  API docs:  ${url}${app.omoConfig.app.apiBase}/docs`);
  console.log(`  data:      ${dataDir}`);
  if (process.env.OMO_DATABASE_URL)
    console.log(`  database:  PostgreSQL (${new URL(process.env.OMO_DATABASE_URL).host})`);
  // Production prints no password: an operator's own never reaches a log.
  if (process.env.NODE_ENV === "production") console.log("  accounts:  admin (OMO_ADMIN_PASSWORD)\n");
  else {
    const demo = (app.omoConfig.roles.demoAccounts ?? []).map(
      (d) => `${d.username} / ${passwordOf(passwords, d.username)}`,
    );
    console.log(
      `  accounts:  ${[`admin / ${passwordOf(passwords, "admin")}`, ...demo].join("    ")}${demo.length ? " (demo)" : ""}\n`,
    );
  }
  // A load balancer's stop (SIGTERM): no new connection is taken, the requests in flight are answered,
  // then the process ends. A request that hangs past the grace cannot hold the stop forever.
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal}: answering the requests in flight, then stopping`);
      setTimeout(() => {
        console.error(`requests still running ${DRAIN_SECONDS} s after ${signal}: stopping anyway`);
        process.exit(1);
      }, DRAIN_SECONDS * 1000).unref();
      // A keep-alive connection would hold the stop until it times out: each is closed once it is idle,
      // that is as soon as its request in flight is answered.
      setInterval(() => app.server.closeIdleConnections(), 100).unref();
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          console.error(err);
          process.exit(1);
        },
      );
    });
  }
}

void main();

import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { buildApp } from "../../mock-server/app.js";
import { createPgDatabase } from "../helpers/postgres.js";
import { seededSqliteCopy, seededTemplate, templateDirs } from "../helpers/templates.js";

/**
 * The server the browser files share, one per worker (started by setup-server.ts): the real server on a
 * copy of the run's seeded data, SQLite, or PostgreSQL under OMO_E2E_STORE=postgres (the smoke set). The
 * worker's files run one after another against it, as they did against the one server of the run's
 * global setup. It lives as long as its worker (the browser projects keep their modules between files):
 * its data folder is under the run's templates, removed when the run ends, and its PostgreSQL database
 * is dropped with the run's (pg-global-setup.ts).
 */
let started: Promise<string> | undefined;
let url: string | undefined;

async function start(): Promise<string> {
  const dataDir = join(templateDirs(), `e2e-server-${process.pid}`);
  mkdirSync(dataDir, { recursive: true });
  const pg =
    process.env.OMO_E2E_STORE === "postgres"
      ? await createPgDatabase(await seededTemplate({}, dataDir))
      : void (await seededSqliteCopy({}, dataDir));
  const app = await buildApp({ dataDir, databaseUrl: pg?.url });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}

/** Starts the worker's server, once (setup-server.ts, before each file's own hooks). */
export async function startSharedServer(): Promise<string> {
  started ??= start();
  url = await started;
  return url;
}

/** The shared server's address (its files' setup has started it). */
export function sharedServerUrl(): string {
  if (!url) throw new Error("the shared e2e server has not started: tests/e2e/setup-server.ts starts it");
  return url;
}

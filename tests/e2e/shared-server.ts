import { cpSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { buildApp } from "../../mock-server/app.js";
import { seededCopy, templateDirs } from "../helpers/templates.js";
import { e2eStore, serve } from "./own-server.js";

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
  const pg = await seededCopy({}, dataDir, e2eStore());
  // A copy of config/: roles made in 权限管理 are written to the config folder, never the repository's.
  const configDir = join(dataDir, "config");
  cpSync("config", configDir, { recursive: true });
  return serve(await buildApp({ dataDir, configDir, databaseUrl: pg?.url }));
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

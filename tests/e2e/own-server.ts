import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../mock-server/app.js";
import type { FastifyInstance } from "fastify";
import type { PgDatabase } from "../helpers/postgres.js";
import { seededCopy } from "../helpers/templates.js";

/** The browser suites' store: PostgreSQL for the smoke set (OMO_E2E_STORE=postgres), else SQLite. */
export const e2eStore = () => (process.env.OMO_E2E_STORE === "postgres" ? "postgres" : "sqlite");

/** Listens on a free port of 127.0.0.1 and answers the server's address. */
export async function serve(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}

/** A server of the test's own, on a copy of config/ the test may change, and a temporary database. */
export interface OwnServer {
  baseUrl: string;
  configDir: string;
  /** Stops the server; the data and config stay until `dispose`, so a test can start again on them. */
  stop(): Promise<void>;
  /** Starts a new server on the same config folder and database (after the test changed the config). */
  restart(): Promise<OwnServer>;
  dispose(): Promise<void>;
}

/**
 * Copies a config folder (the shipped one, or `source`: another app's, such as examples/library/config),
 * changed by `prepare`, then starts the real server on it.
 */
export async function startOwnServer(
  prepare: (configDir: string) => void = () => {},
  source = "config",
): Promise<OwnServer> {
  const root = mkdtempSync(join(tmpdir(), "omo-own-"));
  const configDir = join(root, "config");
  cpSync(source, configDir, { recursive: true });
  prepare(configDir);
  // A copy of data seeded once for this config (the run's templates, as the server suites copy them):
  // on PostgreSQL (the smoke set, OMO_E2E_STORE=postgres) a database of the server's own.
  const dataDir = join(root, "data");
  mkdirSync(dataDir);
  const pg = await seededCopy({ configDir }, dataDir, e2eStore());
  return listen(root, configDir, pg);
}

async function listen(root: string, configDir: string, pg?: PgDatabase): Promise<OwnServer> {
  // Watching its config folder as `npm start` does: a test may change a file and see it applied.
  const app = await buildApp({ configDir, dataDir: join(root, "data"), databaseUrl: pg?.url, watchConfig: true });
  const baseUrl = await serve(app);
  const stop = () => app.close();
  return {
    baseUrl,
    configDir,
    stop,
    async restart() {
      await stop();
      return listen(root, configDir, pg);
    },
    async dispose() {
      await stop();
      await pg?.drop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

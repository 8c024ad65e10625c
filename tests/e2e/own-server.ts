import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../mock-server/app.js";
import { createPgDatabase, type PgDatabase } from "../helpers/postgres.js";
import { seededSqliteCopy, seededTemplate } from "../helpers/templates.js";

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

/** Copies the shipped config (changed by `prepare`), then starts the real server on it. */
export async function startOwnServer(prepare: (configDir: string) => void = () => {}): Promise<OwnServer> {
  const root = mkdtempSync(join(tmpdir(), "omo-own-"));
  const configDir = join(root, "config");
  cpSync("config", configDir, { recursive: true });
  prepare(configDir);
  // A copy of data seeded once for this config (the run's templates, as the server suites copy them):
  // on PostgreSQL (the smoke set, OMO_E2E_STORE=postgres) a database of the server's own.
  const dataDir = join(root, "data");
  mkdirSync(dataDir);
  const pg =
    process.env.OMO_E2E_STORE === "postgres"
      ? await createPgDatabase(await seededTemplate({ configDir }, dataDir))
      : void (await seededSqliteCopy({ configDir }, dataDir));
  return listen(root, configDir, pg);
}

async function listen(root: string, configDir: string, pg?: PgDatabase): Promise<OwnServer> {
  // Watching its config folder as `npm start` does: a test may change a file and see it applied.
  const app = await buildApp({ configDir, dataDir: join(root, "data"), databaseUrl: pg?.url, watchConfig: true });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const stop = () => app.close();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
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

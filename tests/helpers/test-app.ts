import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp, type BuildOptions } from "../../mock-server/app.js";
import { testSql, type TestSql } from "./sql.js";
import { seededCopy } from "./templates.js";

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** The PostgreSQL database the app runs on (OMO_TEST_STORE=postgres); undefined on SQLite. */
  databaseUrl?: string;
  /** Raw SQL on the app's store, SQLite or PostgreSQL alike (`await t.sql.all("SELECT …", x)`). */
  sql: TestSql;
  /** Logs in and returns the token. */
  login(username?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions extends BuildOptions {
  /**
   * Boot another server process on this app's database (its data folder; on PostgreSQL its database),
   * to show that what one process writes the other sees. The first app owns both: close the second first.
   */
  shareWith?: TestApp;
}

/**
 * The repository's config/ as a copy in the app's data folder: 权限管理 and the designer write the config
 * folder, and a test must never change the repository's. An app on a folder of the test's own keeps it.
 */
function ownConfig(options: BuildOptions, dataDir: string): Pick<BuildOptions, "configDir" | "config"> {
  const source = options.configDir ?? options.config?.dir ?? "config";
  if (resolve(source) !== resolve("config")) return {};
  const copy = mkdtempSync(join(dataDir, "config-"));
  cpSync("config", copy, { recursive: true });
  return { configDir: copy, ...(options.config ? { config: { ...options.config, dir: copy } } : {}) };
}

/** A fresh app on a temporary data folder, seeded with the demo accounts. */
export async function createTestApp({ shareWith, ...options }: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = shareWith?.dataDir ?? mkdtempSync(join(tmpdir(), "omo-test-"));
  // OMO_TEST_STORE=postgres (the server-pg suite): a PostgreSQL database of this app's own, dropped on close.
  const wantsPg = process.env.OMO_TEST_STORE === "postgres" && !options.dbPath;
  // A copy of data seeded once for apps like this one: seconds saved on every app after the first. An app
  // sharing another's data has none of its own; one on a file of its own, or :memory:, seeds itself.
  const pg =
    shareWith || options.dbPath ? undefined : await seededCopy(options, dataDir, wantsPg ? "postgres" : "sqlite");
  const databaseUrl = shareWith ? shareWith.databaseUrl : pg?.url;
  // What this app made it removes; a shared folder and database stay with their owner.
  const cleanUp = async () => {
    await pg?.drop();
    if (!shareWith) rmSync(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({ dataDir, uiDir: false, databaseUrl, ...options, ...ownConfig(options, dataDir) });
    await app.ready();
  } catch (err) {
    await cleanUp();
    throw err;
  }
  return {
    app,
    dataDir,
    databaseUrl,
    sql: testSql(app.store),
    async login(username = "admin", password = username === "admin" ? "admin123" : "editor123") {
      const res = await app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
      const body = res.json();
      if (body.code !== 200) throw new Error(`login as ${username} failed: ${res.body}`);
      return body.data.token as string;
    },
    async close() {
      // A test that broke the database on purpose still leaves no database or folder behind.
      try {
        await app.close();
      } finally {
        await cleanUp();
      }
    },
  };
}

/** The parsed envelope of an injected answer. */
export function body<T = unknown>(res: LightMyRequestResponse): { code: number; message: string; data: T } {
  return res.json();
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp, type BuildOptions } from "../../mock-server/app.js";
import { createPgDatabase } from "./postgres.js";
import { testSql, type TestSql } from "./sql.js";

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** The PostgreSQL database of this app (OMO_TEST_STORE=postgres), or undefined on SQLite. */
  databaseUrl?: string;
  /** Raw SQL on the app's store, SQLite or PostgreSQL alike (`await t.sql.all("SELECT …", x)`). */
  sql: TestSql;
  /** Logs in and returns the token. */
  login(username?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** A fresh app on a temporary data folder, seeded with the demo accounts. */
export async function createTestApp(options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "omo-test-"));
  // OMO_TEST_STORE=postgres (the server-pg suite): a PostgreSQL database of this app's own, dropped on close.
  const pg = process.env.OMO_TEST_STORE === "postgres" && !options.dbPath ? await createPgDatabase() : undefined;
  let app: FastifyInstance;
  try {
    app = await buildApp({ dataDir, uiDir: false, databaseUrl: pg?.url, ...options });
    await app.ready();
  } catch (err) {
    await pg?.drop();
    throw err;
  }
  return {
    app,
    dataDir,
    databaseUrl: pg?.url,
    sql: testSql(app.store),
    async login(username = "admin", password = username === "admin" ? "admin123" : "editor123") {
      const res = await app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
      const body = res.json();
      if (body.code !== 200) throw new Error(`login as ${username} failed: ${res.body}`);
      return body.data.token as string;
    },
    async close() {
      await app.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The parsed envelope of an injected answer. */
export function body<T = unknown>(res: LightMyRequestResponse): { code: number; message: string; data: T } {
  return res.json();
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildApp } from "../../mock-server/app.js";
import { ensureUiBuilt } from "../../mock-server/ui-build.js";
import { createPgDatabase } from "../helpers/postgres.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the UI if needed and starts the real server on a temporary database for the browser tests:
 * SQLite, or a PostgreSQL database of its own when OMO_E2E_STORE=postgres (the e2e-pg smoke set).
 */
export default async function setup(project: TestProject) {
  await ensureUiBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), "omo-e2e-"));
  const pg = process.env.OMO_E2E_STORE === "postgres" ? await createPgDatabase() : undefined;
  const app = await buildApp({ dataDir, databaseUrl: pg?.url });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  project.provide("baseUrl", `http://127.0.0.1:${port}`);
  return async () => {
    await app.close();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

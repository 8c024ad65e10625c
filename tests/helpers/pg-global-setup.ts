import { rmSync } from "node:fs";
import { PG_ADMIN_URL, dropPgTemplates, pgAvailable } from "./postgres.js";
import { TEMPLATE_DIRS } from "./pg-templates.js";

/**
 * The server-pg suite starts only when PostgreSQL answers: one clear line, rather than every file
 * failing at boot on a refused connection.
 */
export default async function pgGlobalSetup(): Promise<() => Promise<void>> {
  if (!(await pgAvailable())) {
    const where = new URL(PG_ADMIN_URL);
    where.password = "";
    throw new Error(`PostgreSQL does not answer at ${where} (set OMO_TEST_PG_URL, or start it)`);
  }
  // Seeded databases (and their upload folders) the apps copy from: made during the run, gone after it.
  await dropPgTemplates();
  return async () => {
    await dropPgTemplates();
    rmSync(TEMPLATE_DIRS, { recursive: true, force: true });
  };
}

import { PG_ADMIN_URL, pgAvailable } from "./postgres.js";

/**
 * The server-pg suite starts only when PostgreSQL answers: one clear line, rather than every file
 * failing at boot on a refused connection.
 */
export default async function pgGlobalSetup(): Promise<void> {
  if (!(await pgAvailable())) {
    const where = new URL(PG_ADMIN_URL);
    where.password = "";
    throw new Error(`PostgreSQL does not answer at ${where} (set OMO_TEST_PG_URL, or start it)`);
  }
}

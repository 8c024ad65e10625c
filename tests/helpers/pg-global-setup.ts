import { PG_ADMIN_URL, dropRunDatabases, pgAvailable } from "./postgres.js";
import runGlobalSetup from "./run-global-setup.js";

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
  // Seeded databases (and their upload folders) the apps copy from: this run's own, made during the run
  // and gone after it (the workers inherit the run's name from the environment).
  const removeFolders = runGlobalSetup();
  const run = process.env.OMO_TEST_RUN!;
  await dropRunDatabases(run);
  return async () => {
    await dropRunDatabases(run);
    removeFolders();
  };
}

import type { TestApp } from "./test-app.js";

/** The names of the tables and views of a test app's database, on either store. */
export async function tableNames(t: TestApp): Promise<Set<string>> {
  const rows = await t.sql.all<{ name: string }>(
    t.databaseUrl
      ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()"
      : "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')",
  );
  return new Set(rows.map((r) => r.name));
}

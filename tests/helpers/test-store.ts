import { migrate, openStore, type Store } from "../../mock-server/db/index.js";
import { openSqlite } from "../../mock-server/plugins/database.js";
import { createPgDatabase } from "./postgres.js";
import { appModules } from "../../mock-server/app-modules.js";

export interface TestStore {
  store: Store;
  /** Ends the connections; on PostgreSQL also drops the database. */
  close(): Promise<void>;
}

/**
 * A migrated (the framework's and the shipped modules' tables), empty store without an app (for a plugin or repository on its own), on the suite's
 * database: SQLite in memory, or under OMO_TEST_STORE=postgres a PostgreSQL database of its own.
 */
export async function createTestStore(): Promise<TestStore> {
  if (process.env.OMO_TEST_STORE !== "postgres") {
    const raw = openSqlite(":memory:");
    const store = openStore({ sqlite: raw });
    await migrate(store, appModules());
    return {
      store,
      async close() {
        await store.close();
        raw.close();
      },
    };
  }
  const database = await createPgDatabase();
  const store = openStore({ url: database.url });
  const close = async () => {
    await store.close();
    await database.drop();
  };
  try {
    await migrate(store, appModules());
  } catch (err) {
    await close();
    throw err;
  }
  return { store, close };
}

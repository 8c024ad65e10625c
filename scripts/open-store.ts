import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { databaseFile, fileNameOf } from "../mock-server/data-dir.js";
import { openSqlite } from "../mock-server/plugins/database.js";
import { openStore, type Store } from "../mock-server/db/index.js";

/**
 * The store the commands work on, chosen as the server chooses: PostgreSQL when OMO_DATABASE_URL names
 * one, else the app's SQLite file in the data folder (OMO_DATA_DIR; data-dir.ts). `where` names it for the messages.
 */
export function commandStore(options: { mustExist?: boolean } = {}): { store: Store; where: string; url?: string } {
  const url = process.env.OMO_DATABASE_URL || undefined;
  const dataDir = resolve(process.env.OMO_DATA_DIR ?? "data");
  if (url) {
    const parsed = new URL(url);
    return { store: openStore({ url }), where: parsed.host + parsed.pathname, url };
  }
  const file = databaseFile(dataDir, fileNameOf(process.env.OMO_CONFIG_DIR ?? "config"));
  if (options.mustExist && !existsSync(file)) {
    console.error(`no database at ${file} (OMO_DATA_DIR names the data folder, OMO_DATABASE_URL a PostgreSQL one)`);
    process.exit(1);
  }
  const sqlite = openSqlite(file);
  const store = openStore({ sqlite });
  // The store shares the connection; closing the store closes it too.
  const close = store.close.bind(store);
  store.close = async () => {
    await close();
    sqlite.close();
  };
  return { store, where: file };
}

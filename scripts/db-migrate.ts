import { join, resolve } from "node:path";
import { openSqlite } from "../mock-server/plugins/database.js";
import { migrate, openStore } from "../mock-server/db/index.js";

/**
 * `npm run db:migrate`: applies the migrations the store has not seen — PostgreSQL when
 * OMO_DATABASE_URL names one, else the data folder's SQLite file. The server does the same at start;
 * this runs it alone (before a deploy, or on a database several processes are about to share).
 */
const url = process.env.OMO_DATABASE_URL;
const dataDir = resolve(process.env.OMO_DATA_DIR ?? "data");
const sqlite = url ? undefined : openSqlite(join(dataDir, "omo.db"));
const store = openStore({ url, sqlite });
try {
  const applied = await migrate(store);
  const where = url ? new URL(url).host + new URL(url).pathname : join(dataDir, "omo.db");
  console.log(applied.length ? `applied to ${where}:\n  ${applied.join("\n  ")}` : `${where} is up to date`);
} finally {
  await store.close();
  sqlite?.close();
}

import { migrate } from "../mock-server/db/index.js";
import { commandStore } from "./open-store.js";
import { listedModules, modulesNamed } from "../mock-server/app-modules.js";

/**
 * `npm run db:migrate`: applies the migrations the store has not seen (the framework's, then those of the
 * modules config/app.json lists) — PostgreSQL when
 * OMO_DATABASE_URL names one, else the data folder's SQLite file. The server does the same at start;
 * this runs it alone (before a deploy, or on a database several processes are about to share).
 */
const { store, where } = commandStore();
try {
  const applied = await migrate(store, modulesNamed(listedModules(process.env.OMO_CONFIG_DIR ?? "config")));
  console.log(applied.length ? `applied to ${where}:\n  ${applied.join("\n  ")}` : `${where} is up to date`);
} finally {
  await store.close();
}

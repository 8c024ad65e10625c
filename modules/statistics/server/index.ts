import type { ServerModule } from "../../../mock-server/module-api.js";
import { aggregates } from "./aggregates.js";
import { ensureStatsIndexes } from "./indexes.js";

/**
 * 统计: the tutoring app's ten aggregates (revenue from orders, teaching from lessons and conflicts),
 * the indexes that keep them off the rows, and its two dashboards, 营收统计 and 教学统计.
 */
const statistics: ServerModule = {
  name: "statistics",
  // Ran by the tutoring app's provisional module before the statistics were a module of their own.
  adopts: { "006-statistics.sql": "tutoring/006-statistics.sql" },
  // The orders' tables are made from config after the migrations: their indexes once their columns exist.
  async prepare({ store, config }) {
    await ensureStatsIndexes(store, config.resources);
  },
  aggregates,
};

export default statistics;

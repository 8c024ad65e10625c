import type { Store } from "../db/index.js";

/**
 * What backups and the operation-log sweep need from the database: a consistent copy in the store's own
 * format (`sqlite-store.ts`, `postgres-store.ts`), and the old log rows through the data layer.
 */
export interface MaintenanceStore {
  /** The database's name inside a backup: `omo.db` (SQLite) or `omo.pgdump` (pg_dump's custom format). */
  dumpName: DumpName;
  /** Copies the live database to a new file at `dest`, consistent while the servers go on writing. */
  snapshot(dest: string): Promise<void>;
  /** Up to `limit` operation-log rows older than `before` (UTC ISO text), lowest id first. */
  oldLogRows(before: string, limit: number): Promise<LogRow[]>;
  /** Deletes, in one transaction, the rows older than `before` up to id `maxId`: the ones read above. */
  deleteLogRows(before: string, maxId: number): Promise<number>;
}

export type DumpName = "omo.db" | "omo.pgdump";
export const DUMP_NAMES: DumpName[] = ["omo.db", "omo.pgdump"];

/** One row of 操作日志, as archived. */
export interface LogRow {
  id: number;
  username: string;
  action: string;
  target: string;
  detail: string;
  ip: string;
  at: string;
}

/** Backups and the log sweep on the app's store (either dialect). */
export function maintenanceStore(store: Store): MaintenanceStore {
  return {
    dumpName: store.dumpName,
    snapshot: (dest) => store.snapshot(dest),
    oldLogRows: (before, limit) =>
      store.db
        .selectFrom("operation_log")
        .select(["id", "username", "action", "target", "detail", "ip", "at"])
        .where("at", "<", before)
        .orderBy("id")
        .limit(limit)
        .execute() as Promise<LogRow[]>,
    async deleteLogRows(before, maxId) {
      const result = await store.db
        .deleteFrom("operation_log")
        .where("at", "<", before)
        .where("id", "<=", maxId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

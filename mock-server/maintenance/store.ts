/**
 * What backups and the operation-log sweep need from the database, so that another store (PostgreSQL)
 * plugs in by implementing this; `sqlite-store.ts` is the SQLite one.
 */
export interface MaintenanceStore {
  /** Copies the live database to a new file at `dest`, consistent while the server goes on writing. */
  snapshot(dest: string): Promise<void>;
  /** Up to `limit` operation-log rows older than `before` (UTC ISO text), lowest id first. */
  oldLogRows(before: string, limit: number): LogRow[];
  /** Deletes, in one transaction, the rows older than `before` up to id `maxId`: the ones read above. */
  deleteLogRows(before: string, maxId: number): number;
}

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

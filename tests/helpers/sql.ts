import { CompiledQuery } from "kysely";
import type { Store } from "../../mock-server/db/index.js";

/**
 * Raw SQL for tests that look behind the API, on whichever store the app runs (SQLite or PostgreSQL):
 * `?` placeholders as in SQLite, numbered for PostgreSQL. Keep the SQL to what both dialects say.
 */
export interface TestSql {
  /** Every row. */
  all<T = Record<string, unknown>>(query: string, ...params: unknown[]): Promise<T[]>;
  /** The first row, or undefined. */
  get<T = Record<string, unknown>>(query: string, ...params: unknown[]): Promise<T | undefined>;
  /** A statement that changes rows; answers how many. */
  run(query: string, ...params: unknown[]): Promise<{ changes: number }>;
  /** One value: the first column of the first row (counts are numbers on both stores: int8 is read as a number). */
  value<T = unknown>(query: string, ...params: unknown[]): Promise<T>;
}

export function testSql(store: Store): TestSql {
  const compile = (query: string, params: unknown[]) => {
    let n = 0;
    const text = store.dialect === "postgres" ? query.replace(/\?/g, () => `$${++n}`) : query;
    return CompiledQuery.raw(text, params);
  };
  const all = async <T>(query: string, ...params: unknown[]) =>
    (await store.db.executeQuery<T>(compile(query, params))).rows;
  return {
    all,
    async get<T>(query: string, ...params: unknown[]) {
      return (await all<T>(query, ...params))[0];
    },
    async run(query: string, ...params: unknown[]) {
      const result = await store.db.executeQuery(compile(query, params));
      return { changes: Number(result.numAffectedRows ?? 0n) };
    },
    async value<T>(query: string, ...params: unknown[]) {
      const row = (await all<Record<string, unknown>>(query, ...params))[0];
      const first = row ? Object.values(row)[0] : undefined;
      return first as T;
    },
  };
}

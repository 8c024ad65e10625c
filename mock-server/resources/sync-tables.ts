import { sql } from "kysely";
import type { Store } from "../db/index.js";
import { schemaHelper } from "../db/helpers/schema/index.js";
import { ConfigError } from "../plugins/config-loader.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { tableName } from "./table-name.js";
import { compositeIndexes, indexedColumns, sqlType } from "./columns.js";
import { syncSources } from "./source-tables.js";

/** What changed in one table at start. */
export interface TableSync {
  table: string;
  created: boolean;
  addedColumns: string[];
}

const holds: Record<string, string> = { INTEGER: "integer", REAL: "number", TEXT: "text" };

/** The fields whose values the database keeps distinct (a unique index: two processes cannot both write one). */
const uniqueFields = (res: ResourceConfig) =>
  Object.entries(res.record.properties)
    .filter(([, f]) => f.unique)
    .map(([name]) => name);

/** The unique index of a field; named apart from the plain index older starts made on the same column. */
const uniqueIndex = (table: string, field: string) => `${table}_${field}_unique`;

/**
 * Fields whose existing column has another type than the field now needs, as config error lines. SQLite
 * converts a value to its column's type on write ("007" becomes 7 in an INTEGER column), so keeping the
 * old column would quietly corrupt data; changing it would mean rewriting every row. Boolean and integer
 * share INTEGER, so switching between them is fine. A `unique` field whose rows already repeat a value
 * cannot get its unique index: named too.
 */
export async function typeConflicts(store: Store, res: ResourceConfig): Promise<string[]> {
  const schema = schemaHelper(store.dialect);
  const table = tableName(res.name);
  const columns = await schema.columns(store.db, table);
  const conflict = (name: string, what: string) =>
    `resources/${res.name}.json#/record/properties/${name}/type: the column "${name}" holds ` +
    `${what} values; a new type needs a new field name`;
  const problems: string[] = [];
  for (const [name, f] of Object.entries(res.record.properties)) {
    const declared = columns.get(name);
    if (declared === undefined) continue;
    if (declared !== sqlType(f)) {
      problems.push(conflict(name, holds[declared] ?? declared));
      continue;
    }
    // A text field turned array shares TEXT: its old values would be read as JSON lists and fail.
    if (f.type === "array") {
      const notList = await store.db
        .selectFrom(table)
        .select(sql`1`.as("hit"))
        .where(sql.ref(name), "is not", null)
        .where(schema.notJsonArray(name))
        .limit(1)
        .executeTakeFirst();
      if (notList) problems.push(conflict(name, "text"));
    }
    if (f.unique && !(await schema.hasIndex(store.db, uniqueIndex(table, name)))) {
      const repeated = await store.db
        .selectFrom(table)
        .select(sql.ref(name).as("value"))
        .where(sql.ref(name), "is not", null)
        .groupBy(sql.ref(name))
        .having(sql`COUNT(*)`, ">", 1)
        .limit(1)
        .executeTakeFirst();
      if (repeated)
        problems.push(
          `resources/${res.name}.json#/record/properties/${name}/unique: rows share the value "${repeated.value}"; ` +
            `make them distinct before the field is unique`,
        );
    }
  }
  return problems;
}

/**
 * Makes a resource's table match its record: creates it, adds a column for every field added to the
 * config, indexes the columns lists filter and sort by, and keeps `unique` fields distinct by a unique
 * index. A field removed from the config keeps its column and data (an admin's edit must never lose
 * rows); it is simply no longer read or written. On PostgreSQL the table also gets the trigger that
 * moves its `data_versions` row (count-cache.ts). Under a lock on the table: processes starting together
 * take turns, and the second finds the work done.
 */
export async function syncTable(store: Store, res: ResourceConfig): Promise<TableSync> {
  const schema = schemaHelper(store.dialect);
  const table = tableName(res.name);
  const fields = Object.entries(res.record.properties);
  const unique = uniqueFields(res);
  return store.db.transaction().execute(async (trx) => {
    await store.lock(trx, `table:${table}`);
    const columns = await schema.columns(trx, table);
    const created = columns.size === 0;
    const addedColumns: string[] = [];
    if (created) {
      await schema.createTable(
        trx,
        table,
        fields.map(([name, f]) => [name, sqlType(f)]),
      );
    } else {
      for (const [name, f] of fields) {
        if (columns.has(name)) continue;
        await schema.addColumn(trx, table, name, sqlType(f));
        addedColumns.push(name);
      }
    }
    const index = (columns: string[], isUnique = false) =>
      schema.createIndex(
        trx,
        table,
        isUnique ? uniqueIndex(table, columns[0]) : `${table}_${columns.join("_")}`,
        columns,
        isUnique,
      );
    for (const c of unique) await index([c], true);
    // A unique field's own index serves its lookups; tables made before it keep their plain one.
    for (const c of indexedColumns(res)) if (!unique.includes(c)) await index([c]);
    for (const pair of compositeIndexes(res)) await index(pair);
    // `contains` searches of text fields: a trigram index on PostgreSQL, where lists of many rows live.
    for (const q of res.list.query ?? []) {
      const field = res.record.properties[q.field];
      if (q.operator === "contains" && field?.type === "string")
        await schema.createSearchIndex(trx, table, `${table}_${q.field}_trgm`, q.field);
    }
    await schema.trackChanges(trx, table);
    return { table, created, addedColumns };
  });
}

/**
 * Syncs every configured resource's table (at `buildApp`). A field whose type no longer fits its column
 * stops the start with a ConfigError listing every such field, before any table is touched. A resource
 * with a `source` has no table of its own: a slice lives in its owner's, a read-only list in a table or
 * view of a migration, checked here (see source-tables.ts).
 */
export async function syncTables(store: Store, resources: Record<string, ResourceConfig>): Promise<TableSync[]> {
  const own = Object.values(resources).filter((res) => !res.source);
  const problems = (await Promise.all(own.map((res) => typeConflicts(store, res)))).flat();
  if (problems.length) throw new ConfigError(problems);
  const synced: TableSync[] = [];
  for (const res of own) synced.push(await syncTable(store, res));
  await syncSources(store, resources);
  return synced;
}

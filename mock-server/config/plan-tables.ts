import { sql } from "kysely";
import type { Db, Store } from "../db/index.js";
import { schemaHelper, type ColumnType, type SchemaHelper } from "../db/helpers/schema/index.js";
import type { RecordField, ResourceConfig } from "../../src/types/generated/resource.js";
import { tableSource } from "../../src/common/resource-source.js";
import { sqlType, systemColumns } from "../resources/columns.js";
import { checkSourceTables } from "../resources/source-tables.js";
import { sliceIndexes, tableIndexes, uniqueIndex, type WantedIndex } from "../resources/table-indexes.js";
import { searchIndexName } from "../resources/search-index.js";
import { tableName } from "../resources/table-name.js";
import type { ConfigProblem } from "./problems.js";
import { recordRenames } from "./renames.js";

type Resources = Record<string, ResourceConfig>;

/** A column of a resource's table. */
export interface TableColumn {
  resource: string;
  table: string;
  column: string;
}

/** What the tables need to follow a config: every statement applying it runs, and nothing else. */
export interface TablesPlan {
  createTables: { resource: string; table: string; columns: { name: string; type: ColumnType }[] }[];
  addColumns: (TableColumn & { type: ColumnType })[];
  /**
   * Columns renamed to their field's new name (`renamedFrom`). `replacesEmpty`: the new column existed
   * too, without a value in any row; it is dropped first and the old one takes its name.
   */
  renameColumns: { resource: string; table: string; from: string; to: string; replacesEmpty: boolean }[];
  /** Columns no field reads any more: kept with their data (nothing is ever dropped by a config). */
  leftBehind: TableColumn[];
  /** Indexes on a column being renamed (or replaced): dropped, and made again under their new names. */
  dropIndexes: { table: string; name: string }[];
  createIndexes: WantedIndex[];
  /** Tables that get the trigger moving their `data_versions` row (PostgreSQL; count-cache.ts). */
  trackTables: string[];
}

export const emptyTablesPlan = (): TablesPlan => ({
  createTables: [],
  addColumns: [],
  renameColumns: [],
  leftBehind: [],
  dropIndexes: [],
  createIndexes: [],
  trackTables: [],
});

const holds: Record<string, string> = { INTEGER: "整数", REAL: "数字", TEXT: "文本" };

/** Whether no row of `table` has a value in `column`. */
async function isEmpty(db: Db, table: string, column: string): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select(sql`1`.as("hit"))
    .where(sql.ref(column), "is not", null)
    .limit(1)
    .executeTakeFirst();
  return !row;
}

/**
 * What a plan reads of the database up front, one query each: a few queries a table and one an index made
 * a plan on PostgreSQL take over a second, and a save plans twice.
 */
interface Database {
  /** Each table's columns and their types (`SchemaHelper.columns`). */
  columns: Map<string, Map<string, string>>;
  /** The tables with change tracking in place. */
  tracked: Set<string>;
  /** Every index by its name in the database (`indexName`). */
  indexes: Set<string>;
}

/**
 * Whether the values in `column` fit `field` as it is now declared. SQLite converts a value to its
 * column's type on write ("007" becomes 7 in an INTEGER column), so keeping a column of another type
 * would quietly corrupt data, and changing it would mean rewriting every row: refused. Boolean and
 * integer share INTEGER. A text column turning into an array field must hold only JSON lists. A field
 * becoming unique needs distinct values before its unique index can exist.
 */
async function fieldProblems(
  schema: SchemaHelper,
  db: Db,
  ctx: { res: ResourceConfig; table: string; declared: string; column: string },
  name: string,
  field: RecordField,
  read: Database,
): Promise<ConfigProblem[]> {
  const { res, table, declared, column } = ctx;
  const file = `resources/${res.name}.json`;
  const typeProblem = (what: string): ConfigProblem => ({
    file,
    pointer: `/record/properties/${name}/type`,
    message: `列 ${table}.${column} 存的是${what}，字段 ${name} 的类型不能改为 ${field.type}：换类型请用新的字段名（旧列及其数据保留）`,
  });
  if (declared !== sqlType(field)) return [typeProblem(holds[declared] ?? declared)];
  const problems: ConfigProblem[] = [];
  if (field.type === "array") {
    const notList = await db
      .selectFrom(table)
      .select(sql`1`.as("hit"))
      .where(sql.ref(column), "is not", null)
      .where(schema.notJsonArray(column))
      .limit(1)
      .executeTakeFirst();
    if (notList) problems.push(typeProblem("文本"));
  }
  if (field.unique && !read.indexes.has(schema.indexName(uniqueIndex(table, name)))) {
    const repeated = await db
      .selectFrom(table)
      .select(sql.ref(column).as("value"))
      .where(sql.ref(column), "is not", null)
      .groupBy(sql.ref(column))
      .having(sql`COUNT(*)`, ">", 1)
      .limit(1)
      .executeTakeFirst();
    if (repeated)
      problems.push({
        file,
        pointer: `/record/properties/${name}/unique`,
        message: `已有多行的值都是 "${repeated.value}"：先让它们互不相同，才能设为唯一（unique）`,
      });
  }
  return problems;
}

/**
 * Plans one resource's own table against what the database holds: create it, or rename, check and add
 * its columns; the columns no field reads are named (with `previous`, only those of fields it had).
 */
async function planTable(
  store: Store,
  db: Db,
  res: ResourceConfig,
  previous: Resources | undefined,
  plan: TablesPlan,
  read: Database,
): Promise<ConfigProblem[]> {
  const schema = schemaHelper(store.dialect);
  const table = tableName(res.name);
  const fields = Object.entries(res.record.properties);
  const { renames, problems } = recordRenames(res);
  const columns = read.columns.get(table) ?? new Map<string, string>();
  if (columns.size === 0) {
    const typed = fields.map(([name, f]) => ({ name, type: sqlType(f) }));
    plan.createTables.push({ resource: res.name, table, columns: typed });
    plan.trackTables.push(table);
    return problems;
  }
  // Where each field's values are before the plan runs: its own column, or the one it is renamed from.
  const source = new Map<string, string>();
  for (const { from, to } of renames) {
    if (!columns.has(from)) continue; // applied before, or never there: nothing to move
    const replacesEmpty = columns.has(to);
    if (replacesEmpty && !(await isEmpty(db, table, to))) {
      problems.push({
        file: `resources/${res.name}.json`,
        pointer: `/record/properties/${to}/renamedFrom`,
        message: `列 ${table}.${from} 和 ${table}.${to} 都有数据，无法合并：若数据已移到 ${to}，请删去 renamedFrom`,
      });
      continue;
    }
    plan.renameColumns.push({ resource: res.name, table, from, to, replacesEmpty });
    source.set(to, from);
  }
  for (const [name, field] of fields) {
    const column = source.get(name) ?? name;
    const declared = columns.get(column);
    if (declared === undefined) {
      plan.addColumns.push({ resource: res.name, table, column: name, type: sqlType(field) });
      continue;
    }
    problems.push(...(await fieldProblems(schema, db, { res, table, declared, column }, name, field, read)));
  }
  const wanted = new Set<string>([...systemColumns, ...fields.map(([n]) => n), ...source.values()]);
  const had = previous && (previous[res.name]?.record.properties ?? {});
  for (const column of columns.keys()) {
    if (!wanted.has(column) && (!had || column in had)) plan.leftBehind.push({ resource: res.name, table, column });
  }
  if (!read.tracked.has(table)) plan.trackTables.push(table);
  return problems;
}

/**
 * Indexes of renamed (or replaced) columns and search indexes no longer read, to drop; then every wanted
 * index the database lacks.
 */
async function planIndexes(
  store: Store,
  db: Db,
  resources: Resources,
  plan: TablesPlan,
  existing: Set<string>,
): Promise<void> {
  const schema = schemaHelper(store.dialect);
  const moved = new Map<string, Set<string>>();
  for (const r of plan.renameColumns) {
    const set = moved.get(r.table) ?? new Set();
    set.add(r.from);
    if (r.replacesEmpty) set.add(r.to);
    moved.set(r.table, set);
  }
  const searches = await schema.searchIndexes(db);
  const dropped = new Set<string>();
  const drop = (table: string, name: string) => {
    if (dropped.has(name)) return;
    plan.dropIndexes.push({ table, name });
    dropped.add(name);
  };
  for (const [table, columns] of moved) {
    for (const index of await schema.indexes(db, table)) if (index.columns.some((c) => columns.has(c))) drop(table, index.name);
    // SQLite's search index is a table whose triggers name the column: known by its name.
    const search = new Set(searches.get(table));
    for (const c of columns) if (search.has(schema.indexName(searchIndexName(table, c)))) drop(table, schema.indexName(searchIndexName(table, c)));
  }
  const created = new Set(plan.createTables.map((t) => t.table));
  const wanted = new Map<string, WantedIndex>();
  for (const res of Object.values(resources)) {
    for (const index of res.source ? sliceIndexes(resources, res) : tableIndexes(res))
      if (!index.short || schema.shortSearchIndexes) wanted.set(index.name, index);
  }
  // Search indexes no search reads any more (a `contains` query removed, its field renamed): each costs every write.
  for (const res of Object.values(resources)) {
    const table = tableName(res.name);
    if (res.source || created.has(table)) continue;
    const kept = new Set(tableIndexes(res).flatMap((i) => (i.search && wanted.has(i.name) ? [schema.indexName(i.name)] : [])));
    for (const name of searches.get(table) ?? []) if (!kept.has(name)) drop(table, name);
  }
  for (const index of wanted.values()) {
    const missing =
      created.has(index.table) || dropped.has(schema.indexName(index.name)) || !existing.has(schema.indexName(index.name));
    if (missing) plan.createIndexes.push(index);
  }
}

/**
 * What applying `resources` would do to the tables, read from the database through `db` (the store's,
 * or a transaction's), nothing written; with the problems that forbid applying it. `previous` (the
 * running config) narrows the columns left behind to fields it removes.
 */
export async function planTables(
  store: Store,
  db: Db,
  resources: Resources,
  previous?: Resources,
): Promise<{ plan: TablesPlan; problems: ConfigProblem[] }> {
  const plan = emptyTablesPlan();
  const problems: ConfigProblem[] = [];
  const schema = schemaHelper(store.dialect);
  const tables = Object.values(resources).flatMap((r) => (r.source ? [] : [tableName(r.name)]));
  const read: Database = {
    columns: await schema.columnsOf(db, tables),
    tracked: await schema.trackedTables(db, tables),
    indexes: await schema.indexNames(db),
  };
  for (const res of Object.values(resources)) {
    if (!res.source) problems.push(...(await planTable(store, db, res, previous, plan, read)));
    // A slice's rename is its owner's; a read-only resource's is refused (its table is a migration's).
    else if (tableSource(res)) problems.push(...recordRenames(res).problems);
  }
  problems.push(...(await checkSourceTables(store, db, resources)));
  await planIndexes(store, db, resources, plan, read.indexes);
  return { plan, problems };
}

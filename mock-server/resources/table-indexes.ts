import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { sliceSource } from "../../src/common/resource-source.js";
import { compositeIndexes, indexedColumns } from "./columns.js";
import { searchFields, searchIndexName, shortSearchIndexName } from "./search-index.js";
import { rowsTable } from "./source.js";
import { tableName } from "./table-name.js";

/** An index a table needs, named as every start names it (a name that exists is an index made). */
export interface WantedIndex {
  table: string;
  name: string;
  columns: string[];
  unique: boolean;
  /** A search index for `contains` and `keyword` (search-index.ts). */
  search: boolean;
  /** The search index of texts shorter than a trigram, where the dialect needs one of its own (PostgreSQL). */
  short?: boolean;
}

/** The fields whose values the database keeps distinct (a unique index: two processes cannot both write one). */
export const uniqueFields = (res: ResourceConfig) =>
  Object.entries(res.record.properties)
    .filter(([, f]) => f.unique)
    .map(([name]) => name);

/** The unique index of a field; named apart from the plain index older starts made on the same column. */
export const uniqueIndex = (table: string, field: string) => `${table}_${field}_unique`;

/**
 * The indexes of a resource's own table: its unique fields', the columns lists filter and sort by, the
 * pairs pages ask for, and the search indexes of the text fields `contains` and `keyword` search.
 */
export function tableIndexes(res: ResourceConfig): WantedIndex[] {
  const table = tableName(res.name);
  const unique = uniqueFields(res);
  const plain = (columns: string[]): WantedIndex => ({
    table,
    name: `${table}_${columns.join("_")}`,
    columns,
    unique: false,
    search: false,
  });
  const out: WantedIndex[] = unique.map((c) => ({ ...plain([c]), name: uniqueIndex(table, c), unique: true }));
  // A unique field's own index serves its lookups; tables made before it keep their plain one.
  for (const c of indexedColumns(res)) if (!unique.includes(c)) out.push(plain([c]));
  for (const pair of compositeIndexes(res)) out.push(plain(pair));
  for (const field of searchFields(res)) {
    out.push({ ...plain([field]), name: searchIndexName(table, field), search: true });
    out.push({ ...plain([field]), name: shortSearchIndexName(table, field), search: true, short: true });
  }
  return out;
}

/**
 * Indexes a slice's lists need on its owner's table: each column it filters or sorts by, after the scope's
 * columns (`(code, sort)`), so a slice's page reads only its own rows in order.
 */
export function sliceIndexes(resources: Record<string, ResourceConfig>, res: ResourceConfig): WantedIndex[] {
  const slice = sliceSource(res);
  if (!slice || !resources[slice.resource]) return [];
  const table = rowsTable(resources, res.name);
  const scope = Object.keys(slice.scope);
  return indexedColumns(res)
    .filter((c) => !scope.includes(c))
    .map((c) => [...scope, c])
    .map((columns) => ({ table, name: `${table}_${columns.join("_")}`, columns, unique: false, search: false }));
}

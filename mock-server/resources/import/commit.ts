import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { CREATOR_FIELD } from "../../../src/common/custom-actions.js";
import { fail } from "../../plugins/errors.js";
import { encodeRecord, localDateTime } from "../codec.js";
import type { ResourceContext } from "../context.js";
import { managedStore } from "../managed-store.js";
import { resourceStore } from "../store.js";
import { rowsTable, sliceInsertValues } from "../source.js";

type Values = Record<string, unknown>;

/** SQLite's and PostgreSQL's limits on a statement's parameters, with room to spare. */
const MAX_PARAMETERS = 30_000;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What a create fills on its own: readOnly defaults, and the creator where the record keeps one. */
function serverValues(res: ResourceConfig, username: string): Values {
  const fields = Object.entries(res.record.properties);
  return {
    ...Object.fromEntries(
      fields.filter(([, f]) => f.readOnly && f.default !== undefined).map(([n, f]) => [n, f.default]),
    ),
    ...(res.record.properties[CREATOR_FIELD]?.readOnly && { [CREATOR_FIELD]: username }),
  };
}

/**
 * Writes checked rows all or nothing, in one transaction. A resource whose creates the server completes
 * (managed fields: an order number drawn) or follows (hooks: a leave becoming a leave record) goes through
 * the store the create route uses, row by row; any other is written in multi-row INSERTs of the data
 * layer, a chunk at a time, with what that store would add (readOnly defaults, the creator, a slice's
 * scope, created_at). Either way the table's data version moves with the commit (count cache, other
 * processes). A unique value another request stored since the dry run fails the whole import with 10001.
 */
export async function commitRows(ctx: ResourceContext, res: ResourceConfig, rows: Values[], username: string) {
  const hooks = ctx.parts.hooks[res.name];
  const server = serverValues(res, username);
  try {
    return await ctx.transaction(async (tx) => {
      if (ctx.parts.managed[res.name] || hooks?.afterCreate) {
        const store = managedStore(tx, resourceStore(tx, res));
        for (let i = 0; i < rows.length; i++) {
          const id = await store.insert({ ...rows[i], ...server });
          await hooks?.afterCreate?.((await store.get(id))!, tx);
          if (i % 500 === 499) await yieldToLoop();
        }
        return rows.length;
      }
      const table = rowsTable(tx.resources, res.name);
      const scope = sliceInsertValues(tx.resources, res);
      const now = localDateTime(tx.now());
      const width = Object.keys(res.record.properties).length + 3;
      const size = Math.max(1, Math.min(500, Math.floor(MAX_PARAMETERS / width)));
      // Every row names the same columns: a multi-row INSERT takes one list of columns.
      const columns = Object.fromEntries(Object.keys(res.record.properties).map((n) => [n, null]));
      for (let i = 0; i < rows.length; i += size) {
        const values = rows.slice(i, i + size).map((r) => ({
          created_at: now,
          updated_at: now,
          ...scope,
          ...encodeRecord(res, { ...columns, ...r, ...server }),
        }));
        await tx.db.insertInto(table).values(values).execute();
        await yieldToLoop();
      }
      return rows.length;
    });
  } catch (err) {
    if (ctx.store.sql.isUniqueViolation(err))
      throw fail.badParams({ file: "导入的数据与其他人刚保存的记录重复，请重新检查后再导入" });
    throw err;
  }
}

import type { ResourceContext } from "./context.js";
import type { ManagedCall } from "./managed/types.js";
import { resourceStore, type ResourceStore } from "./store.js";
import { refuseUnlessFits } from "./row-state.js";
import { rowActionWhen } from "../../src/common/custom-actions.js";

/** The defaults of a resource's `readOnly` fields: a create body cannot carry them, so the server applies them. */
function readOnlyDefaults(store: ResourceStore): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(store.res.record.properties)
      .filter(([, f]) => f.readOnly && f.default !== undefined)
      .map(([name, f]) => [name, f.default]),
  );
}

/**
 * The store the generic write routes use: the resource's own, with its server-managed fields kept on the
 * way in — readOnly defaults and the resource's steps in `managed/` (values computed on create and update,
 * refusals of changes and deletes) — and the rows 编辑 and 删除 are for (`edit.when`, `delete.when`: others
 * are refused with 409 / 13105, a batch delete as a whole). Seeds and custom actions set those fields
 * themselves, without these steps (custom actions through checked-store.ts, within the record's rules). A step that throws leaves the row untouched. Made per
 * transaction: `ctx` and `store` run their statements in it.
 */
export function managedStore(ctx: ResourceContext, store: ResourceStore): ResourceStore {
  const res = store.res;
  const steps = ctx.parts.managed[res.name];
  const defaults = readOnlyDefaults(store);
  const editWhen = rowActionWhen(res, "edit");
  const deleteWhen = rowActionWhen(res, "delete");
  if (!steps && !Object.keys(defaults).length && !editWhen && !deleteWhen) return store;
  const call: ManagedCall = { ctx, res, storeOf: (name) => resourceStore(ctx, ctx.resources[name]) };
  return {
    ...store,
    async insert(values, at) {
      const managed = (await steps?.create?.(values, call)) ?? {};
      return store.insert({ ...defaults, ...values, ...managed }, at);
    },
    async update(id, values) {
      // Locked: the state a refusal or a computed value reads is the one this write replaces.
      const before = await store.get(id, { forUpdate: true });
      if (before) refuseUnlessFits(res, editWhen, before, "修改", 13105);
      const managed = before && steps?.update ? await steps.update(before, values, call) : {};
      await store.update(id, { ...values, ...managed });
    },
    async remove(ids) {
      const rows = await store.byIds(ids, { forUpdate: true });
      for (const row of rows) refuseUnlessFits(res, deleteWhen, row, "删除", 13105);
      await steps?.remove?.(rows, call);
      return store.remove(ids);
    },
  };
}

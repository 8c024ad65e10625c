import type { Store } from "../../db/index.js";
import type { SavedView, ViewState } from "../../../src/common/view-state.js";

export type { SavedView };

interface Row {
  id: number;
  user_id: number;
  resource: string;
  name: string;
  state: string;
  roles: string;
  owner: string;
  updated_at: string;
}

/** Who reads: their id and roles decide which views they see. */
export interface Viewer {
  id: number;
  roles: string[];
}

const parse = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** Saved views and each user's default per resource (migrations 015-saved-views.sql). */
export function viewRepository(store: Store) {
  const { db } = store;
  const select = () =>
    db
      .selectFrom("saved_views as v")
      .innerJoin("users as u", "u.id", "v.user_id")
      .select([
        "v.id",
        "v.user_id",
        "v.resource",
        "v.name",
        "v.state",
        "v.roles",
        "v.updated_at",
        "u.username as owner",
      ]);
  const seenBy = (viewer: Viewer, row: Row) =>
    row.user_id === viewer.id || parse<string[]>(row.roles, []).some((r) => viewer.roles.includes(r));
  const dto = (viewer: Viewer, row: Row): SavedView => ({
    id: Number(row.id),
    resource: row.resource,
    name: row.name,
    state: parse<ViewState>(row.state, {}),
    roles: parse<string[]>(row.roles, []),
    owner: row.owner,
    mine: Number(row.user_id) === viewer.id,
    updated_at: row.updated_at,
  });
  const now = () => new Date().toISOString();

  const repo = {
    /** The caller's views of a resource, then those published to their roles, each by name. */
    async list(viewer: Viewer, resource: string): Promise<SavedView[]> {
      const rows = (await select()
        .where("v.resource", "=", resource)
        .where((eb) => eb.or([eb("v.user_id", "=", viewer.id), eb("v.roles", "<>", "[]")]))
        .orderBy("v.name")
        .execute()) as Row[];
      const seen = rows.map((r) => ({ ...r, user_id: Number(r.user_id) })).filter((r) => seenBy(viewer, r));
      return seen.map((r) => dto(viewer, r)).sort((a, b) => Number(b.mine) - Number(a.mine));
    },

    /** One view if the caller may see it. */
    async find(viewer: Viewer, id: number): Promise<SavedView | undefined> {
      const row = (await select().where("v.id", "=", id).executeTakeFirst()) as Row | undefined;
      if (!row) return undefined;
      const r = { ...row, user_id: Number(row.user_id) };
      return seenBy(viewer, r) ? dto(viewer, r) : undefined;
    },

    async nameTaken(userId: number, resource: string, name: string, except = 0): Promise<boolean> {
      const row = await db
        .selectFrom("saved_views")
        .select("id")
        .where("user_id", "=", userId)
        .where("resource", "=", resource)
        .where("name", "=", name)
        .where("id", "<>", except)
        .executeTakeFirst();
      return !!row;
    },

    /** How many views the user keeps of the resource. */
    async countOwn(userId: number, resource: string): Promise<number> {
      const row = await db
        .selectFrom("saved_views")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .where("resource", "=", resource)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async create(userId: number, resource: string, name: string, state: ViewState): Promise<number> {
      const row = await db
        .insertInto("saved_views")
        .values({ user_id: userId, resource, name, state: JSON.stringify(state), roles: "[]" })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async update(id: number, patch: { name?: string; state?: ViewState }): Promise<void> {
      await db
        .updateTable("saved_views")
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.state !== undefined ? { state: JSON.stringify(patch.state) } : {}),
          updated_at: now(),
        })
        .where("id", "=", id)
        .execute();
    },

    async remove(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("saved_view_defaults").where("view_id", "=", id).execute();
        await trx.deleteFrom("saved_views").where("id", "=", id).execute();
      });
    },

    /**
     * Publishes to `roles` (empty: unpublishes). Users who no longer see the view lose it as their
     * default; its owner keeps theirs.
     */
    async publish(id: number, ownerId: number, roles: string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("saved_views")
          .set({ roles: JSON.stringify(roles), updated_at: now() })
          .where("id", "=", id)
          .execute();
        const defaults = (await trx
          .selectFrom("saved_view_defaults as d")
          .innerJoin("users as u", "u.id", "d.user_id")
          .select(["d.user_id", "u.roles", "u.is_admin"])
          .where("d.view_id", "=", id)
          .where("d.user_id", "<>", ownerId)
          .execute()) as { user_id: number; roles: string; is_admin: number }[];
        const lost = defaults.filter((d) => {
          const held = [...parse<string[]>(d.roles, []), ...(Number(d.is_admin) ? ["admin"] : [])];
          return !roles.some((r) => held.includes(r));
        });
        if (lost.length)
          await trx
            .deleteFrom("saved_view_defaults")
            .where("view_id", "=", id)
            .where(
              "user_id",
              "in",
              lost.map((d) => Number(d.user_id)),
            )
            .execute();
      });
    },

    /** The id of the caller's default view of `resource`, if they still see it. */
    async defaultOf(viewer: Viewer, resource: string): Promise<number | null> {
      const row = await db
        .selectFrom("saved_view_defaults")
        .select("view_id")
        .where("user_id", "=", viewer.id)
        .where("resource", "=", resource)
        .executeTakeFirst();
      if (!row) return null;
      return (await repo.find(viewer, Number(row.view_id))) ? Number(row.view_id) : null;
    },

    async setDefault(userId: number, resource: string, viewId: number | null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom("saved_view_defaults")
          .where("user_id", "=", userId)
          .where("resource", "=", resource)
          .execute();
        if (viewId !== null)
          await trx.insertInto("saved_view_defaults").values({ user_id: userId, resource, view_id: viewId }).execute();
      });
    },

    /** Role names that exist (权限管理), of those asked. */
    async knownRoles(names: string[]): Promise<Set<string>> {
      if (!names.length) return new Set();
      const rows = await db.selectFrom("roles").select("name").where("name", "in", names).execute();
      return new Set(rows.map((r: { name: string }) => r.name));
    },
  };
  return repo;
}

export type ViewRepository = ReturnType<typeof viewRepository>;

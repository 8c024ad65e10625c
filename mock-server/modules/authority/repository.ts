import { sql } from "kysely";
import type { Store } from "../../db/index.js";
import type { AccountQuery } from "./schemas.js";
import type { Role, StaffAccount } from "../../../src/common/authority.js";
import { parseAttributes } from "./attributes.js";

export type { Role, StaffAccount };

interface RoleRow {
  name: string;
  title: string;
  description: string;
  abilities: string;
  routes: string | null;
  created_at: string;
  accounts: number;
}

interface UserRow {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  phone: string;
  email: string;
  roles: string;
  is_admin: number;
  disabled: number;
  last_login_at: string | null;
  created_at: string;
  attributes: string;
}

const toRole = (r: RoleRow): Role => ({
  name: r.name,
  title: r.title,
  description: r.description,
  abilities: JSON.parse(r.abilities) as string[],
  routes: r.routes === null ? null : (JSON.parse(r.routes) as string[]),
  accounts: r.accounts,
  created_at: r.created_at,
});

const toAccount = (u: UserRow): StaffAccount => ({
  id: u.id,
  username: u.username,
  nickname: u.nickname,
  avatar: u.avatar,
  phone: u.phone,
  email: u.email,
  roles: JSON.parse(u.roles) as string[],
  admin: u.is_admin === 1,
  disabled: u.disabled === 1,
  last_login_at: u.last_login_at,
  created_at: u.created_at,
  // The login lock lives in the throttle's counters; the routes fill it in.
  locked_until: null,
  attributes: parseAttributes(u.attributes),
});

/** Roles and staff accounts for 权限管理. Sessions and passwords stay with the account repository. */
export function authorityRepository(store: Store) {
  const { db } = store;
  /** Every role with the number of accounts holding it. */
  const roles = () =>
    db
      .selectFrom("roles as r")
      .selectAll("r")
      .select((eb) =>
        eb
          .selectFrom("users as u")
          .select((c) => c.fn.countAll<number>().as("n"))
          .where(store.sql.arrayHolds("u.roles", sql.ref("r.name")))
          .as("accounts"),
      );
  const toRoleRow = (r: RoleRow): Role => toRole({ ...r, accounts: Number(r.accounts) });

  return {
    listRoles: async (): Promise<Role[]> =>
      ((await roles().orderBy("r.created_at").orderBy("r.name").execute()) as RoleRow[]).map(toRoleRow),

    findRole: async (name: string): Promise<Role | undefined> => {
      const row = (await roles().where("r.name", "=", name).executeTakeFirst()) as RoleRow | undefined;
      return row ? toRoleRow(row) : undefined;
    },

    deleteRole: async (name: string): Promise<number> =>
      Number((await db.deleteFrom("roles").where("name", "=", name).executeTakeFirst()).numDeletedRows),

    /** Usernames of the accounts holding a role (for the refusal to delete it). */
    holders: async (name: string): Promise<string[]> =>
      (
        await db
          .selectFrom("users")
          .select("username")
          .where(store.sql.arrayHolds("users.roles", name))
          .orderBy("id")
          .execute()
      ).map((r: { username: string }) => r.username),

    existingRoles: async (names: string[]): Promise<Set<string>> =>
      new Set(
        names.length
          ? (await db.selectFrom("roles").select("name").where("name", "in", names).execute()).map(
              (r: { name: string }) => r.name,
            )
          : [],
      ),

    async listAccounts(
      q: AccountQuery,
      pageNo: number,
      pageSize: number,
    ): Promise<{ list: StaffAccount[]; total: number }> {
      let query = db.selectFrom("users");
      const keyword = q.keyword?.trim();
      if (keyword)
        query = query.where((eb) =>
          eb.or([
            store.sql.contains("username", keyword),
            store.sql.contains("nickname", keyword),
            store.sql.contains("phone", keyword),
          ]),
        );
      if (q.role) query = query.where(store.sql.arrayHolds("users.roles", q.role));
      if (q.disabled !== undefined) query = query.where("disabled", "=", q.disabled ? 1 : 0);
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
      const rows = (await query
        .selectAll()
        .orderBy("id")
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute()) as UserRow[];
      return { list: rows.map(toAccount), total: Number(total) };
    },

    findAccount: async (id: number): Promise<StaffAccount | undefined> => {
      const row = (await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst()) as
        UserRow | undefined;
      return row ? toAccount(row) : undefined;
    },

    async updateAccount(a: Pick<StaffAccount, "id" | "nickname" | "roles" | "disabled" | "attributes">) {
      await db
        .updateTable("users")
        .set({
          nickname: a.nickname,
          roles: JSON.stringify(a.roles),
          disabled: a.disabled ? 1 : 0,
          attributes: JSON.stringify(a.attributes),
        })
        .where("id", "=", a.id)
        .execute();
    },
  };
}

export type AuthorityRepository = ReturnType<typeof authorityRepository>;

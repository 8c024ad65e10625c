import type { DB } from "../../plugins/database.js";
import type { AccountQuery } from "./schemas.js";
import type { Role, StaffAccount } from "../../../src/common/authority.js";

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
});

/** `%`, `_` and `\` of a keyword are searched for as themselves. */
const likeArg = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ROLE_SELECT = `SELECT r.*, (SELECT COUNT(*) FROM users u, json_each(u.roles) j WHERE j.value = r.name) AS accounts
  FROM roles r`;

/** Roles and staff accounts for 权限管理. Sessions and passwords stay with the account repository. */
export function authorityRepository(db: DB) {
  const roleByName = db.prepare<[string], RoleRow>(`${ROLE_SELECT} WHERE r.name = ?`);
  const userById = db.prepare<[number], UserRow>("SELECT * FROM users WHERE id = ?");

  return {
    listRoles: (): Role[] =>
      (db.prepare(`${ROLE_SELECT} ORDER BY r.created_at, r.name`).all() as RoleRow[]).map(toRole),

    findRole: (name: string): Role | undefined => {
      const row = roleByName.get(name);
      return row ? toRole(row) : undefined;
    },

    createRole(r: { name: string; title: string; description: string; abilities: string[]; routes: string[] | null }) {
      db.prepare("INSERT INTO roles (name, title, description, abilities, routes) VALUES (?, ?, ?, ?, ?)").run(
        r.name,
        r.title,
        r.description,
        JSON.stringify(r.abilities),
        r.routes === null ? null : JSON.stringify(r.routes),
      );
    },

    updateRole(r: Omit<Role, "accounts" | "created_at">) {
      db.prepare("UPDATE roles SET title = ?, description = ?, abilities = ?, routes = ? WHERE name = ?").run(
        r.title,
        r.description,
        JSON.stringify(r.abilities),
        r.routes === null ? null : JSON.stringify(r.routes),
        r.name,
      );
    },

    deleteRole: (name: string) => db.prepare("DELETE FROM roles WHERE name = ?").run(name).changes,

    /** Usernames of the accounts holding a role (for the refusal to delete it). */
    holders: (name: string): string[] =>
      db
        .prepare("SELECT u.username FROM users u, json_each(u.roles) j WHERE j.value = ? ORDER BY u.id")
        .pluck()
        .all(name) as string[],

    existingRoles: (names: string[]): Set<string> =>
      new Set(
        names.length
          ? (db
              .prepare(`SELECT name FROM roles WHERE name IN (${names.map(() => "?").join(",")})`)
              .pluck()
              .all(...names) as string[])
          : [],
      ),

    listAccounts(q: AccountQuery, pageNo: number, pageSize: number): { list: StaffAccount[]; total: number } {
      const where: string[] = [];
      const params: unknown[] = [];
      const keyword = q.keyword?.trim();
      if (keyword) {
        where.push("(username LIKE ? ESCAPE '\\' OR nickname LIKE ? ESCAPE '\\' OR phone LIKE ? ESCAPE '\\')");
        params.push(likeArg(keyword), likeArg(keyword), likeArg(keyword));
      }
      if (q.role) {
        where.push("EXISTS (SELECT 1 FROM json_each(users.roles) j WHERE j.value = ?)");
        params.push(q.role);
      }
      if (q.disabled !== undefined) {
        where.push("disabled = ?");
        params.push(q.disabled ? 1 : 0);
      }
      const sql = where.length ? `WHERE ${where.join(" AND ")}` : "";
      const total = db
        .prepare(`SELECT COUNT(*) FROM users ${sql}`)
        .pluck()
        .get(...params) as number;
      const rows = db
        .prepare(`SELECT * FROM users ${sql} ORDER BY id LIMIT ? OFFSET ?`)
        .all(...params, pageSize, (pageNo - 1) * pageSize) as UserRow[];
      return { list: rows.map(toAccount), total };
    },

    findAccount: (id: number): StaffAccount | undefined => {
      const row = userById.get(id);
      return row ? toAccount(row) : undefined;
    },

    updateAccount(a: Pick<StaffAccount, "id" | "nickname" | "roles" | "disabled">) {
      db.prepare("UPDATE users SET nickname = ?, roles = ?, disabled = ? WHERE id = ?").run(
        a.nickname,
        JSON.stringify(a.roles),
        a.disabled ? 1 : 0,
        a.id,
      );
    },
  };
}

export type AuthorityRepository = ReturnType<typeof authorityRepository>;

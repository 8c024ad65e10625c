import { sql } from "kysely";
import type { Store } from "../../db/index.js";
import { hashPasswordSync, hashToken, newToken } from "./password.js";

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  is_admin: number;
  roles: string;
  avatar: string;
  nickname: string;
  phone: string;
  email: string;
  disabled: number;
  /** The language the user chose (`zh-CN`, `en-US`), or "" when they have not chosen (migration 017). */
  locale: string;
  last_login_at: string | null;
  created_at: string;
  /** app.json `accountAttributes` by name, as JSON (migration 022). */
  attributes: string;
}

export interface TokenRow {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked: number;
  /** The login this token descends from (renewals keep it); null on tokens older than migration 009. */
  session_started_at: number | null;
}

/** Session lifetimes: a token lives 12 h; for a day after that it can still be swapped for a new one (402). */
export const TOKEN_TTL_MS = 12 * 3600_000;
export const TOKEN_GRACE_MS = 24 * 3600_000;
/** However often renewed, a session ends a week after its login unless app.json `security.sessionMaxHours` says otherwise. */
export const SESSION_MAX_MS = 168 * 3600_000;

/** Users, roles and tokens, on the store (SQLite or PostgreSQL). */
export function accountRepository(store: Store, now: () => number) {
  const { db } = store;
  // Names are one account whatever their case (SQLite's NOCASE, PostgreSQL's lower() index).
  const byName = (username: string) =>
    db
      .selectFrom("users")
      .selectAll()
      .where(sql<string>`lower(username)`, "=", username.toLowerCase())
      .executeTakeFirst() as Promise<UserRow | undefined>;

  /**
   * What the user's roles grant, read on every request so a change in 权限管理 applies at once:
   * the union of their abilities, and of their pages (null when one of them is not limited to pages).
   */
  async function grantsOf(roles: string[]): Promise<{ ability: string[]; pages: string[] | null }> {
    const ability = new Set<string>();
    let pages: Set<string> | null = new Set();
    const rows: { abilities: string; routes: string | null }[] = roles.length
      ? await db.selectFrom("roles").select(["abilities", "routes"]).where("name", "in", roles).execute()
      : [];
    for (const row of rows) {
      for (const a of JSON.parse(row.abilities) as string[]) ability.add(a);
      if (row.routes === null) pages = null;
      else if (pages) for (const p of JSON.parse(row.routes) as string[]) pages.add(p);
    }
    return { ability: [...ability], pages: pages && [...pages] };
  }

  return {
    findByName: byName,
    findById: (id: number) =>
      db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst() as Promise<UserRow | undefined>,

    /** Creates an account; `passwordHash` comes from `await hashPassword()`, or the plain `password` is hashed here (seeding only). */
    async createUser(u: {
      username: string;
      password?: string;
      passwordHash?: string;
      isAdmin?: boolean;
      roles?: string[];
      avatar?: string;
      nickname?: string;
      /** app.json `accountAttributes`, by name. */
      attributes?: Record<string, unknown>;
    }): Promise<number> {
      const row = await db
        .insertInto("users")
        .values({
          username: u.username,
          password_hash: u.passwordHash ?? hashPasswordSync(u.password ?? ""),
          is_admin: u.isAdmin ? 1 : 0,
          roles: JSON.stringify(u.roles ?? []),
          avatar: u.avatar ?? "",
          nickname: u.nickname ?? u.username,
          attributes: JSON.stringify(u.attributes ?? {}),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /** Stores a new password's hash (from `await hashPassword()`: hashing never blocks a request). */
    async setPasswordHash(userId: number, passwordHash: string) {
      await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
    },

    /** The fields of 个人信息 the caller may change about themselves. */
    async updateProfile(userId: number, p: { nickname: string; phone: string; email: string; avatar: string }) {
      await db.updateTable("users").set(p).where("id", "=", userId).execute();
    },

    /** Remembers the user's language (`PUT /account/locale`). */
    async setLocale(userId: number, locale: string) {
      await db.updateTable("users").set({ locale }).where("id", "=", userId).execute();
    },

    async touchLogin(userId: number) {
      await db
        .updateTable("users")
        .set({ last_login_at: new Date(now()).toISOString() })
        .where("id", "=", userId)
        .execute();
    },

    grantsOf,

    /** Names and titles of roles, in the order given; a name no role has keeps itself as title. */
    async roleTitles(names: string[]): Promise<{ name: string; title: string }[]> {
      const rows: { name: string; title: string }[] = names.length
        ? await db.selectFrom("roles").select(["name", "title"]).where("name", "in", names).execute()
        : [];
      const titles = new Map(rows.map((r) => [r.name, r.title]));
      return names.map((name) => ({ name, title: titles.get(name) ?? name }));
    },

    /**
     * Creates a role when it is missing; an existing one keeps what an admin made of it. `routes`: the
     * pages it may open (null or absent: every page its meta.roles allow).
     */
    async ensureRole(name: string, title: string, abilities: string[], description = "", routes?: string[] | null) {
      await db
        .insertInto("roles")
        .values({
          name,
          title,
          abilities: JSON.stringify(abilities),
          description,
          routes: routes ? JSON.stringify(routes) : null,
        })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
    },

    /** A new token; a renewal passes the session's first login so the session keeps its absolute lifetime. */
    async issueToken(userId: number, sessionStartedAt?: number): Promise<string> {
      const token = newToken();
      const t = now();
      await db
        .insertInto("tokens")
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          created_at: t,
          expires_at: t + TOKEN_TTL_MS,
          session_started_at: sessionStartedAt ?? t,
        })
        .execute();
      return token;
    },

    /** A token and its account, in one read: the session check every request makes. */
    async sessionOf(token: string): Promise<{ token: TokenRow; user: UserRow } | undefined> {
      const row = await db
        .selectFrom("tokens as t")
        .innerJoin("users as u", "u.id", "t.user_id")
        .selectAll("u")
        .select([
          "t.token_hash",
          "t.user_id",
          "t.created_at as token_created_at",
          "t.expires_at",
          "t.revoked",
          "t.session_started_at",
        ])
        .where("t.token_hash", "=", hashToken(token))
        .executeTakeFirst();
      if (!row) return undefined;
      const { token_hash, user_id, token_created_at, expires_at, revoked, session_started_at, ...user } = row;
      return {
        token: { token_hash, user_id, created_at: token_created_at, expires_at, revoked, session_started_at },
        user: user as UserRow,
      };
    },

    async revokeToken(token: string) {
      await db.updateTable("tokens").set({ revoked: 1 }).where("token_hash", "=", hashToken(token)).execute();
    },

    /** Ends every session of the user but the one of `except` (退出所有设备 passes none). */
    async revokeAllTokens(userId: number, except?: string) {
      await db
        .updateTable("tokens")
        .set({ revoked: 1 })
        .where("user_id", "=", userId)
        .where("token_hash", "!=", except ? hashToken(except) : "")
        .execute();
    },

    /** Tokens past their grace window are of no use to anyone: forget them. */
    async purgeTokens() {
      await db
        .deleteFrom("tokens")
        .where((eb) => eb.or([eb("expires_at", "<", now() - TOKEN_GRACE_MS), eb("revoked", "=", 1)]))
        .execute();
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;

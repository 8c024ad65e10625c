import type { DB } from "../../plugins/database.js";
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
  last_login_at: string | null;
  created_at: string;
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

/** Users, roles and tokens. */
export function accountRepository(db: DB, now: () => number) {
  const byName = db.prepare<[string], UserRow>("SELECT * FROM users WHERE username = ?");
  const byId = db.prepare<[number], UserRow>("SELECT * FROM users WHERE id = ?");
  const tokenByHash = db.prepare<[string], TokenRow>("SELECT * FROM tokens WHERE token_hash = ?");
  const insertToken = db.prepare(
    "INSERT INTO tokens (token_hash, user_id, created_at, expires_at, session_started_at) VALUES (?, ?, ?, ?, ?)",
  );
  const roleGrants = db.prepare<[string], { abilities: string; routes: string | null }>(
    "SELECT abilities, routes FROM roles WHERE name = ?",
  );

  /**
   * What the user's roles grant, read on every request so a change in 权限管理 applies at once:
   * the union of their abilities, and of their pages (null when one of them is not limited to pages).
   */
  function grantsOf(roles: string[]): { ability: string[]; pages: string[] | null } {
    const ability = new Set<string>();
    let pages: Set<string> | null = new Set();
    for (const role of roles) {
      const row = roleGrants.get(role);
      if (!row) continue;
      for (const a of JSON.parse(row.abilities) as string[]) ability.add(a);
      if (row.routes === null) pages = null;
      else if (pages) for (const p of JSON.parse(row.routes) as string[]) pages.add(p);
    }
    return { ability: [...ability], pages: pages && [...pages] };
  }

  return {
    findByName: (username: string) => byName.get(username),
    findById: (id: number) => byId.get(id),

    /** Creates an account; `passwordHash` comes from `await hashPassword()`, or the plain `password` is hashed here (seeding only). */
    createUser(u: {
      username: string;
      password?: string;
      passwordHash?: string;
      isAdmin?: boolean;
      roles?: string[];
      avatar?: string;
      nickname?: string;
    }) {
      const info = db
        .prepare(
          "INSERT INTO users (username, password_hash, is_admin, roles, avatar, nickname) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .run(
          u.username,
          u.passwordHash ?? hashPasswordSync(u.password ?? ""),
          u.isAdmin ? 1 : 0,
          JSON.stringify(u.roles ?? []),
          u.avatar ?? "",
          u.nickname ?? u.username,
        );
      return Number(info.lastInsertRowid);
    },

    /** Stores a new password's hash (from `await hashPassword()`: hashing never blocks a request). */
    setPasswordHash(userId: number, passwordHash: string) {
      db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(passwordHash, userId);
    },

    /** The fields of 个人信息 the caller may change about themselves. */
    updateProfile(userId: number, p: { nickname: string; phone: string; email: string; avatar: string }) {
      db.prepare("UPDATE users SET nickname = ?, phone = ?, email = ?, avatar = ? WHERE id = ?").run(
        p.nickname,
        p.phone,
        p.email,
        p.avatar,
        userId,
      );
    },

    touchLogin(userId: number) {
      db.prepare("UPDATE users SET last_login_at = ? WHERE id = ?").run(new Date(now()).toISOString(), userId);
    },

    grantsOf,

    /** Abilities are the union of the user's roles' abilities. */
    abilitiesOf: (roles: string[]): string[] => grantsOf(roles).ability,

    /** Names and titles of roles, in the order given; a name no role has keeps itself as title. */
    roleTitles(names: string[]): { name: string; title: string }[] {
      const title = db.prepare<[string], { title: string }>("SELECT title FROM roles WHERE name = ?");
      return names.map((name) => ({ name, title: title.get(name)?.title ?? name }));
    },

    /** Creates a role when it is missing; an existing one keeps what an admin made of it. */
    ensureRole(name: string, title: string, abilities: string[], description = "") {
      db.prepare("INSERT OR IGNORE INTO roles (name, title, abilities, description) VALUES (?, ?, ?, ?)").run(
        name,
        title,
        JSON.stringify(abilities),
        description,
      );
    },

    /** A new token; a renewal passes the session's first login so the session keeps its absolute lifetime. */
    issueToken(userId: number, sessionStartedAt?: number): string {
      const token = newToken();
      const t = now();
      insertToken.run(hashToken(token), userId, t, t + TOKEN_TTL_MS, sessionStartedAt ?? t);
      return token;
    },

    findToken: (token: string) => tokenByHash.get(hashToken(token)),

    revokeToken(token: string) {
      db.prepare("UPDATE tokens SET revoked = 1 WHERE token_hash = ?").run(hashToken(token));
    },

    /** Ends every session of the user but the one of `except` (退出所有设备 passes none). */
    revokeAllTokens(userId: number, except?: string) {
      db.prepare("UPDATE tokens SET revoked = 1 WHERE user_id = ? AND token_hash != ?").run(
        userId,
        except ? hashToken(except) : "",
      );
    },

    /** Tokens past their grace window are of no use to anyone: forget them. */
    purgeTokens() {
      db.prepare("DELETE FROM tokens WHERE expires_at < ? OR revoked = 1").run(now() - TOKEN_GRACE_MS);
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;

import fp from "fastify-plugin";
import { parseAttributes, type Attributes } from "../modules/authority/attributes.js";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { can, type AccessRecord, type AccessRuleInput } from "../../src/common/access.js";
import { AppError, fail } from "./errors.js";
import { SESSION_MAX_MS, TOKEN_GRACE_MS, type AccountRepository } from "../modules/account/repository.js";
import type { PageGate } from "./page-gate.js";
import type { Store } from "../db/index.js";
import { hashToken } from "../modules/account/password.js";

/** The caller, as every handler sees it. */
export interface SessionUser extends AccessRecord {
  id: number;
  username: string;
  avatar: string;
  /** Route names the roles allow (权限管理 → 可见页面); null: every route `meta.roles` allows. */
  pages: string[] | null;
  /** What the account carries besides its roles (app.json `accountAttributes`), read on every request. */
  attributes: Attributes;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The logged-in caller; null on public routes when no valid token came. */
    user: SessionUser | null;
    /** The raw token of this request, when one came and was valid. */
    token: string | null;
  }
  interface FastifyContextConfig {
    /** Open to visitors: no token needed (one is still read when sent). */
    public?: boolean;
    /** Who may call the route beyond being logged in (roles/abilities, spec §6). */
    access?: AccessRuleInput;
    /**
     * The pages (route names of config/routes.json) this route serves: a caller who may open none
     * of them is refused (403). Bespoke modules name theirs; resource routes are known by their URL.
     */
    pages?: string[];
  }
}

export interface AuthOptions {
  accounts: AccountRepository;
  tokenHeader: string;
  now: () => number;
  /** Where the API is mounted; other URLs (the UI) are not checked. */
  apiBase: string;
  /** URL prefixes under the API that need no token (the OpenAPI page). */
  publicPrefixes?: string[];
  /** Which pages a route serves and which the caller may open; without it pages are not checked. */
  pages?: PageGate;
  /** Absolute lifetime of a session from its login (app.json `security.sessionMaxHours`; default a week). */
  sessionMaxMs?: number;
  /** The store: on SQLite, sessions are kept between requests while nothing in the database changed. */
  store?: Store;
}

type Session = NonNullable<Awaited<ReturnType<AccountRepository["sessionOf"]>>>;

/** What one token's requests read from the database: its row, its user and the grants of their roles. */
interface SessionRead {
  session: Session | undefined;
  /** The caller built from them, once: only the times are checked again on each request. */
  user?: SessionUser;
}

const MAX_SESSIONS = 1000;

/**
 * The session reads of tokens, kept while the SQLite file is unchanged (docs/architecture.md, "Per-request
 * overhead"). The stamp is the count cache's: total_changes() moves with every row this process writes
 * (a logout, a password change, a role edited in 权限管理, 禁用), data_version with any other connection's
 * write to the file, so a hit is exactly what reading again would give. It is read before the rows, so a
 * write between the two can only make the next request read again. Time is not cached: expiry is checked
 * on every request. On PostgreSQL another process may revoke a session at any moment and nothing in this
 * one would hear of it: there every request reads.
 */
function sessionReads(opts: AuthOptions) {
  const store = opts.store;
  if (store?.dialect !== "sqlite") return undefined;
  const kept = new Map<string, { stamp: string; read: SessionRead }>();
  return {
    async session(token: string): Promise<{ stamp: string; read: SessionRead }> {
      const stamp = await store.changeStamp("");
      // Kept under the token's hash, as the database keeps it: no live token sits in the process's memory.
      const key = hashToken(token);
      const hit = kept.get(key);
      if (hit && hit.stamp === stamp) return hit;
      const entry = { stamp, read: { session: await opts.accounts.sessionOf(token) } };
      // Unknown tokens are not kept: guessing them would only fill the map.
      if (entry.read.session) {
        if (kept.size >= MAX_SESSIONS && !kept.has(key)) kept.delete(kept.keys().next().value!);
        kept.set(key, entry);
      } else kept.delete(key);
      return entry;
    },
  };
}

/** Loads the session behind a token, or says precisely why there is none. */
async function resolveSession(
  opts: AuthOptions,
  token: string,
  reads?: ReturnType<typeof sessionReads>,
): Promise<SessionUser> {
  const cached = await reads?.session(token);
  const session = cached ? cached.read.session : await opts.accounts.sessionOf(token);
  if (!session || session.token.revoked) throw fail.unauthenticated();
  const { token: row, user } = session;
  if (user.disabled) throw new AppError(12002, 401);
  const t = opts.now();
  // However often it was renewed, a session ends this long after its login: then one logs in again.
  const started = row.session_started_at ?? row.created_at;
  if (t >= started + (opts.sessionMaxMs ?? SESSION_MAX_MS)) throw fail.unauthenticated();
  if (row.expires_at <= t) {
    // Inside the grace window the client swaps the stale token for a new one and replays (402).
    if (t < row.expires_at + TOKEN_GRACE_MS) {
      const fresh = await opts.accounts.issueToken(user.id, started);
      await opts.accounts.revokeToken(token);
      throw new AppError(402, 402, { token: fresh });
    }
    throw fail.unauthenticated();
  }
  if (cached?.read.user) return cached.read.user;
  const roles = JSON.parse(user.roles) as string[];
  const base = {
    id: user.id,
    username: user.username,
    avatar: user.avatar,
    admin: user.is_admin === 1,
    attributes: parseAttributes(user.attributes),
  };
  let caller: SessionUser;
  // The admin flag grants everything: no role needs reading.
  if (user.is_admin)
    caller = { ...base, roles: [...new Set(["admin", ...roles])], ability: ["READ", "WRITE", "DELETE"], pages: null };
  else {
    // Read on every request (or kept under the stamp, which any change moves): a change in 权限管理 applies
    // from the caller's next request.
    const grants = await opts.accounts.grantsOf(roles);
    caller = { ...base, roles, ability: grants.ability, pages: grants.pages };
  }
  // Shared by the token's requests while the stamp holds: frozen, so no handler can change another's caller.
  if (cached) cached.read.user = deepFreeze(caller);
  return caller;
}

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (inner && typeof inner === "object") deepFreeze(inner);
  return Object.freeze(value);
}

/**
 * The token a request carries: the app's own header (app.json `tokenHeader`), else the standard
 * `Authorization: Bearer <token>` that generic clients (Refine's simple-rest, curl, API tools) send.
 */
export function tokenOf(request: FastifyRequest, tokenHeader: string): string | undefined {
  const header = request.headers[tokenHeader.toLowerCase()];
  const own = Array.isArray(header) ? header[0] : header;
  if (own) return own;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  return bearer?.[1];
}

/**
 * Every API route needs a valid token unless its config says `public: true`; a route's
 * `config.access` is then checked against the caller's roles and abilities, and the pages it
 * serves against the pages the caller may open (403 either way).
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  app.decorateRequest("user", null);
  app.decorateRequest("token", null);
  const reads = sessionReads(opts);

  app.addHook("onRequest", async (request: FastifyRequest) => {
    const config = request.routeOptions.config ?? {};
    // The route that matched decides, not the raw URL: the router decodes `/%61pi/…` to `/api/…`,
    // so a check on request.url would let an encoded path past the token.
    const route = request.routeOptions.url ?? "";
    if (!route.startsWith(`${opts.apiBase}/`) || request.is404) return;
    if (opts.publicPrefixes?.some((p) => route.startsWith(p))) return;
    const token = tokenOf(request, opts.tokenHeader);
    if (config.public) {
      if (token) {
        try {
          request.user = await resolveSession(opts, token, reads);
          request.token = token;
        } catch {
          // A stale token on a public route is simply ignored.
        }
      }
      return;
    }
    if (!token) throw fail.unauthenticated();
    request.user = await resolveSession(opts, token, reads);
    request.token = token;
    if (config.access && !can(request.user, config.access)) throw fail.forbidden();
    const pages = opts.pages?.pagesOf({ url: route, method: request.method, pages: config.pages });
    if (pages && !request.user.admin) {
      const visible = opts.pages!.visible(request.user);
      if (!pages.some((p) => visible.has(p))) throw fail.forbidden();
    }
  });
});

/** The caller of an authenticated route (the hook guarantees one). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw fail.unauthenticated();
  return request.user;
}

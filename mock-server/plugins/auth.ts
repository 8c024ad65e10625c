import fp from "fastify-plugin";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { can, type AccessRecord, type AccessRuleInput } from "../../src/common/access.js";
import { AppError, fail } from "./errors.js";
import { SESSION_MAX_MS, TOKEN_GRACE_MS, type AccountRepository } from "../modules/account/repository.js";
import type { PageGate } from "./page-gate.js";

/** The caller, as every handler sees it. */
export interface SessionUser extends AccessRecord {
  id: number;
  username: string;
  avatar: string;
  /** Route names the roles allow (权限管理 → 可见页面); null: every route `meta.roles` allows. */
  pages: string[] | null;
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
}

/** Loads the session behind a token, or says precisely why there is none. */
async function resolveSession(opts: AuthOptions, token: string): Promise<SessionUser> {
  const session = await opts.accounts.sessionOf(token);
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
  const roles = JSON.parse(user.roles) as string[];
  const base = { id: user.id, username: user.username, avatar: user.avatar, admin: user.is_admin === 1 };
  // The admin flag grants everything: no role needs reading.
  if (user.is_admin)
    return { ...base, roles: [...new Set(["admin", ...roles])], ability: ["READ", "WRITE", "DELETE"], pages: null };
  // Read on every request: a change in 权限管理 applies from the caller's next request.
  const grants = await opts.accounts.grantsOf(roles);
  return { ...base, roles, ability: grants.ability, pages: grants.pages };
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
          request.user = await resolveSession(opts, token);
          request.token = token;
        } catch {
          // A stale token on a public route is simply ignored.
        }
      }
      return;
    }
    if (!token) throw fail.unauthenticated();
    request.user = await resolveSession(opts, token);
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

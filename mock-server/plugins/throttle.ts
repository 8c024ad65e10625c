import type { FastifyReply } from "fastify";
import type { SecuritySettings } from "../../src/types/generated/app.js";
import type { DB } from "./database.js";
import { AppError } from "./errors.js";

/** What is throttled: staff logins and password changes, student logins and password changes, registrations. */
export type ThrottleKind = "staff" | "student" | "register";

export interface ThrottleLimits {
  maxFailures: number;
  maxFailuresPerAddress: number;
  windowMs: number;
}

/** The limits of app.json `security`, with their defaults (schemas/app.schema.json). */
export function throttleLimits(s: SecuritySettings = {}): ThrottleLimits {
  return {
    maxFailures: s.maxFailures ?? 5,
    maxFailuresPerAddress: s.maxFailuresPerAddress ?? 30,
    windowMs: (s.failureWindowMinutes ?? 15) * 60_000,
  };
}

const account = (name: string) => `acct:${name.trim().toLowerCase()}`;
const address = (ip: string) => `addr:${ip}`;

/**
 * Failed attempts per account and per network address, counted in the database (login_failures)
 * so that every server process sees the same counts. A subject that made `max` failures within
 * the window is refused (429 + Retry-After) until the oldest of them leaves the window, even
 * with the right password: guessing stops at `max` tries per window.
 */
export function loginThrottle(db: DB, now: () => number, limits: ThrottleLimits) {
  const nthNewest = db.prepare<[string, string, number, number], { at: number }>(
    "SELECT at FROM login_failures WHERE subject = ? AND kind = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?",
  );
  const insert = db.prepare("INSERT INTO login_failures (kind, subject, at) VALUES (?, ?, ?)");
  const clearSubject = db.prepare("DELETE FROM login_failures WHERE kind = ? AND subject = ?");
  const prune = db.prepare("DELETE FROM login_failures WHERE at <= ?");

  /** Milliseconds until `subject` may try again; 0 when it may now. */
  function wait(kind: ThrottleKind, subject: string, max: number): number {
    const t = now();
    const row = nthNewest.get(subject, kind, t - limits.windowMs, max - 1);
    return row ? row.at + limits.windowMs - t : 0;
  }

  /** Milliseconds until this account (when named) and this address may try again. */
  function retryAfter(kind: ThrottleKind, name: string | null, ip: string): number {
    const byAccount = name ? wait(kind, account(name), limits.maxFailures) : 0;
    return Math.max(byAccount, wait(kind, address(ip), limits.maxFailuresPerAddress));
  }

  return {
    /** Refuses with 429, `Retry-After` and the minutes to wait when the account or address used up its tries. */
    check(reply: FastifyReply, kind: ThrottleKind, name: string | null, ip: string): void {
      const ms = retryAfter(kind, name, ip);
      if (ms <= 0) return;
      reply.header("Retry-After", String(Math.ceil(ms / 1000)));
      const minutes = Math.ceil(ms / 60_000);
      throw new AppError(11011, 429, { retry_after: Math.ceil(ms / 1000) }, `尝试次数过多，请${minutes}分钟后再试`);
    },

    /** Counts one failure (or, for registrations, one attempt) of the account and of the address. */
    fail(kind: ThrottleKind, name: string | null, ip: string): void {
      const t = now();
      db.transaction(() => {
        prune.run(t - limits.windowMs);
        if (name) insert.run(kind, account(name), t);
        insert.run(kind, address(ip), t);
      })();
    },

    /** A success forgets the account's failures (not the address's: one address may guess many accounts). */
    succeed(kind: ThrottleKind, name: string): void {
      clearSubject.run(kind, account(name));
    },

    /** When the account's lock ends (epoch ms), or null when it is not locked. */
    lockedUntil(kind: ThrottleKind, name: string): number | null {
      const ms = wait(kind, account(name), limits.maxFailures);
      return ms > 0 ? now() + ms : null;
    },

    /** 权限管理 → 解锁: the account may try again at once. */
    unlock(kind: ThrottleKind, name: string): void {
      clearSubject.run(kind, account(name));
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;

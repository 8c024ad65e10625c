import type { FastifyReply } from "fastify";
import type { SecuritySettings } from "../../src/types/generated/app.js";
import type { Store } from "../db/index.js";
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
export function loginThrottle(store: Store, now: () => number, limits: ThrottleLimits) {
  const { db } = store;

  /** Milliseconds until `subject` may try again; 0 when it may now. */
  async function wait(kind: ThrottleKind, subject: string, max: number): Promise<number> {
    const t = now();
    const row = await db
      .selectFrom("login_failures")
      .select("at")
      .where("subject", "=", subject)
      .where("kind", "=", kind)
      .where("at", ">", t - limits.windowMs)
      .orderBy("at", "desc")
      .limit(1)
      .offset(max - 1)
      .executeTakeFirst();
    return row ? Number(row.at) + limits.windowMs - t : 0;
  }

  /** Milliseconds until this account (when named) and this address may try again. */
  async function retryAfter(kind: ThrottleKind, name: string | null, ip: string): Promise<number> {
    const byAccount = name ? await wait(kind, account(name), limits.maxFailures) : 0;
    return Math.max(byAccount, await wait(kind, address(ip), limits.maxFailuresPerAddress));
  }

  const clear = (kind: ThrottleKind, name: string) =>
    db.deleteFrom("login_failures").where("kind", "=", kind).where("subject", "=", account(name)).execute();

  return {
    /** Refuses with 429, `Retry-After` and the minutes to wait when the account or address used up its tries. */
    async check(reply: FastifyReply, kind: ThrottleKind, name: string | null, ip: string): Promise<void> {
      const ms = await retryAfter(kind, name, ip);
      if (ms <= 0) return;
      reply.header("Retry-After", String(Math.ceil(ms / 1000)));
      const minutes = Math.ceil(ms / 60_000);
      throw new AppError(11011, 429, { retry_after: Math.ceil(ms / 1000) }, `尝试次数过多，请${minutes}分钟后再试`);
    },

    /** Counts one failure (or, for registrations, one attempt) of the account and of the address. */
    async fail(kind: ThrottleKind, name: string | null, ip: string): Promise<void> {
      const t = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom("login_failures")
          .where("at", "<=", t - limits.windowMs)
          .execute();
        const rows = [{ kind, subject: address(ip), at: t }];
        if (name) rows.unshift({ kind, subject: account(name), at: t });
        await trx.insertInto("login_failures").values(rows).execute();
      });
    },

    /** A success forgets the account's failures (not the address's: one address may guess many accounts). */
    async succeed(kind: ThrottleKind, name: string): Promise<void> {
      await clear(kind, name);
    },

    /** When the account's lock ends (epoch ms), or null when it is not locked. */
    async lockedUntil(kind: ThrottleKind, name: string): Promise<number | null> {
      const ms = await wait(kind, account(name), limits.maxFailures);
      return ms > 0 ? now() + ms : null;
    },

    /** 权限管理 → 解锁: the account may try again at once. */
    async unlock(kind: ThrottleKind, name: string): Promise<void> {
      await clear(kind, name);
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;

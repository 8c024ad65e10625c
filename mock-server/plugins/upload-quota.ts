import { sql } from "kysely";
import type { SessionUser } from "./auth.js";
import type { Store } from "../db/index.js";
import { AppError } from "./errors.js";

/**
 * Upload quota per account: what an account uploaded in all (images, files of file fields, handouts,
 * avatars) is counted in the database (upload_usage) and refused past its limit with 11013: `guestBytes`
 * for an account without a role (self-registered, waiting for an admin to grant one), `staffBytes` for
 * one with a role. Accounts with the admin flag are not limited. Files the upkeep sweeps (no row holds
 * them) are given back (resources/files/sweep.ts).
 */
export function uploadQuota(store: Store, guestBytes: number, staffBytes = Infinity) {
  const { db } = store;
  const used = async (userId: number): Promise<number> => {
    const row = await db.selectFrom("upload_usage").select("bytes").where("user_id", "=", userId).executeTakeFirst();
    return Number(row?.bytes ?? 0);
  };
  const limitOf = (user: SessionUser) => (user.admin ? Infinity : user.roles.length === 0 ? guestBytes : staffBytes);
  const limited = (user: SessionUser) => Number.isFinite(limitOf(user));
  const sizeText = (bytes: number) =>
    bytes >= 1024 * 1024 * 1024
      ? `${Math.round((bytes / 1024 / 1024 / 1024) * 10) / 10}GB`
      : bytes >= 1024 * 1024
        ? `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB`
        : `${Math.round(bytes / 1024)}KB`;
  const refuse = (user: SessionUser) =>
    new AppError(11013, 403, null, `已达上传空间上限（${sizeText(limitOf(user))}），请联系管理员`);

  return {
    /** Refuses before reading the upload when the account has nothing left. */
    async check(user: SessionUser): Promise<void> {
      if (limited(user) && (await used(user.id)) >= limitOf(user)) throw refuse(user);
    },
    /**
     * Counts a stored upload of `bytes`; when it does not fit in what was left, `undo` removes it and
     * the upload is refused.
     */
    async charge(user: SessionUser, bytes: number, undo: () => Promise<void>): Promise<void> {
      if (!limited(user)) return;
      // Read and added in one transaction: two uploads at once cannot both take the last bytes.
      const fits = await db.transaction().execute(async (trx) => {
        const row = await store
          .forUpdate(trx.selectFrom("upload_usage").select("bytes").where("user_id", "=", user.id))
          .executeTakeFirst();
        if (Number(row?.bytes ?? 0) + bytes > limitOf(user)) return false;
        await trx
          .insertInto("upload_usage")
          .values({ user_id: user.id, bytes })
          .onConflict((oc) => oc.column("user_id").doUpdateSet({ bytes: sql`upload_usage.bytes + excluded.bytes` }))
          .execute();
        return true;
      });
      if (!fits) {
        await undo();
        throw refuse(user);
      }
    },
  };
}

export type UploadQuota = ReturnType<typeof uploadQuota>;

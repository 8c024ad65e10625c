import { sql } from "kysely";
import type { SessionUser } from "./auth.js";
import type { Store } from "../db/index.js";
import { AppError } from "./errors.js";

/**
 * Upload quota of accounts without a role (self-registered, waiting for an admin to grant one): what
 * they uploaded in all is counted in the database (upload_usage) and refused past `limitBytes`.
 * Accounts with a role or the admin flag are staff and are not limited.
 */
export function uploadQuota(store: Store, limitBytes: number) {
  const { db } = store;
  const used = async (userId: number): Promise<number> => {
    const row = await db.selectFrom("upload_usage").select("bytes").where("user_id", "=", userId).executeTakeFirst();
    return Number(row?.bytes ?? 0);
  };
  const limited = (user: SessionUser) => !user.admin && user.roles.length === 0;
  const size =
    limitBytes >= 1024 * 1024
      ? `${Math.round((limitBytes / 1024 / 1024) * 10) / 10}MB`
      : `${Math.round(limitBytes / 1024)}KB`;
  const refuse = () => new AppError(11013, 403, null, `已达上传空间上限（${size}），请联系管理员`);

  return {
    /** Refuses before reading the upload when the account has nothing left. */
    async check(user: SessionUser): Promise<void> {
      if (limited(user) && (await used(user.id)) >= limitBytes) throw refuse();
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
        if (Number(row?.bytes ?? 0) + bytes > limitBytes) return false;
        await trx
          .insertInto("upload_usage")
          .values({ user_id: user.id, bytes })
          .onConflict((oc) => oc.column("user_id").doUpdateSet({ bytes: sql`upload_usage.bytes + excluded.bytes` }))
          .execute();
        return true;
      });
      if (!fits) {
        await undo();
        throw refuse();
      }
    },
  };
}

export type UploadQuota = ReturnType<typeof uploadQuota>;

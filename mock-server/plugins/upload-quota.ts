import type { SessionUser } from "./auth.js";
import type { DB } from "./database.js";
import { AppError } from "./errors.js";

/**
 * Upload quota of accounts without a role (self-registered, waiting for an admin to grant one): what
 * they uploaded in all is counted in the database (upload_usage) and refused past `limitBytes`.
 * Accounts with a role or the admin flag are staff and are not limited.
 */
export function uploadQuota(db: DB, limitBytes: number) {
  const used = db.prepare<[number], { bytes: number }>("SELECT bytes FROM upload_usage WHERE user_id = ?");
  const add = db.prepare(
    `INSERT INTO upload_usage (user_id, bytes) VALUES (?, ?)
     ON CONFLICT(user_id) DO UPDATE SET bytes = bytes + excluded.bytes`,
  );
  const limited = (user: SessionUser) => !user.admin && user.roles.length === 0;
  const size =
    limitBytes >= 1024 * 1024
      ? `${Math.round((limitBytes / 1024 / 1024) * 10) / 10}MB`
      : `${Math.round(limitBytes / 1024)}KB`;
  const refuse = () => new AppError(11013, 403, null, `已达上传空间上限（${size}），请联系管理员`);

  return {
    /** Refuses before reading the upload when the account has nothing left. */
    check(user: SessionUser): void {
      if (limited(user) && (used.get(user.id)?.bytes ?? 0) >= limitBytes) throw refuse();
    },
    /**
     * Counts a stored upload of `bytes`; when it does not fit in what was left, `undo` removes it and
     * the upload is refused.
     */
    async charge(user: SessionUser, bytes: number, undo: () => Promise<void>): Promise<void> {
      if (!limited(user)) return;
      if ((used.get(user.id)?.bytes ?? 0) + bytes > limitBytes) {
        await undo();
        throw refuse();
      }
      add.run(user.id, bytes);
    },
  };
}

export type UploadQuota = ReturnType<typeof uploadQuota>;

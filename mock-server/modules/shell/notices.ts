import { sql } from "kysely";
import type { Db } from "../../db/index.js";

export type NoticeKind = "notice" | "email";

interface NoticeRow {
  id: number;
  kind: NoticeKind;
  image: string;
  text: string;
  email: string;
  created_at: string;
}

/**
 * Per-user notices and mails shown in the header's popover; clearing hides them for good. On the
 * store, or on a transaction (`noticeRepository(trx)`) whose write they belong to.
 */
export function noticeRepository(db: Db) {
  return {
    async add(userId: number, kind: NoticeKind, text: string, image = "", email = ""): Promise<void> {
      await db.insertInto("notices").values({ user_id: userId, kind, text, image, email }).execute();
    },

    /** The same notice to every account, in one statement. */
    async toEveryone(text: string): Promise<void> {
      await db
        .insertInto("notices")
        .columns(["user_id", "kind", "text"])
        .expression((eb) =>
          eb
            .selectFrom("users")
            .select(["id", sql.lit("notice").as("kind"), sql.val(text).as("text")])
            .orderBy("id"),
        )
        .execute();
    },

    async list(userId: number, kind?: NoticeKind) {
      let query = db
        .selectFrom("notices")
        .select(["id", "kind", "image", "text", "email", "created_at"])
        .where("user_id", "=", userId)
        .where("cleared", "=", 0);
      if (kind) query = query.where("kind", "=", kind);
      const rows = (await query.orderBy("id", "desc").limit(100).execute()) as NoticeRow[];
      // The popover's two tabs read `notice` and `email` (spec §3).
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        image: r.image,
        notice: r.kind === "notice" ? r.text : "",
        email: r.kind === "email" ? r.text : "",
        from: r.email,
        created_at: r.created_at,
      }));
    },

    async clear(userId: number, kind?: NoticeKind): Promise<number> {
      let query = db.updateTable("notices").set({ cleared: 1 }).where("user_id", "=", userId).where("cleared", "=", 0);
      if (kind) query = query.where("kind", "=", kind);
      const { numUpdatedRows } = await query.executeTakeFirst();
      return Number(numUpdatedRows);
    },
  };
}

export type NoticeRepository = ReturnType<typeof noticeRepository>;

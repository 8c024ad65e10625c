import type { DB } from "../../plugins/database.js";

export type NoticeKind = "notice" | "email";

interface NoticeRow {
  id: number;
  kind: NoticeKind;
  image: string;
  text: string;
  email: string;
  created_at: string;
}

/** Per-user notices and mails shown in the header's popover; clearing hides them for good. */
export function noticeRepository(db: DB) {
  return {
    add(userId: number, kind: NoticeKind, text: string, image = "", email = "") {
      db.prepare("INSERT INTO notices (user_id, kind, text, image, email) VALUES (?, ?, ?, ?, ?)").run(
        userId,
        kind,
        text,
        image,
        email,
      );
    },
    list(userId: number, kind?: NoticeKind) {
      const rows = db
        .prepare<[number, string | null, string | null], NoticeRow>(
          "SELECT id, kind, image, text, email, created_at FROM notices WHERE user_id = ? AND cleared = 0 AND (? IS NULL OR kind = ?) ORDER BY id DESC LIMIT 100",
        )
        .all(userId, kind ?? null, kind ?? null);
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
    clear(userId: number, kind?: NoticeKind): number {
      return db
        .prepare("UPDATE notices SET cleared = 1 WHERE user_id = ? AND cleared = 0 AND (? IS NULL OR kind = ?)")
        .run(userId, kind ?? null, kind ?? null).changes;
    },
  };
}

export type NoticeRepository = ReturnType<typeof noticeRepository>;

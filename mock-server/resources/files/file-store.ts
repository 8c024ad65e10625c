import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Db, Trx } from "../../db/index.js";

/** What the database keeps of a stored file of a `file` field (`record_files`). */
export interface RecordFile {
  key: string;
  resource: string;
  field: string;
  name: string;
  mime: string;
  size: number;
  public: boolean;
  uploaded_by: number | null;
  created_at: string;
}

/** Only names the upload generated: nothing else can become a path on disk. */
export const FILE_KEY = /^[0-9a-f]{32}\.[a-z0-9]{1,10}$/;

/**
 * Where a file lies in the shared upload folder: a private one in `files/` (the public `/uploads/`
 * serves no sub-folder, so it goes out only through the token-checked route), a public one beside the
 * images, served to anyone with its address.
 */
export function recordFilesDir(uploads: string, isPublic: boolean): string {
  if (isPublic) return uploads;
  const dir = join(uploads, "files");
  mkdirSync(dir, { recursive: true });
  return dir;
}

const fromRow = (row: Record<string, unknown>): RecordFile =>
  ({ ...row, size: Number(row.size), public: Number(row.public) === 1 }) as RecordFile;

/** The `record_files` rows, through the data layer (SQLite and PostgreSQL alike). */
export function recordFiles(db: Db | Trx) {
  return {
    async add(file: RecordFile): Promise<void> {
      await db
        .insertInto("record_files")
        .values({ ...file, public: file.public ? 1 : 0 })
        .execute();
    },
    async find(key: string): Promise<RecordFile | undefined> {
      const row = await db.selectFrom("record_files").selectAll().where("key", "=", key).executeTakeFirst();
      return row ? fromRow(row) : undefined;
    },
    /** The files of `keys` that belong to `resource`'s `field`, by key. */
    async ofField(resource: string, field: string, keys: string[]): Promise<Map<string, RecordFile>> {
      if (!keys.length) return new Map();
      const rows = await db
        .selectFrom("record_files")
        .selectAll()
        .where("resource", "=", resource)
        .where("field", "=", field)
        .where("key", "in", [...new Set(keys)])
        .execute();
      return new Map(rows.map((r) => [String(r.key), fromRow(r)]));
    },
  };
}

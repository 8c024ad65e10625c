import { rm } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "kysely";
import type { Db } from "../../db/index.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { DAY } from "../../maintenance/files.js";
import { rowsTable } from "../source.js";
import { tableSource } from "../../../src/common/resource-source.js";
import { fileFields } from "./file-rule.js";
import { FILE_KEY, recordFilesDir } from "./file-store.js";

/**
 * The stored files of `file` fields that no row holds a day after their upload: uploaded and never saved
 * with a form, or replaced by another file, or their row deleted. Each is deleted from the disk and from
 * `record_files`, and the uploader's counted usage (upload_usage) is given back. Only the fields of the
 * config serving are swept: the files of a resource taken out of the config, or of a module switched off,
 * stay until it returns. Answers the number of files deleted.
 */
export async function sweepRecordFiles(
  db: Db,
  resources: Record<string, ResourceConfig>,
  uploads: string,
  now: number,
): Promise<number> {
  const before = new Date(now - DAY).toISOString();
  let swept = 0;
  for (const res of Object.values(resources)) {
    if (tableSource(res)) continue;
    const table = rowsTable(resources, res.name);
    for (const { name } of fileFields(res)) {
      const unheld = await db
        .selectFrom("record_files as f")
        .select(["f.key", "f.public", "f.size", "f.uploaded_by"])
        .where("f.resource", "=", res.name)
        .where("f.field", "=", name)
        .where("f.created_at", "<", before)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom(table).select(sql.lit(1).as("held")).where(sql.ref(name), "=", sql.ref("f.key")))),
        )
        .execute();
      for (const file of unheld) {
        const key = String(file.key);
        if (!FILE_KEY.test(key)) continue;
        await rm(join(recordFilesDir(uploads, Number(file.public) === 1), key), { force: true });
        await db.deleteFrom("record_files").where("key", "=", key).execute();
        if (file.uploaded_by !== null) {
          const size = Number(file.size);
          await db
            .updateTable("upload_usage")
            .set({ bytes: sql`CASE WHEN bytes > ${size} THEN bytes - ${size} ELSE 0 END` })
            .where("user_id", "=", Number(file.uploaded_by))
            .execute();
        }
        swept++;
      }
    }
  }
  return swept;
}

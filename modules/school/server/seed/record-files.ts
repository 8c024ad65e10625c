import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { Store } from "../../../../mock-server/db/index.js";
import type { ResourceConfig } from "../../../../src/types/generated/resource.js";
import { tableName } from "../../../../mock-server/resources/table-name.js";
import { recordFiles, recordFilesDir } from "../../../../mock-server/resources/files/file-store.js";

/** A one-page agreement (ASCII only: pdf-lib's standard fonts have no Chinese glyphs). */
async function contractPdf(code: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date("2024-09-01T00:00:00Z"));
  doc.setModificationDate(new Date("2024-09-01T00:00:00Z"));
  doc.setTitle(`Campus agreement ${code}`);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText("Campus Cooperation Agreement", { x: 70, y: 740, size: 24, font: bold, color: rgb(0.1, 0.3, 0.7) });
  page.drawText(`Campus ${code}`, { x: 70, y: 700, size: 14, font });
  for (let line = 0; line < 16; line++)
    page.drawLine({
      start: { x: 70, y: 650 - line * 30 },
      end: { x: 525, y: 650 - line * 30 },
      color: rgb(0.8, 0.8, 0.8),
    });
  return doc.save();
}

/**
 * The shipped sample of a private file field: the first campus's signed agreement (`contract`), stored
 * like an upload (a generated key in the shared folder's `files/`, its row in `record_files`). Only on a
 * database that never had a 合作协议 (an admin's removal stays removed); a config without the field seeds nothing.
 */
export async function seedRecordFiles(store: Store, resources: Record<string, ResourceConfig>, uploads: string) {
  const field = resources.campus?.record.properties.contract;
  if (field?.format !== "file" || field.file?.public) return;
  const { db } = store;
  const known = await db
    .selectFrom("record_files")
    .select("key")
    .where("resource", "=", "campus")
    .where("field", "=", "contract")
    .limit(1)
    .executeTakeFirst();
  if (known) return;
  const campus = (await db
    .selectFrom(tableName("campus"))
    .select(["id", "code", "contract"])
    .orderBy("id")
    .limit(1)
    .executeTakeFirst()) as { id: number; code: string; contract: string | null } | undefined;
  if (!campus || campus.contract) return;
  const data = await contractPdf(campus.code);
  const key = `${randomBytes(16).toString("hex")}.pdf`;
  writeFileSync(join(recordFilesDir(uploads, false), key), data);
  await db.transaction().execute(async (trx) => {
    await recordFiles(trx).add({
      key,
      resource: "campus",
      field: "contract",
      name: `${campus.code}合作协议.pdf`,
      mime: "application/pdf",
      size: data.length,
      public: false,
      uploaded_by: null,
      created_at: new Date().toISOString(),
    });
    await trx.updateTable(tableName("campus")).set({ contract: key }).where("id", "=", campus.id).execute();
  });
}

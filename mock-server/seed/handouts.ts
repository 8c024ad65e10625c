import { writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import type { DB } from "../plugins/database.js";
import { tableName } from "../resources/table-name.js";
import { handoutsDir } from "../modules/handouts/storage.js";
import { SAMPLE_PAGES, samplePdfs } from "./pdf-samples.js";

/** A folder of the sample tree: its label, sub-folders and files (label suffix, sample index, downloadable). */
interface FolderPlan {
  label: string;
  folders?: FolderPlan[];
  files?: [suffix: string, sample: number, downloadable: boolean][];
}

/** The same tree for every subject; file labels are prefixed with the subject's name (数学讲义第1讲). */
const PLAN: [type: 1 | 2, FolderPlan][] = [
  [
    1,
    {
      label: "讲义",
      folders: [
        {
          label: "高一",
          files: [
            ["讲义第1讲", 1, true],
            ["讲义第2讲", 0, false],
          ],
          folders: [{ label: "必修一", files: [["专题讲义", 2, true]] }],
        },
        { label: "高二", files: [["讲义第3讲", 1, false]] },
        { label: "高三" },
      ],
    },
  ],
  [
    2,
    {
      label: "作业",
      folders: [
        { label: "高一", files: [["作业第1次", 0, true]] },
        { label: "高二", files: [["作业第2次", 1, false]] },
      ],
      files: [["期中试卷", 0, false]],
    },
  ],
];

const exists = (db: DB, table: string) =>
  !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);

/**
 * Seeds the live-handout tree of every subject (code xk) with sample PDFs on disk, and links about a
 * third of the recorded videos to a handout and a homework of their subject. Deterministic, and only
 * when the handout tables are empty: an existing tree is never touched.
 */
export async function seedHandouts(db: DB, dataDir: string): Promise<number> {
  const category = tableName("category");
  if (!exists(db, category) || (db.prepare("SELECT COUNT(*) AS n FROM handout_nodes").get() as { n: number }).n > 0)
    return 0;
  const subjects = db.prepare(`SELECT id, name FROM "${category}" WHERE code = 'xk' ORDER BY sort, id`).all() as {
    id: number;
    name: string;
  }[];
  if (!subjects.length) return 0;
  const pdfs = await samplePdfs();
  const dir = handoutsDir(dataDir);
  const insert = db.prepare(
    `INSERT INTO handout_nodes (parent_id, subject_id, label, kind, type, stored_name, original_name, size, pages, downloadable)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const files = new Map<string, number[]>(); // `${subject}:${type}` → file ids, in plan order

  const addFolder = (plan: FolderPlan, parent: number | null, subject: { id: number; name: string }, type: 1 | 2) => {
    const id = Number(insert.run(parent, subject.id, plan.label, "folder", type, null, "", 0, 0, 0).lastInsertRowid);
    for (const [suffix, sample, downloadable] of plan.files ?? []) {
      const label = `${subject.name}${suffix}`;
      const stored = `${randomBytes(16).toString("hex")}.pdf`;
      writeFileSync(join(dir, stored), pdfs[sample]);
      const row = [id, subject.id, label, "file", type, stored, `${label}.pdf`, pdfs[sample].length];
      const fileId = Number(insert.run(...row, SAMPLE_PAGES[sample], downloadable ? 1 : 0).lastInsertRowid);
      const key = `${subject.id}:${type}`;
      files.set(key, [...(files.get(key) ?? []), fileId]);
    }
    for (const child of plan.folders ?? []) addFolder(child, id, subject, type);
  };

  db.transaction(() => {
    for (const subject of subjects) for (const [type, root] of PLAN) addFolder(root, null, subject, type);
    const video = tableName("video");
    if (!exists(db, video)) return;
    const videos = db.prepare(`SELECT id, subject_id FROM "${video}" ORDER BY id`).all() as {
      id: number;
      subject_id: number;
    }[];
    const link = db.prepare("INSERT INTO video_handouts (video_id, handout_id, task_id) VALUES (?, ?, ?)");
    // Counted per subject: videos come round-robin by subject, so a global "every third" would skip subjects.
    const seen = new Map<number, number>();
    for (const v of videos) {
      const n = seen.get(v.subject_id) ?? 0;
      seen.set(v.subject_id, n + 1);
      const handouts = files.get(`${v.subject_id}:1`);
      const tasks = files.get(`${v.subject_id}:2`);
      // Every third video: the others keep the 添加讲义 action to show.
      if (n % 3 !== 0 || !handouts?.length || !tasks?.length) continue;
      const k = n / 3;
      link.run(v.id, handouts[k % handouts.length], tasks[k % tasks.length]);
    }
  })();
  return subjects.length;
}

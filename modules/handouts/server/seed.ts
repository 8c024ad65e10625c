import { rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import type { Db, Store, Trx } from "../../../mock-server/db/index.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { tableName } from "../../../mock-server/resources/table-name.js";
import { handoutsDir } from "./storage.js";
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

/** A row of the sample tree before it is stored: files carry their generated name and sample. */
interface PlannedNode {
  label: string;
  kind: "folder" | "file";
  stored?: { name: string; sample: number; downloadable: boolean };
  children: PlannedNode[];
}

/** A subject's copy of a plan, each file under a new random name (file labels start with the subject's name). */
function planFor(plan: FolderPlan, subjectName: string): PlannedNode {
  const files = (plan.files ?? []).map(([suffix, sample, downloadable]) => ({
    label: `${subjectName}${suffix}`,
    kind: "file" as const,
    stored: { name: `${randomBytes(16).toString("hex")}.pdf`, sample, downloadable },
    children: [],
  }));
  return {
    label: plan.label,
    kind: "folder",
    children: [...files, ...(plan.folders ?? []).map((f) => planFor(f, subjectName))],
  };
}

const filesOf = (node: PlannedNode): NonNullable<PlannedNode["stored"]>[] =>
  node.stored ? [node.stored] : node.children.flatMap(filesOf);

/**
 * Seeds the live-handout tree of every subject (code xk) with sample PDFs on disk, and links about a
 * third of the recorded videos to a handout and a homework of their subject. Deterministic, and only
 * when the handout tables are empty: an existing tree is never touched. Answers the subjects seeded.
 */
export async function seedHandouts(
  store: Store,
  resources: Record<string, ResourceConfig>,
  uploads: string,
): Promise<number> {
  const { db } = store;
  const empty = async (ex: Db) => !(await ex.selectFrom("handout_nodes").select("id").limit(1).executeTakeFirst());
  if (!resources.category || !(await empty(db))) return 0;
  const subjects = (await db
    .selectFrom(tableName("category"))
    .select(["id", "name"])
    .where("code", "=", "xk")
    .orderBy("sort")
    .orderBy("id")
    .execute()) as { id: number; name: string }[];
  if (!subjects.length) return 0;
  const pdfs = await samplePdfs();
  const dir = handoutsDir(uploads);
  const trees = subjects.map((subject) => ({
    subject,
    roots: PLAN.map(([type, root]) => ({ type, root: planFor(root, subject.name) })),
  }));
  // The files first, outside the transaction: a crash leaves files the start's sweep removes, never rows without files.
  const stored = trees.flatMap((t) => t.roots.flatMap((r) => filesOf(r.root)));
  for (const f of stored) writeFileSync(join(dir, f.name), pdfs[f.sample]);

  const seeded = await db.transaction().execute(async (trx) => {
    // Processes starting together on one database: one seeds, the others find the tree there.
    await store.lock(trx, "seed:handouts");
    if (!(await empty(trx))) return false;
    const files = new Map<string, number[]>(); // `${subject}:${type}` → file ids, in plan order
    const add = async (node: PlannedNode, parent: number | null, subject: number, type: 1 | 2) => {
      const f = node.stored;
      const { id } = await trx
        .insertInto("handout_nodes")
        .values({
          parent_id: parent,
          subject_id: subject,
          label: node.label,
          kind: node.kind,
          type,
          stored_name: f?.name ?? null,
          original_name: f ? `${node.label}.pdf` : "",
          size: f ? pdfs[f.sample].length : 0,
          pages: f ? SAMPLE_PAGES[f.sample] : 0,
          downloadable: f?.downloadable ? 1 : 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (f) files.set(`${subject}:${type}`, [...(files.get(`${subject}:${type}`) ?? []), Number(id)]);
      for (const child of node.children) await add(child, Number(id), subject, type);
    };
    for (const { subject, roots } of trees) for (const { type, root } of roots) await add(root, null, subject.id, type);
    if (resources.video) await linkVideos(trx, files);
    return true;
  });
  if (!seeded) for (const f of stored) rmSync(join(dir, f.name), { force: true });
  return seeded ? subjects.length : 0;
}

/** Links every third video of each subject to a handout and a homework of its subject. */
async function linkVideos(trx: Trx, files: Map<string, number[]>): Promise<void> {
  const videos = (await trx.selectFrom(tableName("video")).select(["id", "subject_id"]).orderBy("id").execute()) as {
    id: number;
    subject_id: number;
  }[];
  const links: { video_id: number; handout_id: number; task_id: number }[] = [];
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
    links.push({ video_id: v.id, handout_id: handouts[k % handouts.length], task_id: tasks[k % tasks.length] });
  }
  // In slices: one statement's parameters stay far below either database's limit.
  for (let i = 0; i < links.length; i += 500)
    await trx
      .insertInto("video_handouts")
      .values(links.slice(i, i + 500))
      .execute();
}

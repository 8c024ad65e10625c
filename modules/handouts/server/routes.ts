import type { FastifyInstance } from "fastify";
import type { Store, Trx } from "../../../mock-server/db/index.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import type { AuditLog } from "../../../mock-server/plugins/audit.js";
import { AppError, envelope, fail } from "../../../mock-server/plugins/errors.js";
import { handoutRepository, type HandoutRepository } from "./repository.js";
import { notesRepository, type NotesRepository } from "./notes.js";
import { handoutStorage, handoutsDir } from "./storage.js";
import { treeRoutes } from "./tree-routes.js";
import { uploadRoute } from "./upload-route.js";
import { fileRoute } from "./file-route.js";
import {
  PAGES,
  DELETE,
  READ,
  WRITE,
  cancelBody,
  linkBody,
  notesListQuery,
  type LinkBody,
  type NotesListQuery,
} from "./schemas.js";

/**
 * What the handout routes need: the store, the resources' config (the videos' tables), the operation
 * log and the data folder (files go below it).
 */
import type { UploadQuota } from "../../../mock-server/plugins/upload-quota.js";

export interface HandoutDeps {
  store: Store;
  resources: Record<string, ResourceConfig>;
  audit: AuditLog;
  /** The upload folder (shared by every process); PDFs are kept in its `handouts/`. */
  uploads: string;
  /** Each account's upload quota: a PDF counts against its uploader's. */
  quota: UploadQuota;
}

/**
 * Checks a proposed link and names the wrong part: the video (13000), the handout (30003, the handout
 * side of the catalogue) or the homework (30004 讲义或作业不存在). A file of the other type counts as
 * missing (404); a file of another subject than the video's is refused (400): the picker offers only
 * the video's subject, so such a link comes from a hand-made request. Within `trx` the files stay
 * locked until the link is written.
 */
export async function checkLink(
  repo: HandoutRepository,
  notes: NotesRepository,
  b: LinkBody,
  trx?: Trx,
): Promise<void> {
  const subjectId = await notes.videoSubject(b.video_id, trx);
  if (subjectId === undefined) throw fail.notFound(13000);
  const check = async (code: number, field: keyof LinkBody, type: 1 | 2, missing: string, otherSubject: string) => {
    const n = await (trx ? repo.findForUpdate(trx, b[field]) : repo.find(b[field]));
    if (!n || n.kind !== "file" || n.type !== type)
      throw new AppError(code, 404, { errors: { [field]: missing } }, missing);
    if (n.subject_id !== subjectId) throw new AppError(code, 400, { errors: { [field]: otherSubject } }, otherSubject);
  };
  await check(30003, "handout_id", 1, "所选讲义不存在或不是讲义PDF", "所选讲义不属于该视频的学科");
  await check(30004, "task_id", 2, "所选作业不存在或不是作业PDF", "所选作业不属于该视频的学科");
}

/**
 * The handout endpoints of spec §7 (design.md §6 "Handout rows"): the recorded list and its links here,
 * the live tree, folders and uploads in their own files. Registered inside the API prefix.
 */
export async function handoutRoutes(app: FastifyInstance, deps: HandoutDeps): Promise<void> {
  const repo = handoutRepository(deps.store);
  const notes = notesRepository(deps.store, deps.resources, app.prefix);
  const storage = handoutStorage(handoutsDir(deps.uploads));
  // Files left without a row by an interrupted upload or delete go at start (only old ones: another
  // process may be between writing a file and committing its row).
  const swept = storage.sweep(await repo.storedNames());
  if (swept) app.log.info(`removed ${swept} handout file(s) no row refers to`);
  const tags = ["handouts"];

  app.get<{ Querystring: NotesListQuery }>(
    "/v1/get_lecture_notes_list",
    {
      config: { access: READ, pages: PAGES },
      schema: { tags, summary: "录播视频及其讲义（分页、筛选、排序）", querystring: notesListQuery },
    },
    async (request) => envelope(await notes.list(request.query)),
  );

  app.post<{ Body: LinkBody }>(
    "/back_teacher/v1/set_handout",
    {
      config: { access: READ, pages: PAGES },
      schema: { tags, summary: "检查视频、讲义、作业能否关联", body: linkBody },
    },
    async (request) => {
      await checkLink(repo, notes, request.body);
      return envelope({ ok: true });
    },
  );

  app.put<{ Body: LinkBody }>(
    "/v1/relation_lecture_notes",
    { config: { access: WRITE, pages: PAGES }, schema: { tags, summary: "为视频关联讲义和作业", body: linkBody } },
    async (request) => {
      const b = request.body;
      // Checked and linked in one transaction: neither file can go in between.
      await repo.transaction(async (trx) => {
        await checkLink(repo, notes, b, trx);
        await notes.link(trx, b.video_id, b.handout_id, b.task_id);
      });
      await deps.audit(request, "关联讲义", `video:${b.video_id}`, `handout:${b.handout_id} task:${b.task_id}`);
      return envelope({ video_id: b.video_id, handout_id: b.handout_id, task_id: b.task_id }, "添加成功");
    },
  );

  app.put<{ Body: { video_id: number } }>(
    "/v1/cancel_lecture_notes",
    // The page confirms it as an unlink (the handout file stays): it takes DELETE, like del_handout.
    {
      config: { access: DELETE, pages: PAGES },
      schema: { tags, summary: "删除视频的讲义关联（需删除权限）", body: cancelBody },
    },
    async (request) => {
      const { video_id } = request.body;
      if (!(await notes.videoExists(video_id))) throw fail.notFound(13000);
      const removed = await notes.unlink(video_id);
      await deps.audit(request, "取消讲义关联", `video:${video_id}`, removed ? "" : "未关联");
      return envelope({ video_id }, "删除成功");
    },
  );

  await treeRoutes(app, { ...deps, repo, storage });
  await uploadRoute(app, { ...deps, repo, storage });
  await fileRoute(app, { repo, storage });
}

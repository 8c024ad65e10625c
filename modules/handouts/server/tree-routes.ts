import type { FastifyInstance } from "fastify";
import type { Trx } from "../../../mock-server/db/index.js";
import { AppError, envelope, fail } from "../../../mock-server/plugins/errors.js";
import { isDuplicate, type HandoutNode, type HandoutRepository } from "./repository.js";
import type { HandoutStorage } from "./storage.js";
import { buildTree } from "./tree.js";
import { handoutFileUrl } from "./file-route.js";
import { cleanLabel } from "./label.js";
import type { HandoutDeps } from "./routes.js";
import {
  PAGES,
  DELETE,
  EMPTY_LABEL,
  FOLDER_LABEL_MAX,
  READ,
  WRITE,
  createBody,
  deleteQuery,
  optionsQuery,
  renameBody,
  treeQuery,
  type CreateBody,
  type DeleteQuery,
  type OptionsQuery,
  type RenameBody,
  type TreeQuery,
} from "./schemas.js";

/** 31001 with the name that clashed: the page shows the server's message as it is. */
export const duplicate = (label: string) => new AppError(31001, 409, null, `该文件夹下已有「${label}」`);

/** The label sent, cleaned like an uploaded file's name; nothing left is an empty label (10001). */
function labelOf(sent: string, empty: string): string {
  const label = cleanLabel(sent);
  if (!label) throw fail.badParams({ label: empty });
  return label;
}

/**
 * The folder a new item goes into: 30003 when it is missing or a file; its subject must be the one sent.
 * Within `trx` the folder stays locked until the item is written, so it cannot go in between.
 */
export async function parentFolder(
  repo: HandoutRepository,
  id: number,
  subjectId: number,
  trx?: Trx,
): Promise<HandoutNode> {
  const parent = await (trx ? repo.findForUpdate(trx, id) : repo.find(id));
  if (!parent) throw new AppError(30003, 404, { errors: { id: "父级文件夹不存在" } });
  if (parent.kind !== "folder") throw new AppError(30003, 400, { errors: { id: "父级不是文件夹" } }, "父级不是文件夹");
  if (parent.subject_id !== subjectId) throw fail.badParams({ subject_id: "学科与父级文件夹不一致" });
  return parent;
}

/** The live tree, the pickers' options and the folder operations (create, rename, delete). */
export async function treeRoutes(
  app: FastifyInstance,
  deps: HandoutDeps & { repo: HandoutRepository; storage: HandoutStorage },
): Promise<void> {
  const { repo, storage } = deps;
  const tags = ["handouts"];

  app.get<{ Querystring: TreeQuery }>(
    "/v1/live_handout_list",
    {
      config: { access: READ, pages: PAGES },
      schema: { tags, summary: "直播讲义树：文件夹在前，文件在后", querystring: treeQuery },
    },
    async (request) =>
      envelope(
        buildTree(
          await repo.nodes(request.query.subject_id),
          (id, download) => handoutFileUrl(app.prefix, id, download),
          request.query.keyword,
        ),
      ),
  );

  app.get<{ Querystring: OptionsQuery }>(
    "/v1/all_handout_list",
    {
      config: { access: READ, pages: PAGES },
      schema: { tags, summary: "讲义（type=1）或作业（type=2）选项", querystring: optionsQuery },
    },
    async (request) => envelope({ list: await repo.options(request.query.type, request.query.subject_id) }),
  );

  app.post<{ Body: CreateBody }>(
    "/v1/create_handout",
    { config: { access: WRITE, pages: PAGES }, schema: { tags, summary: "新建文件夹", body: createBody } },
    async (request) => {
      const { id, subject_id } = request.body;
      const label = labelOf(request.body.label, EMPTY_LABEL.folder);
      const created = await repo
        .transaction(async (trx) => repo.createFolder(trx, await parentFolder(repo, id, subject_id, trx), label))
        .catch((err: unknown) => {
          throw isDuplicate(err) ? duplicate(label) : err;
        });
      await deps.audit(request, "新建讲义文件夹", `handout:${created}`, label);
      return envelope({ id: created, label }, "创建成功");
    },
  );

  app.put<{ Body: RenameBody }>(
    "/v1/update_handout",
    { config: { access: WRITE, pages: PAGES }, schema: { tags, summary: "重命名文件夹或文件", body: renameBody } },
    async (request) => {
      const label = labelOf(request.body.label, EMPTY_LABEL.file);
      const node = await repo
        .transaction(async (trx) => {
          const node = await repo.findForUpdate(trx, request.body.id);
          if (!node) throw new AppError(30004, 404, { errors: { id: "文件或文件夹不存在" } });
          // The roots name the type of everything below them (讲义 / 作业).
          if (node.parent_id === null) throw fail.badParams({ id: "根目录不能重命名" });
          if (node.kind === "folder" && [...label].length > FOLDER_LABEL_MAX)
            throw fail.badParams({ label: `文件夹名称不能超过${FOLDER_LABEL_MAX}个字符` });
          await repo.rename(trx, node.id, label);
          return node;
        })
        .catch((err: unknown) => {
          throw isDuplicate(err) ? duplicate(label) : err;
        });
      await deps.audit(request, "重命名讲义", `handout:${node.id}`, `${node.label} → ${label}`);
      return envelope({ id: node.id, label }, "修改成功");
    },
  );

  app.get<{ Querystring: DeleteQuery }>(
    "/v1/del_handout",
    {
      config: { access: DELETE, pages: PAGES },
      schema: { tags, summary: "删除文件或文件夹（含其下全部内容）", querystring: deleteQuery },
    },
    async (request) => {
      const ids = [...new Set(request.query.ids)];
      // Read, checked and deleted in one transaction: no node goes or moves between the check and the delete.
      const { nodes, files } = await repo.transaction(async (trx) => {
        const found = await repo.findAllForUpdate(trx, ids);
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length) {
          throw new AppError(30004, 404, { ids: missing }, `文件或文件夹不存在：${missing.join("、")}`);
        }
        const nodes = ids.map((id) => found.get(id)!);
        if (nodes.some((n) => n.parent_id === null)) throw fail.badParams({ ids: "根目录「讲义」「作业」不能删除" });
        // Linked videos are unlinked by the cascade: a deleted handout cannot stay attached to a video.
        return { nodes, files: await repo.remove(trx, ids) };
      });
      // The files once their rows are gone for good (a file left by a failed removal is swept at start).
      storage.remove(files);
      await deps.audit(request, "删除讲义", `handout:${ids.join(",")}`, nodes.map((n) => n.label).join("、"));
      return envelope({ ids, files: files.length }, "删除成功");
    },
  );
}

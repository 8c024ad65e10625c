import type { FastifyInstance, FastifyRequest } from "fastify";
import { PDFDocument } from "pdf-lib";
import { AppError, envelope, fail } from "../../../mock-server/plugins/errors.js";
import { multipartError } from "../../../mock-server/plugins/uploads.js";
import { takingFiles } from "../../../mock-server/plugins/multipart.js";
import { currentUser } from "../../../mock-server/plugins/auth.js";
import { isDuplicate, type HandoutRepository } from "./repository.js";
import { HANDOUT_LIMIT, isPdf, type HandoutStorage } from "./storage.js";
import { handoutFileUrl } from "./file-route.js";
import { labelFromFilename } from "./label.js";
import { duplicate, parentFolder } from "./tree-routes.js";
import type { HandoutDeps } from "./routes.js";
import { FILE_LABEL_MAX, PAGES, WRITE } from "./schemas.js";

export const uploadMessages = {
  missing: "请上传文件",
  type: "文件格式错误，仅支持PDF",
  broken: "PDF文件已损坏，无法读取",
  tooLarge: `讲义文件不能超过${HANDOUT_LIMIT / 1024 / 1024}MB`,
  oneFile: "只能上传一个文件",
  malformed: "上传内容不完整或格式错误，请重新选择文件",
};

/** The form fields the upload takes besides `file`. */
const FIELDS = ["id", "subject_id", "downloadable"];

/** Reads the whole multipart body: the one file (with the PDF limit) and the fields, in any order. */
async function readForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw fail.badParams({ file: uploadMessages.missing });
  const fields: Record<string, string> = {};
  let file: { name: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: HANDOUT_LIMIT, files: 1 } })) {
      if (part.type === "file") {
        if (part.fieldname !== "file") {
          // Drained first: an unread stream would leave the request hanging.
          part.file.resume();
          throw fail.badParams({ [part.fieldname]: "不允许的字段" });
        }
        file = { name: part.filename, data: await part.toBuffer() };
      } else if (!FIELDS.includes(part.fieldname)) throw fail.badParams({ [part.fieldname]: "不允许的字段" });
      else fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    throw multipartError(err, uploadMessages);
  }
  const positive = (name: string, message: string) => {
    const n = Number(fields[name]);
    if (!Number.isInteger(n) || n < 1) throw fail.badParams({ [name]: message });
    return n;
  };
  if (!file) throw fail.badParams({ file: uploadMessages.missing });
  const subjectId = positive("subject_id", "请选择学科");
  const parentId = positive("id", "请选择父级文件夹");
  return { file, subjectId, parentId, downloadable: ["1", "true"].includes(fields.downloadable ?? "") };
}

/** Pages of a PDF, or 0 when pdf-lib cannot read it (a `%PDF-` header on something else). */
async function pageCount(data: Buffer): Promise<number> {
  try {
    return (await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false })).getPageCount();
  } catch {
    return 0;
  }
}

/**
 * `POST /v1/upload_file_handout_task` (multipart: file, subject_id, id = parent folder): a PDF checked by
 * content (30006 otherwise), stored under a generated name; the client's name is only the label.
 */
export async function uploadRoute(
  app: FastifyInstance,
  deps: HandoutDeps & { repo: HandoutRepository; storage: HandoutStorage },
): Promise<void> {
  await takingFiles(app, (files) =>
    files.post(
      "/v1/upload_file_handout_task",
      {
        config: { access: WRITE, pages: PAGES },
        schema: {
          tags: ["handouts"],
          summary: "上传讲义或作业PDF（类型随所在根目录）",
          consumes: ["multipart/form-data"],
        },
      },
      async (request) => {
        const me = currentUser(request);
        await deps.quota.check(me);
        const { file, subjectId, parentId, downloadable } = await readForm(request);
        if (!isPdf(file.data)) throw new AppError(30006, 400, { errors: { file: uploadMessages.type } });
        const pages = await pageCount(file.data);
        if (!pages) throw new AppError(30006, 400, { errors: { file: uploadMessages.broken } }, uploadMessages.broken);
        // Checked before the file is written, so a wrong folder writes nothing; checked again under lock below.
        await parentFolder(deps.repo, parentId, subjectId);
        const label = labelFromFilename(file.name, FILE_LABEL_MAX);
        const original = labelFromFilename(file.name, 200) + ".pdf";
        // On disk before its row: a crash in between leaves a file the start's sweep removes, never a row without its file.
        const stored = await deps.storage.save(file.data);
        await deps.quota.charge(me, file.data.length, async () => deps.storage.remove([stored]));
        const row = {
          label,
          stored_name: stored,
          original_name: original,
          size: file.data.length,
          pages,
          downloadable,
        };
        const { id, parent } = await deps.repo
          .transaction(async (trx) => {
            const parent = await parentFolder(deps.repo, parentId, subjectId, trx);
            return { parent, id: await deps.repo.createFile(trx, parent, row) };
          })
          .catch((err: unknown) => {
            // The row was refused: the file must not stay behind without one.
            deps.storage.remove([stored]);
            throw isDuplicate(err) ? duplicate(label) : err;
          });
        await deps.audit(request, "上传讲义", `handout:${id}`, original);
        return envelope({ id, label, type: parent.type, pages, oss_url: handoutFileUrl(app.prefix, id) }, "上传成功");
      },
    ),
  );
}

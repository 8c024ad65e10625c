import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { AppError, envelope, fail } from "./errors.js";
import type { AuditLog } from "./audit.js";
import { imageKind } from "./image-type.js";
import { storeFile } from "./store-file.js";
import { takingFiles } from "./multipart.js";
import { currentUser } from "./auth.js";
import type { UploadQuota } from "./upload-quota.js";

/** Largest image `POST /v1/files` takes. Routes for other files (handout PDFs) set their own limit. */
export const IMAGE_LIMIT = 5 * 1024 * 1024;

export const uploadMessages = {
  missing: "请选择要上传的图片",
  type: "只能上传 JPG、PNG、GIF 或 WebP 图片",
  tooLarge: "图片不能超过5MB",
  malformed: "上传内容不完整或格式错误，请重新选择文件",
  oneFile: "只能上传一个文件",
};

/**
 * The failure a multipart read error stands for. Only a file over the limit is a 413 (with `tooLarge`
 * on `file`); a second file, a missing boundary or a body cut off mid-file is a form the client must
 * send again: 400/10001 on `file`, never a 500.
 */
export function multipartError(
  err: unknown,
  texts: { tooLarge: string; malformed: string; oneFile: string },
): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string } | null)?.code;
  // Only the specific text: the client puts the catalogue's 上传的文件过大 in front of it.
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return new AppError(413, 413, { errors: { file: texts.tooLarge } }, texts.tooLarge);
  if (code === "FST_FILES_LIMIT") return fail.badParams({ file: texts.oneFile });
  return fail.badParams({ file: texts.malformed });
}

/**
 * The folder uploads are stored in and served from, created when missing: `OMO_UPLOAD_DIR` (`uploadDir`),
 * one folder every server process mounts, else the data folder's `uploads/`.
 */
export function uploadsDir(dataDir: string, uploadDir?: string): string {
  const dir = uploadDir ? resolve(uploadDir) : join(dataDir, "uploads");
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Serves the images directly in `/uploads/` to anyone with the address (record pictures, avatars, the
 * seeded samples): stored names are random, so an address is the permission. Sub-folders are private
 * (`handouts/`: served by a token-checked route of their module) and answer 404 here.
 * `nosniff` keeps a browser from reading a stored file as anything but the image it was checked to be.
 * A name is never given twice nor its file rewritten, so a browser keeps it for a year without asking;
 * `private`, so a shared proxy does not go on serving a file after it is deleted here.
 */
export async function serveUploads(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    allowedPath: (path) => !path.slice(1).includes("/"),
    cacheControl: false,
    setHeaders: (res) =>
      res.header("X-Content-Type-Options", "nosniff").header("Cache-Control", "private, max-age=31536000, immutable"),
  });
}

/**
 * Reads the one `file` part of a multipart request as an image checked by its content and stores it
 * under a generated name (the client's name is only echoed back for display, so it can never choose
 * a path). Refusals are 10001 on `file` (a malformed form too), 413 past the size limit, 10010 on a full disk.
 */
export async function receiveImage(
  request: FastifyRequest,
  dir: string,
): Promise<{ url: string; name: string; size: number; path: string }> {
  if (!request.isMultipart()) throw fail.badParams({ file: uploadMessages.missing });
  let part: Awaited<ReturnType<FastifyRequest["file"]>>;
  let data: Buffer;
  try {
    part = await request.file({ limits: { fileSize: IMAGE_LIMIT, files: 1 } });
    if (!part || part.fieldname !== "file") throw fail.badParams({ file: uploadMessages.missing });
    data = await part.toBuffer();
  } catch (err) {
    throw multipartError(err, uploadMessages);
  }
  const kind = imageKind(data);
  if (!kind) throw fail.badParams({ file: uploadMessages.type });
  const stored = `${randomBytes(16).toString("hex")}.${kind}`;
  await storeFile(dir, stored, data);
  return {
    url: `/uploads/${stored}`,
    name: basename(part.filename.replace(/\\/g, "/")).slice(0, 200),
    size: data.length,
    path: join(dir, stored),
  };
}

/** Whether `url` names an image stored by `receiveImage` (`/uploads/<generated name>`) that is still there. */
export function isStoredImage(url: string, dir: string): boolean {
  const m = /^\/uploads\/([0-9a-f]{32}\.[a-z]+)$/.exec(url);
  return !!m && existsSync(join(dir, m[1]));
}

/** `POST /v1/files` (multipart, one part `file`, needs WRITE): an image for a record's image field. */
export async function uploadRoutes(
  app: FastifyInstance,
  deps: { dir: string; audit: AuditLog; quota: UploadQuota },
): Promise<void> {
  await takingFiles(app, (files) =>
    files.post(
      "/v1/files",
      {
        config: { access: { ability: ["WRITE"] } },
        schema: { tags: ["resources"], summary: "上传图片", consumes: ["multipart/form-data"] },
      },
      async (request) => {
        const me = currentUser(request);
        await deps.quota.check(me);
        const { url, name, size, path } = await receiveImage(request, deps.dir);
        await deps.quota.charge(me, size, () => rm(path, { force: true }));
        await deps.audit(request, "上传", url, name);
        return envelope({ url, name }, "上传成功");
      },
    ),
  );
}

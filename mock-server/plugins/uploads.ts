import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { AppError, envelope, fail } from "./errors.js";
import type { AuditLog } from "./audit.js";
import { imageKind } from "./image-type.js";

/** Largest image `POST /v1/files` takes. Routes for other files (handout PDFs) set their own limit. */
export const IMAGE_LIMIT = 5 * 1024 * 1024;

export const uploadMessages = {
  missing: "请选择要上传的图片",
  type: "只能上传 JPG、PNG、GIF 或 WebP 图片",
  tooLarge: "图片不能超过5MB",
};

/** The folder uploads are stored in and served from, created when missing. */
export function uploadsDir(dataDir: string): string {
  const dir = join(dataDir, "uploads");
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Serves `/uploads/*` to anyone with the address: stored names are random, so an address is the permission.
 * `nosniff` keeps a browser from reading a stored file as anything but the image it was checked to be.
 */
export async function serveUploads(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    setHeaders: (res) => res.header("X-Content-Type-Options", "nosniff"),
  });
}

/**
 * Reads the one `file` part of a multipart request as an image checked by its content and stores it
 * under a generated name (the client's name is only echoed back for display, so it can never choose
 * a path). Refusals are 10001 on `file`, or 413 past the size limit.
 */
export async function receiveImage(request: FastifyRequest, dir: string): Promise<{ url: string; name: string }> {
  if (!request.isMultipart()) throw fail.badParams({ file: uploadMessages.missing });
  const part = await request.file({ limits: { fileSize: IMAGE_LIMIT, files: 1 } });
  if (!part || part.fieldname !== "file") throw fail.badParams({ file: uploadMessages.missing });
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      // Only the specific text: the client puts the catalogue's 上传的文件过大 in front of it.
      throw new AppError(413, 413, { errors: { file: uploadMessages.tooLarge } }, uploadMessages.tooLarge);
    }
    throw err;
  }
  const kind = imageKind(data);
  if (!kind) throw fail.badParams({ file: uploadMessages.type });
  const stored = `${randomBytes(16).toString("hex")}.${kind}`;
  await writeFile(join(dir, stored), data, { flag: "wx" });
  return { url: `/uploads/${stored}`, name: basename(part.filename.replace(/\\/g, "/")).slice(0, 200) };
}

/** Whether `url` names an image stored by `receiveImage` (`/uploads/<generated name>`) that is still there. */
export function isStoredImage(url: string, dir: string): boolean {
  const m = /^\/uploads\/([0-9a-f]{32}\.[a-z]+)$/.exec(url);
  return !!m && existsSync(join(dir, m[1]));
}

/** `POST /v1/files` (multipart, one part `file`, needs WRITE): an image for a record's image field. */
export async function uploadRoutes(app: FastifyInstance, deps: { dir: string; audit: AuditLog }): Promise<void> {
  app.post(
    "/v1/files",
    {
      config: { access: { ability: ["WRITE"] } },
      schema: { tags: ["resources"], summary: "上传图片", consumes: ["multipart/form-data"] },
    },
    async (request) => {
      const { url, name } = await receiveImage(request, deps.dir);
      deps.audit(request, "上传", url, name);
      return envelope({ url, name }, "上传成功");
    },
  );
}

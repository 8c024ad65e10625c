import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { basename, join } from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { sql } from "kysely";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { can, resourceAccessRule } from "../../../src/common/access.js";
import { AppError, envelope, fail } from "../../plugins/errors.js";
import type { AuditLog } from "../../plugins/audit.js";
import { currentUser } from "../../plugins/auth.js";
import { multipartError } from "../../plugins/uploads.js";
import { takingFiles } from "../../plugins/multipart.js";
import { storeFile } from "../../plugins/store-file.js";
import type { UploadQuota } from "../../plugins/upload-quota.js";
import { accessRule } from "../access.js";
import type { ResourceContext } from "../context.js";
import { tagged } from "../schemas.js";
import { rowsTable } from "../source.js";
import { fieldView } from "../field-rules.js";
import { reachedWhere } from "../row-reach.js";
import { accepts, fileFields, fileLimit, fileMessages, sniff } from "./file-rule.js";
import { FILE_KEY, recordFiles, recordFilesDir, type RecordFile } from "./file-store.js";
import { fileAddress } from "./file-values.js";
import { localize } from "../../../src/common/i18n.js";

/** 10030 文件不存在或已被删除 (404). */
const missing = () => new AppError(10030, 404);

const keyParams = (fields: string[]) =>
  ({
    type: "object",
    additionalProperties: false,
    required: ["field", "key"],
    properties: {
      field: { type: "string", enum: fields, errorMessage: "没有这个文件字段" },
      key: { type: "string", pattern: FILE_KEY.source, errorMessage: "文件编号格式不正确" },
    },
  }) as const;

const fieldParams = (fields: string[]) =>
  ({
    type: "object",
    additionalProperties: false,
    required: ["field"],
    properties: { field: { type: "string", enum: fields, errorMessage: "没有这个文件字段" } },
  }) as const;

const fileQuery = {
  type: "object",
  additionalProperties: false,
  properties: { info: { type: "string", enum: ["0", "1"], errorMessage: "info 应为 0 或 1" } },
} as const;

/**
 * The upload and download routes of a resource's `file` fields (docs/resource-api.md, "Files"):
 *
 * - `POST /v1/resources/<name>/files/<field>` (multipart `file`, needs create or update access): the file
 *   is judged by its bytes against the field's `accept` and `maxSize`, stored under a generated key
 *   (private ones in the shared upload folder's `files/`), and its name, kind and size kept in
 *   `record_files`. The answer's `key` is the field's value.
 * - `GET /v1/resources/<name>/files/<field>/<key>` (the token, and read access to the resource): the file
 *   as an attachment under its uploaded name, when a row of the resource holds it or the caller uploaded
 *   it (a form not saved yet). `?info=1` answers its name, size and kind instead.
 */
export async function fileRoutes(
  app: FastifyInstance,
  ctx: ResourceContext,
  res: ResourceConfig,
  deps: { uploads: string; audit: AuditLog; quota: UploadQuota },
): Promise<void> {
  const fields = fileFields(res);
  if (!fields.length) return;
  const names = fields.map((f) => f.name);
  const base = `/v1/resources/${res.name}/files`;
  const privateDir = recordFilesDir(deps.uploads, false);

  await takingFiles(app, (files) =>
    files.post<{ Params: { field: string } }>(
      `${base}/:field`,
      {
        config: { access: accessRule(res, "read") },
        schema: tagged(`${localize(res.title)}：上传文件`, {
          params: fieldParams(names),
          consumes: ["multipart/form-data"],
        }),
      },
      async (request) => {
        const user = currentUser(request);
        const writes = ["create", "update"] as const;
        if (!writes.some((a) => can(user, resourceAccessRule(res.access, a)))) throw fail.forbidden();
        const { name: field, rule } = fields.find((f) => f.name === request.params.field)!;
        const title = localize(res.record.properties[field].title);
        // A field the caller may not change (field rules) takes no file either.
        if (fieldView(user, res, ctx.roles).readOnly.has(field)) throw fail.badParams({ file: `无权修改「${title}」` });
        const texts = fileMessages(title, rule);
        await deps.quota.check(user);
        const { data, filename } = await readPart(request, fileLimit(rule), texts);
        const kind = await sniff(data);
        if (!kind || !accepts(rule, kind)) throw fail.badParams({ file: texts.type });
        const isPublic = rule.public === true;
        const key = `${randomBytes(16).toString("hex")}.${kind.ext}`;
        const dir = recordFilesDir(deps.uploads, isPublic);
        await storeFile(dir, key, data);
        await deps.quota.charge(user, data.length, () => rm(join(dir, key), { force: true }));
        const file: RecordFile = {
          key,
          resource: res.name,
          field,
          name: basename(filename.replace(/\\/g, "/")).slice(0, 200) || `${title}.${kind.ext}`,
          mime: kind.mime,
          size: data.length,
          public: isPublic,
          uploaded_by: user.id,
          created_at: new Date(ctx.now()).toISOString(),
        };
        await recordFiles(ctx.db).add(file);
        await deps.audit(request, "上传", `${res.name}.${field}`, file.name);
        const url = fileAddress(res.name, field, key, isPublic);
        return envelope({ key, name: file.name, size: file.size, mime: file.mime, url, public: isPublic }, "上传成功");
      },
    ),
  );

  // Its own scope: `reply.download` stays a decoration of these routes.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: privateDir, serve: false, cacheControl: false });
    scope.get<{ Params: { field: string; key: string }; Querystring: { info?: "0" | "1" } }>(
      `${base}/:field/:key`,
      {
        config: { access: accessRule(res, "read") },
        schema: tagged(`${localize(res.title)}：下载文件`, { params: keyParams(names), querystring: fileQuery }),
      },
      async (request, reply) => {
        const { field, key } = request.params;
        const file = await recordFiles(ctx.db).find(key);
        if (!file || file.resource !== res.name || file.field !== field) throw missing();
        // A hidden field's files are as missing as its value; a row is one the caller's row rules reach.
        const user = currentUser(request);
        if (fieldView(user, res, ctx.roles).hidden.has(field)) throw missing();
        const held = await reachedWhere(ctx, res, user)
          .where.reduce(
            (q, c) => q.where(c),
            ctx.db
              .selectFrom(rowsTable(ctx.resources, res.name))
              .select(sql`1`.as("one"))
              .where(sql.ref(field), "=", key),
          )
          .executeTakeFirst();
        if (!held && file.uploaded_by !== user.id) throw missing();
        if (request.query.info === "1") {
          const { name, size, mime } = file;
          return envelope({
            key,
            name,
            size,
            mime,
            public: file.public,
            url: fileAddress(res.name, field, key, file.public),
          });
        }
        if (file.public) return reply.redirect(`/uploads/${key}`);
        // Private to the caller: no shared cache may keep a copy for the next person; never shown inline,
        // so a file can never run as a page of the app's origin.
        reply.header("Cache-Control", "private, no-cache").header("X-Content-Type-Options", "nosniff");
        reply.header("Content-Security-Policy", "sandbox; default-src 'none'");
        return reply.type(file.mime).download(key, file.name);
      },
    );
  });
}

/** The one `file` part of a multipart request, read up to `limit` bytes; refusals in the field's words. */
async function readPart(
  request: FastifyRequest,
  limit: number,
  texts: ReturnType<typeof fileMessages>,
): Promise<{ data: Buffer; filename: string }> {
  if (!request.isMultipart()) throw fail.badParams({ file: texts.missing });
  try {
    const part = await request.file({ limits: { fileSize: limit, files: 1 } });
    if (!part || part.fieldname !== "file") throw fail.badParams({ file: texts.missing });
    return { data: await part.toBuffer(), filename: part.filename };
  } catch (err) {
    throw multipartError(err, texts);
  }
}

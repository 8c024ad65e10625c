import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { AppError, envelope, fail } from "../../plugins/errors.js";
import type { AuditLog } from "../../plugins/audit.js";
import { multipartError } from "../../plugins/uploads.js";
import { accessRule } from "../access.js";
import type { ResourceContext } from "../context.js";
import { tagged } from "../schemas.js";
import { commitRows } from "./commit.js";
import { importFields } from "./fields.js";
import { mapHeader, type HeaderMap } from "./header.js";
import { readRows } from "./read-rows.js";
import { rowChecker, type RowProblem } from "./check-rows.js";
import { csvTemplate, templateDisposition, xlsxTemplate, type TemplateFormat } from "./template.js";
import { localize } from "../../../src/common/i18n.js";
import { takingFiles } from "../../plugins/multipart.js";
import { fieldView } from "../field-rules.js";

/** Largest file an import reads (a 50 000-row CSV of a wide record is about 10 MB). */
export const IMPORT_FILE_LIMIT = 20 * 1024 * 1024;
/** Most data rows one file may hold. */
export const IMPORT_MAX_ROWS = 50_000;
/** Most row problems one report lists; `problemCount` still counts them all. */
export const IMPORT_MAX_PROBLEMS = 10_000;

export const importMessages = {
  missing: "请选择要导入的文件",
  tooLarge: `导入文件不能超过${IMPORT_FILE_LIMIT / 1024 / 1024}MB`,
  malformed: "上传内容不完整或格式错误，请重新选择文件",
  oneFile: "只能上传一个文件",
  tooMany: `导入文件不能超过${IMPORT_MAX_ROWS}行数据，请拆分后分批导入`,
};

/** What a dry run (and a refused commit) answers. */
export interface ImportReport {
  /** Data rows in the file (blank rows are skipped). */
  total: number;
  valid: number;
  invalid: number;
  /** Each problem of each bad row, in file order, at most IMPORT_MAX_PROBLEMS. */
  problems: RowProblem[];
  problemCount: number;
  columns: { ignored: string[]; missing: string[] };
  /** Nothing wrong: a commit of this file would write `total` rows. */
  ok: boolean;
}

/** Reads the uploaded file and checks every row, as a dry run and before a commit. */
async function checkUpload(ctx: ResourceContext, res: ResourceConfig, request: FastifyRequest) {
  if (!request.isMultipart()) throw fail.badParams({ file: importMessages.missing });
  let part: Awaited<ReturnType<FastifyRequest["file"]>> | undefined;
  try {
    part = await request.file({ limits: { fileSize: IMPORT_FILE_LIMIT, files: 1 } });
    if (!part || part.fieldname !== "file") throw fail.badParams({ file: importMessages.missing });
    const fields = importFields(res);
    let header: HeaderMap | undefined;
    let checker: ReturnType<typeof rowChecker> | undefined;
    let tooMany = false;
    for await (const row of await readRows(part.file)) {
      if (!header) {
        header = mapHeader(res, fields, row.cells);
        if (!header.missing.length) checker = rowChecker(ctx, res, header, request.user);
      } else if (checker && checker.total < IMPORT_MAX_ROWS) await checker.add(row);
      // Read to its end all the same: the upload must be consumed before the answer.
      else if (checker) tooMany ||= !row.cells.every((c) => c === null || String(c).trim() === "");
    }
    if (part.file.truncated) throw tooLarge();
    if (tooMany) throw new AppError(10021, 400, null, importMessages.tooMany);
    await checker?.flush();
    header ??= mapHeader(res, fields, []);
    const { total = 0, invalid = 0, problems = [], rows = [] } = checker?.result() ?? {};
    const report: ImportReport = {
      total,
      valid: total - invalid,
      invalid,
      problems: problems.slice(0, IMPORT_MAX_PROBLEMS),
      problemCount: problems.length,
      columns: { ignored: header.ignored, missing: header.missing },
      ok: !header.missing.length && total > 0 && invalid === 0,
    };
    return { report, rows };
  } catch (err) {
    // Past the limit the stream is cut short (and flagged), not failed: a cut XLSX reads as a broken one.
    throw part?.file.truncated ? tooLarge() : multipartError(err, importMessages);
  }
}

const tooLarge = () => multipartError({ code: "FST_REQ_FILE_TOO_LARGE" }, importMessages);

const templateQuery = {
  type: "object",
  additionalProperties: false,
  properties: { format: { type: "string", enum: ["csv", "xlsx"], default: "xlsx", description: "The file kind." } },
} as const;

/**
 * 导入 of a resource with `list.actions.import`, for those who may create its rows (403 otherwise):
 * `GET …/import/template` (CSV or XLSX with the importable fields' titles), `POST …/import/check` (a dry
 * run: the report of every bad row, nothing written) and `POST …/import` (the same checks, then every row
 * in one transaction, or none: a file with a bad row answers 10022 with the report). docs/resource-api.md.
 */
export async function importRoutes(app: FastifyInstance, ctx: ResourceContext, res: ResourceConfig, audit: AuditLog) {
  const base = `/v1/resources/${res.name}/import`;
  const config = { access: accessRule(res, "create") };
  const upload = { consumes: ["multipart/form-data"] };
  /** An import writes every importable field: refused (10001) to a caller who may not change one of them. */
  const mayImport = (request: FastifyRequest) => {
    const view = fieldView(request.user, res, ctx.roles);
    const fixed = importFields(res).filter((f) => view.readOnly.has(f.name));
    if (fixed.length)
      throw fail.badParams({ file: `导入会写入您无权修改的字段：${fixed.map((f) => f.title).join("、")}` });
  };

  app.get<{ Querystring: { format: TemplateFormat } }>(
    `${base}/template`,
    { config, schema: tagged(`${localize(res.title)}：导入模板`, { querystring: templateQuery }) },
    async (request, reply) => {
      mayImport(request);
      const { format } = request.query;
      const fields = importFields(res);
      reply.header("content-disposition", templateDisposition(res, format));
      if (format === "csv") return reply.header("content-type", "text/csv; charset=utf-8").send(csvTemplate(fields));
      return reply
        .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .send(xlsxTemplate(res, fields));
    },
  );

  await takingFiles(app, (files) => {
    files.post(
      `${base}/check`,
      { config, schema: tagged(`${localize(res.title)}：导入检查`, upload) },
      async (request) => {
        mayImport(request);
        return envelope((await checkUpload(ctx, res, request)).report, "检查完成");
      },
    );

    files.post(base, { config, schema: tagged(`${localize(res.title)}：导入`, upload) }, async (request) => {
      mayImport(request);
      const { report, rows } = await checkUpload(ctx, res, request);
      if (!report.ok) throw new AppError(10022, 400, report, "文件中有错误，未导入任何数据");
      const inserted = await commitRows(ctx, res, rows, request.user?.username ?? "");
      await audit(request, "导入", res.name, `导入${localize(res.title)}${inserted}条`);
      return envelope({ ...report, inserted }, `成功导入${inserted}条${localize(res.title)}`);
    });
  });
}

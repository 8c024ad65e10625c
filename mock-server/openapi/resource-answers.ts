import { arrayOf, bool, fileAnswer, int, listOf, localized, mapOf, nullable, object, str } from "./answers.js";

/**
 * `data` of a config resource's routes besides its list, row and writes (which document.ts answers with
 * the resource's own components): its page config, import, files, tree and bulk actions (mock-server/resources/).
 * `*` is the resource's name (or the action's).
 */
type Schema = Record<string, unknown>;

const base = "/v1/resources/*";

/** What an import's dry run finds (mock-server/resources/import/routes.ts `ImportReport`). */
const importReport = {
  total: { type: "integer", description: "文件中的数据行数" },
  valid: int,
  invalid: int,
  problems: arrayOf(object({ row: int, field: str, column: str, message: str })),
  problemCount: int,
  columns: object({ ignored: arrayOf(str), missing: arrayOf(str) }),
  ok: { type: "boolean", description: "没有问题：导入会写入全部行" },
};

/** A stored file's facts, as its upload and `?info=1` answer them. */
const fileInfo = object({ key: str, name: str, size: int, mime: str, url: str, public: bool });

export const resourceResponses: Record<string, Schema> = {
  [`GET ${base}/config`]: object({
    name: str,
    title: localized,
    record: object({ type: str, properties: mapOf({ type: "object" }) }, ["type"]),
    list: { type: "object", description: "列表页：列、筛选、操作" },
  }),
  [`GET ${base}/tree-nodes`]: listOf(object({ id: int, label: str, parent: nullable(int) })),
  [`GET ${base}/import/template`]: fileAnswer(
    ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    "导入模板（format=csv 或 xlsx）",
  ),
  [`POST ${base}/import/check`]: object(importReport),
  [`POST ${base}/import`]: object({ ...importReport, inserted: { type: "integer", description: "导入的行数" } }),
  [`POST ${base}/files/:field`]: fileInfo,
  [`GET ${base}/files/:field/:key`]: fileAnswer(
    "application/octet-stream",
    "文件（按上传时的类型）；info=1 时为 JSON 信封，data 为文件信息",
    fileInfo,
  ),
  [`POST ${base}/actions/*/bulk`]: object({
    count: int,
    rows: arrayOf(object({ id: int, label: str, message: str }, ["message"])),
  }),
};

import { arrayOf, mapOf, object, str } from "./answers.js";

/**
 * `data` of the 200 answers of routes outside the modules (mock-server/config/routes.ts, the uploads
 * plugin), which have no schemas.ts of their own.
 */
type Schema = Record<string, unknown>;

const problem = object({ file: str, pointer: { type: "string", description: "JSON Pointer" }, message: str });
const status = object({
  version: str,
  appliedAt: str,
  appliedBy: str,
  problems: { ...arrayOf(problem), description: "上次失败的应用的问题；成功后为空" },
});
/** A catalogue entry: a built-in or an extension's renderer, widget, query widget or action. */
const entry = { type: "object", required: ["name"], properties: { name: str, title: str, propsSchema: {} } };

export const pluginResponses: Record<string, Schema> = {
  "POST /v1/files": object({ url: { type: "string", description: "/uploads/…" }, name: str }),
  "GET /config/status": status,
  "GET /config/files": object({
    version: str,
    files: mapOf({ description: "文件路径（如 resources/campus.json）到其 JSON" }),
    modules: mapOf({ type: "string", description: "模块提供的文件路径到模块名（如 resources/news.json → client）" }),
    status,
  }),
  "PUT /config/files": object({ version: str, lines: arrayOf(str) }),
  "POST /config/check": object({ problems: arrayOf(problem) }),
  "POST /config/plan": object({ version: str, problems: arrayOf(problem), lines: arrayOf(str) }),
  "GET /config/schemas": mapOf({ type: "object", description: "文件名（如 app.schema.json）到其 JSON Schema" }),
  "GET /config/catalogue": object({
    renderer: arrayOf(entry),
    widget: arrayOf(entry),
    queryWidget: arrayOf(entry),
    action: arrayOf(entry),
  }),
};

import { arrayOf, fileAnswer, int, localized, object, pageOf, str } from "../../openapi/answers.js";
import { BRAND_IMAGE_TYPES } from "../../brand.js";

/** A page of the route tree (config/routes.json), children nested the same way. */
const route = {
  type: "object",
  required: ["path"],
  properties: {
    path: str,
    name: str,
    component: str,
    redirect: str,
    meta: { type: "object", properties: { title: localized, icon: str } },
    children: arrayOf({ type: "object" }),
  },
};

/** `data` of each route's 200 answer, for the OpenAPI document alone (mock-server/openapi/answers.ts). */
export const responses = {
  "GET /app/config": object({
    version: str,
    app: { type: "object", description: "config/app.json，不含只有服务器使用的设置", required: ["title", "apiBase"] },
    errors: { type: "object", description: "错误码目录（请求的语言）" },
    routes: arrayOf(route),
    demoAccounts: arrayOf(object({ username: str, password: str, title: str })),
    abilities: arrayOf(object({ name: str, title: str })),
  }),
  "GET /router/getList": object({ list: arrayOf(route) }),
  "GET /notice/getList": pageOf(
    object({
      id: int,
      kind: { type: "string", enum: ["notice", "email"] },
      image: str,
      notice: str,
      email: str,
      from: str,
      created_at: str,
    }),
  ),
  "POST /notice/clear": object({ cleared: { type: "integer", description: "清空的条数" } }),
  "GET /search/getList": pageOf(object({ title: str, path: str, group: str })),
  "GET /app/logo": fileAnswer(BRAND_IMAGE_TYPES, "应用的标志（app.json logo）；未配置时 404"),
  "GET /app/favicon": fileAnswer(BRAND_IMAGE_TYPES, "网页图标（app.json favicon，默认 logo）；未配置时 404"),
};

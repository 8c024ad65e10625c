import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { AppError } from "../../../mock-server/plugins/errors.js";
import type { HandoutRepository } from "./repository.js";
import type { HandoutStorage } from "./storage.js";
import { PAGES, READ } from "./schemas.js";

/**
 * The address of a handout or homework PDF; with `download` the browser saves it instead of showing it.
 * `apiBase` is where the API is mounted (the route's prefix), so the address works as it is.
 */
export const handoutFileUrl = (apiBase: string, id: number, download = false): string =>
  `${apiBase}/v1/handout_file/${id}${download ? "?download=1" : ""}`;

const fileParams = {
  type: "object",
  additionalProperties: false,
  required: ["id"],
  properties: { id: { type: "integer", minimum: 1, errorMessage: "文件编号应为正整数" } },
} as const;

const fileQuery = {
  type: "object",
  additionalProperties: false,
  properties: { download: { type: "string", enum: ["0", "1"], errorMessage: "download 应为 0 或 1" } },
} as const;

/**
 * `GET /v1/handout_file/:id[?download=1]`: the PDF behind a handout node, to a logged-in caller who may
 * read the 教材讲义 page (the token and page checks of every API route), never to a visitor. Preview is
 * open to all of them; a download (an attachment under the file's label) only when the handout is
 * 允许下载 (30007 otherwise). Byte ranges are served, so pdf.js reads a long handout page by page.
 */
export async function fileRoute(
  app: FastifyInstance,
  deps: { repo: HandoutRepository; storage: HandoutStorage },
): Promise<void> {
  // Its own scope: `reply.sendFile` stays a decoration of this route, apart from the UI's static files.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: deps.storage.dir, serve: false, cacheControl: false });
    scope.get<{ Params: { id: number }; Querystring: { download?: "0" | "1" } }>(
      "/v1/handout_file/:id",
      {
        config: { access: READ, pages: PAGES },
        schema: {
          tags: ["handouts"],
          summary: "讲义或作业PDF（预览；download=1 下载，须允许下载）",
          params: fileParams,
          querystring: fileQuery,
        },
      },
      async (request, reply) => {
        const node = await deps.repo.find(request.params.id);
        if (!node || node.kind !== "file" || !node.stored_name) throw new AppError(30004, 404);
        // Private to the caller: no shared cache may keep a copy for the next person.
        reply.header("Cache-Control", "private, no-cache").header("X-Content-Type-Options", "nosniff");
        if (request.query.download !== "1")
          return reply.header("Content-Disposition", "inline").sendFile(node.stored_name);
        if (!node.downloadable) throw new AppError(30007, 403);
        return reply.download(node.stored_name, `${node.label}.pdf`);
      },
    );
  });
}

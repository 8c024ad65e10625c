import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";

/** Where the viewer finds pdf.js's character maps and standard fonts (see modules/handouts/web/viewer/pdf.ts). */
export const PDFJS_ASSETS = "/pdfjs/";

/**
 * Serves the character maps and standard fonts that ship with pdf.js: a Chinese PDF that names its
 * fonts instead of embedding them (SimSun with Identity-H, common from office programs) shows its
 * text only with them. Read from the installed package, so they always match the viewer's version.
 */
export async function servePdfjsAssets(app: FastifyInstance): Promise<void> {
  const root = dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
  for (const folder of ["cmaps", "standard_fonts"]) {
    await app.register(fastifyStatic, {
      root: join(root, folder),
      prefix: `${PDFJS_ASSETS}${folder}/`,
      decorateReply: false,
      index: false,
      // Files only: a folder address would otherwise answer 403 (no index, no listing), as if it existed.
      allowedPath: (path) => !path.endsWith("/"),
      // Their addresses do not name pdf.js's version, so a browser asks again each time: a 304 by ETag
      // while the package is the same, the new file the day it is upgraded.
      cacheControl: false,
      setHeaders: (reply) => reply.header("Cache-Control", "no-cache"),
    });
  }
}

import { constants } from "node:zlib";
import type { FastifyInstance } from "fastify";
import fastifyCompress from "@fastify/compress";

/** Answers smaller than this leave as they are: a header and a compressor's start cost more than they save. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The types compressed on the fly: text (a CSV export too), JSON, XML and JavaScript. Not
 * `text/event-stream` (an event must reach the browser when it is written, not when a compressor's
 * block fills) nor `application/octet-stream`, which the plugin's own list takes: that is how stored
 * files and pdf.js's character maps leave, already compact. The rest (PDF, images, zip, xlsx) falls to
 * mime-db, which calls them incompressible.
 */
export function compressibleType(type: string): boolean {
  let known = decided.get(type);
  if (known === undefined) {
    const mime = type.split(";", 1)[0]!.trim().toLowerCase();
    known = mime !== "text/event-stream" && /^text\/|[/+]json$|[/+]xml$|javascript$/.test(mime);
    // Asked on every answer, of a handful of types: the cap only keeps odd ones from growing it.
    if (decided.size < 100) decided.set(type, known);
  }
  return known;
}

const decided = new Map<string, boolean>();

/**
 * Compresses API answers (and the OpenAPI document) over 1 KB for a client that accepts it: brotli at
 * quality 4, a fraction of the time of its default 11 for most of the gain, else gzip. Registered at the
 * root before every route, since it hooks each route as it is declared. The UI's files carry their own
 * .br/.gz made at build (vite.config.ts): a file sent with a Content-Encoding is left as it is.
 * Requests are not inflated: no client of ours sends a compressed body.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ["br", "gzip"],
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    },
    zlibOptions: { level: 6 },
    customTypes: compressibleType,
    globalDecompression: false,
  });
}

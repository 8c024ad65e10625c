import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

export interface CorsOptions {
  /** app.json `cors.origins`: the only origins answered with CORS headers. */
  origins: string[];
  /** app.json `tokenHeader`: a cross-origin client may send it as well as `Authorization`. */
  tokenHeader: string;
}

/** What a listed origin may send and read. */
export const CORS_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
export const corsAllowedHeaders = (tokenHeader: string) => [
  "Authorization",
  "Content-Type",
  tokenHeader,
  "X-Request-Id",
];
/** The simple-rest dialect's total, and the request id a user's report quotes. */
export const CORS_EXPOSED_HEADERS = ["X-Total-Count", "X-Request-Id"];

/**
 * CORS for the origins app.json lists (docs/config.md#cors), none by default. A listed origin's requests get
 * `Access-Control-Allow-Origin` (its own origin, with `Vary: Origin`) and its preflights are answered 204 with
 * the methods and headers above, before the token is looked for (a browser's preflight carries none). Any
 * other origin, and a request without one, gets no CORS header at all: its preflight finds no route (404) and
 * its browser refuses the answer. No credentials (cookies) are allowed: the API reads a token header.
 * Per config version, like every route: a change of the list applies with the version.
 */
export async function corsPlugin(app: FastifyInstance, { origins, tokenHeader }: CorsOptions): Promise<void> {
  const allowed = new Set(origins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin) ? origin : false),
    methods: CORS_METHODS,
    allowedHeaders: corsAllowedHeaders(tokenHeader),
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: 600,
    strictPreflight: true,
  });
}

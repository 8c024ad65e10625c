import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * The Content-Security-Policy the built UI runs under (docs/security.md#headers-and-proxies):
 * - scripts only from our own files: the build emits no inline script, and nothing may eval
 *   (pdf.js is told not to try: `isEvalSupported: false` in the viewer);
 * - styles also inline: antd 5's CSS-in-JS writes <style> tags at run time and components set
 *   `style` attributes, and index.html carries the boot spinner's CSS;
 * - images also from data: (the favicon, antd's empty states) and blob: (the print pages);
 * - the pdf.js worker is a file of ours (`worker-src 'self'`);
 * - nobody may frame the app (`frame-ancestors 'none'`), nor post a form or set a <base> elsewhere.
 * No `upgrade-insecure-requests`: the server may be reached over plain HTTP on an intranet, and
 * HTTPS is the business of the proxy in front of it (which then also sends HSTS).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** helmet's options: the CSP above, frames denied, no referrer, and its other defaults. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  frameguard: { action: "deny" as const },
  referrerPolicy: { policy: "no-referrer" as const },
  // Sent over plain HTTP it means nothing, and includeSubDomains is not ours to decide.
  strictTransportSecurity: false,
};

/**
 * The headers helmet writes, computed once: with no CSP nonces they are the same on every answer, and
 * setting a dozen headers through Node's response one by one cost a third of a small API answer.
 */
export function securityHeaderValues(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error("helmet did not finish writing its headers");
  return headers;
}

/**
 * Security headers on every answer (API, UI, stored files, pdf.js assets, 404s and errors): the
 * CSP above, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`, `nosniff` and helmet's other
 * defaults. Added before anything else, so an answer refused by a later hook carries them too.
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaderValues();
  // A callback, not an async hook: no promise on every request for a few assignments.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";

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

/**
 * Security headers on every answer (API, UI, stored files, pdf.js assets, 404s and errors): the
 * CSP above, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`, `nosniff` and helmet's other
 * defaults. Registered before anything else, so an answer refused by a later hook carries them too.
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    // Sent over plain HTTP it means nothing, and includeSubDomains is not ours to decide.
    strictTransportSecurity: false,
  });
}

import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";

/** Generous for every route that takes a file: each one reads its part with its own limit (images 5 MB, PDFs more). */
const LIMITS = { files: 1, fileSize: 100 * 1024 * 1024, fields: 20, parts: 25 };

/**
 * Routes that take a file (`multipart/form-data`), declared in a scope where `@fastify/multipart` parses
 * such bodies. Registered for the whole app, its hooks (a promise on each of onRequest, preValidation and
 * onResponse, and a listener on every answer's socket) ran on every request of every route, a list page's
 * included (docs/architecture.md, "Per-request overhead"). Elsewhere a multipart body is refused as a
 * format the route does not take (415, 10001 on `body`).
 */
export async function takingFiles(
  app: FastifyInstance,
  // What it returns is not awaited: a Fastify instance is a thenable that waits for the app to be ready.
  routes: (scope: FastifyInstance) => unknown,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: LIMITS });
    routes(scope);
  });
}

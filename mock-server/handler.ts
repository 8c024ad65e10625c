import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from "fastify";
import formbody from "@fastify/formbody";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import ajvErrors from "ajv-errors";
import type { Plugin } from "ajv";
import { existsSync, readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { join, relative, sep } from "node:path";
import type { LoadedConfig } from "./plugins/config-loader.js";
import { brandedPage, pageTag } from "./brand.js";
import type { Store } from "./db/index.js";
import { errorsPlugin, envelope, fail } from "./plugins/errors.js";
import { localePlugin } from "./plugins/locale.js";
import { authPlugin } from "./plugins/auth.js";
import { pageGate } from "./plugins/page-gate.js";
import { auditLog } from "./plugins/audit.js";
import { accountRepository } from "./modules/account/repository.js";
import { accountRoutes } from "./modules/account/routes.js";
import { profileRoutes } from "./modules/account/profile-routes.js";
import { authorityRoutes } from "./modules/authority/routes.js";
import { noticeRepository } from "./modules/shell/notices.js";
import { shellRoutes } from "./modules/shell/routes.js";
import { statsRoutes } from "./modules/stats/routes.js";
import { viewRoutes } from "./modules/views/routes.js";
import { demoAccounts, type SeedPasswords } from "./seed/accounts.js";
import { parseQueryString } from "./plugins/query-string.js";
import { recordAjv, recordAjvOptions } from "./plugins/record-ajv.js";
import { sharedSerializers, sharedValidators } from "./plugins/shared-validators.js";
import { serveUploads, uploadRoutes } from "./plugins/uploads.js";
import { inputGuard } from "./plugins/input-guard.js";
import { servePdfjsAssets } from "./plugins/pdfjs-assets.js";
import { loginThrottle, throttleLimits } from "./plugins/throttle.js";
import { uploadQuota } from "./plugins/upload-quota.js";
import { securityHeaders } from "./plugins/security-headers.js";
import { compressAnswers } from "./plugins/compress.js";
import { fastifyTrustProxy, type TrustProxy } from "./plugins/trust-proxy.js";
import { rowReach } from "./resources/row-reach.js";
import { switchedOffResources } from "./config/switched-off.js";
import { resourceContext } from "./resources/context.js";
import { resourceRoutes } from "./resources/routes.js";
import { restRoutes } from "./resources/rest-routes.js";
import { corsPlugin } from "./plugins/cors.js";
import { configRoutes } from "./config/routes.js";
import type { ConfigRuntime } from "./config/runtime.js";
import { openapiOptions } from "./openapi/index.js";
import { localize } from "../src/common/i18n.js";
import type { AppParts } from "./parts.js";

/** What every version's handler shares: the process's store, folders, clock and options. */
export interface HandlerDeps {
  store: Store;
  uploads: string;
  now: () => number;
  passwords: SeedPasswords;
  production: boolean;
  /** The front's logger: one log for the process, whichever version serves a request. */
  log: FastifyBaseLogger | false;
  trustProxy: TrustProxy;
  /** Folder of the built UI to serve; false serves the API alone. */
  uiDir: string | false;
  onRoute?: (route: RouteOptions) => void;
  /** The config runtime (the designer's routes): read when a request comes, it exists by then. */
  runtime: () => ConfigRuntime;
  /** What the app's modules register: their routes join the framework's in every version. */
  parts: AppParts;
}

/**
 * One config version as a request handler (docs/architecture.md, "Swapping a running server"): a Fastify
 * instance with every plugin and route that version's config describes, never listening. The front
 * (app.ts) hands each request to the current one; a new config builds a new handler and the front swaps.
 */
export async function buildHandler(deps: HandlerDeps, config: LoadedConfig): Promise<FastifyInstance> {
  const { store, uploads, now, passwords, production, runtime } = deps;
  const apiBase = config.app.apiBase;
  const app = Fastify({
    ...(deps.log ? { loggerInstance: deps.log } : { logger: false }),
    // One id per request on every log line (pino's reqId), taken from the load balancer's header when it
    // sends one, and echoed back so a user's report can be found in the logs of whichever process served it.
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // None by default: otherwise anyone's X-Forwarded-For would become request.ip (the operation log).
    trustProxy: fastifyTrustProxy(deps.trustProxy),
    // `ids[]=1&ids[]=2`, `ids[0]=1` and `ids=1&ids=2` all read as arrays (design.md §6).
    routerOptions: { querystringParser: parseQueryString },
    ajv: {
      // Unknown fields are rejected, not silently dropped; every problem is reported at once.
      customOptions: recordAjvOptions,
      // ajv-errors' plugin type names its options; Fastify's slot takes Plugin<unknown>.
      plugins: [ajvErrors as Plugin<unknown>],
      // After ajv-formats, so the record formats (date, time, email, …) replace its versions.
      onCreate: (ajv) => void recordAjv(ajv),
    },
    // Validators and answer serializers compiled once per process, not once per config version
    // (plugins/shared-validators.ts).
    schemaController: { compilersFactory: { buildValidator: sharedValidators, buildSerializer: sharedSerializers } },
  });
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);
  // A callback, not an async hook: no promise on every request for one header.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  const accounts = accountRepository(store, now);
  const notices = noticeRepository(store.db);
  const audit = auditLog(store);
  const security = config.app.security ?? {};
  const throttle = loginThrottle(store, now, throttleLimits(security));
  const resources = resourceContext(store, config.resources, deps.parts, now, config.roles.roles);

  await securityHeaders(app);
  // Before any route: it hooks each route as the route is declared.
  await compressAnswers(app);
  // Before the token check: a browser's preflight carries no token.
  await corsPlugin(app, { origins: config.app.cors?.origins ?? [], tokenHeader: config.app.tokenHeader });
  await app.register(errorsPlugin, { errors: config.errors });
  // Envelopes leave in the request's language (Accept-Language): the catalogue's English, the glossary of
  // the config's `{"zh-CN", "en-US"}` texts.
  await app.register(localePlugin, {
    errors: config.errors,
    config: [config.resources, config.dashboards, config.routes],
  });
  // Before every route's own checks: control characters in any text field are 10001 on the field.
  await app.register(inputGuard);
  await app.register(formbody);
  // Multipart bodies are parsed only where a route takes a file (plugins/multipart.ts).
  await app.register(swagger, openapiOptions(config, deps.parts));
  await app.register(swaggerUi, { routePrefix: `${apiBase}/docs` });
  await app.register(authPlugin, {
    accounts,
    tokenHeader: config.app.tokenHeader,
    now,
    apiBase,
    publicPrefixes: [`${apiBase}/docs`],
    pages: pageGate(config, apiBase),
    sessionMaxMs: (security.sessionMaxHours ?? 168) * 3600_000,
    store,
  });

  await app.register(
    async (api) => {
      // Liveness: the process answers. Readiness: it can also reach its database (a load balancer sends
      // traffic only to ready processes).
      // Their `data`, for the OpenAPI document alone (docs/resource-api.md, "The OpenAPI document").
      const ok = {
        type: "object",
        required: ["ok"],
        properties: { ok: { type: "boolean" }, store: { type: "string" } },
      };
      const healthSchema = { tags: ["shell"], "x-data": ok };
      api.get("/health", { config: { public: true }, schema: healthSchema }, async () => envelope({ ok: true }));
      api.get("/ready", { config: { public: true }, schema: healthSchema }, async (_request, reply) => {
        try {
          await store.ping();
          return envelope({ ok: true, store: store.dialect });
        } catch {
          return reply.status(503).send(envelope({ ok: false, store: store.dialect }, "数据库不可用", 503));
        }
      });
      await accountRoutes(api, {
        accounts,
        notices,
        audit,
        throttle,
        now,
        title: localize(config.app.title),
        tokenName: config.app.tokenName,
        openRegistration: security.openRegistration ?? true,
      });
      const MB = 1024 * 1024;
      const quota = uploadQuota(store, (security.uploadQuotaMB ?? 20) * MB, (security.staffUploadQuotaMB ?? 2048) * MB);
      await profileRoutes(api, { accounts, audit, uploads, quota });
      await authorityRoutes(api, {
        store,
        config,
        runtime,
        abilities: deps.parts.abilities,
        waiting: {
          abilities: deps.parts.switchedOffAbilities,
          resource: (name) => switchedOffResources(deps.parts.catalogue, config.app.modules ?? []).has(name),
        },
        accounts,
        audit,
        throttle,
      });
      await shellRoutes(api, {
        config,
        notices,
        audit,
        accounts,
        demoAccounts: demoAccounts(passwords, production, config.roles),
        abilities: deps.parts.abilities,
      });
      await resourceRoutes(api, { ctx: resources, audit, pageSize: config.app.pageSize ?? 10, uploads, quota });
      await restRoutes(api, { ctx: resources, audit, errors: config.errors });
      await uploadRoutes(api, { dir: uploads, audit, quota });
      const reach = rowReach(store, config.resources, config.roles.roles);
      await statsRoutes(api, { store, config, now, reach, aggregates: deps.parts.aggregates });
      for (const module of deps.parts.modules) {
        await module.prepare?.({ store, config });
        await module.routes?.(api, { store, config, audit, throttle, uploads, quota, now, reach });
      }
      await viewRoutes(api, { store, config, audit });
      await configRoutes(api, { runtime, audit });
    },
    { prefix: apiBase },
  );
  await serveUploads(app, uploads);
  await servePdfjsAssets(app);

  const uiDir = deps.uiDir;
  if (uiDir && existsSync(join(uiDir, "index.html"))) {
    await app.register(fastifyStatic, {
      root: uiDir,
      wildcard: false,
      index: false,
      // The build's .br/.gz twin of a file, as the browser accepts it (Vary: Accept-Encoding); they are
      // not addresses of their own. index.html is served below, as this app's page.
      preCompressed: true,
      globIgnore: ["**/*.br", "**/*.gz", "index.html", "index.html.*"],
      cacheControl: false,
      setHeaders: (reply, path) => reply.header("Cache-Control", uiCacheControl(uiDir, path)),
    });
    // Client-side routes (/index, /login, …) all load the single page. A missing build file is a 404: a
    // page of HTML in place of a script from an older build would only fail later and less clearly.
    // The page as this app serves it (its title, icon and language), made once per config version; the
    // compression plugin encodes it as the browser accepts, and its tag makes an unchanged page a 304.
    const page = brandedPage(readFileSync(join(uiDir, "index.html"), "utf8"), config.app, apiBase);
    const tag = pageTag(page);
    const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
      reply.header("Cache-Control", "no-cache").header("ETag", tag).header("Vary", "Accept-Encoding");
      if (request.headers["if-none-match"] === tag) return reply.code(304).send();
      return reply.type("text/html; charset=utf-8").send(page);
    };
    app.get("/*", { config: { public: true } }, async (request, reply) => {
      if (request.url.startsWith(`${apiBase}/`) || request.url.startsWith("/assets/")) throw fail.notFound();
      return sendPage(request, reply);
    });
    app.get("/", { config: { public: true } }, sendPage);
  }
  await app.ready();
  return app;
}

/**
 * The UI's caching: files under assets/ are named by their content's hash, so a browser or proxy keeps
 * them for a year without asking again; anything else (index.html, which names the current hashes)
 * is asked again each time, and its ETag makes that a 304 when nothing changed.
 */
export function uiCacheControl(uiDir: string, path: string): string {
  return relative(uiDir, path).startsWith(`assets${sep}`) ? "public, max-age=31536000, immutable" : "no-cache";
}

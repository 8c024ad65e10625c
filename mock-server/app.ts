import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import ajvErrors from "ajv-errors";
import type { Plugin } from "ajv";
import { existsSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { join, resolve } from "node:path";
import { loadConfig, type LoadedConfig } from "./plugins/config-loader.js";
import { openDatabase, type DB } from "./plugins/database.js";
import { migrate, openStore, type Store } from "./db/index.js";
import { errorsPlugin, envelope, fail } from "./plugins/errors.js";
import { authPlugin } from "./plugins/auth.js";
import { pageGate } from "./plugins/page-gate.js";
import { auditLog } from "./plugins/audit.js";
import { accountRepository } from "./modules/account/repository.js";
import { accountRoutes } from "./modules/account/routes.js";
import { profileRoutes } from "./modules/account/profile-routes.js";
import { authorityRoutes } from "./modules/authority/routes.js";
import { noticeRepository } from "./modules/shell/notices.js";
import { shellRoutes } from "./modules/shell/routes.js";
import { optionRoutes } from "./modules/options/routes.js";
import { codeRoutes } from "./modules/codes/routes.js";
import { handoutRoutes } from "./modules/handouts/routes.js";
import { scheduleRoutes } from "./modules/schedule/routes.js";
import { statsRoutes } from "./modules/stats/routes.js";
import { qaRoutes } from "./modules/qa/routes.js";
import { clientRoutes } from "./modules/client/routes.js";
import { seedAccounts, defaultPasswords, demoAccounts, type SeedPasswords } from "./seed/accounts.js";
import { seedHandouts } from "./seed/handouts.js";
import { seedSchedule } from "./seed/schedule.js";
import { seedSampleImages } from "./seed/sample-images.js";
import { resourceSeeds, type ResourceSeed } from "./seed/resources/index.js";
import { parseQueryString } from "./plugins/query-string.js";
import { recordAjv, recordAjvOptions } from "./plugins/record-ajv.js";
import { serveUploads, uploadRoutes, uploadsDir } from "./plugins/uploads.js";
import { inputGuard } from "./plugins/input-guard.js";
import { servePdfjsAssets } from "./plugins/pdfjs-assets.js";
import { loginThrottle, throttleLimits } from "./plugins/throttle.js";
import { uploadQuota } from "./plugins/upload-quota.js";
import { securityHeaders } from "./plugins/security-headers.js";
import { fastifyTrustProxy, type TrustProxy } from "./plugins/trust-proxy.js";
import { scheduleUpkeep } from "./maintenance/scheduler.js";
import { resourceContext } from "./resources/context.js";
import { resourceRoutes } from "./resources/routes.js";
import { seedResources } from "./resources/seed.js";
import { syncTables } from "./resources/sync-tables.js";
import { setBusinessTimeZone } from "./modules/schedule/clock.js";
import { DEFAULT_TIME_ZONE } from "../src/common/time-zone.js";

export interface BuildOptions {
  /** Folder of the database and uploads (`data/`). */
  dataDir?: string;
  /** Stored files (`OMO_UPLOAD_DIR`): one folder every process mounts; default `<dataDir>/uploads`. */
  uploadDir?: string;
  /** Database file; overrides dataDir's `omo.db`. `:memory:` for a throwaway one. */
  dbPath?: string;
  /** `postgres://…` (OMO_DATABASE_URL): the store is PostgreSQL, and no SQLite file is opened. */
  databaseUrl?: string;
  /** Config folder (`config/`), read and validated when `config` is not given. */
  configDir?: string;
  config?: LoadedConfig;
  /** Seed demo data into an empty database (default true), with these passwords. */
  seed?: boolean;
  passwords?: Partial<SeedPasswords>;
  /** Generators of the resources' sample rows (default mock-server/seed/resources). */
  resourceSeeds?: [name: string, seed: ResourceSeed][];
  /** Folder of the built UI to serve; false serves the API alone. */
  uiDir?: string | false;
  logger?: boolean;
  /**
   * Production mode (default: NODE_ENV=production): no account is seeded with a published password,
   * and the login page names no demo account.
   */
  production?: boolean;
  /** The clock, for tests of token expiry. */
  now?: () => number;
  /** Proxies whose X-Forwarded-For is believed (`OMO_TRUST_PROXY`); none by default. */
  trustProxy?: TrustProxy;
  /** Sees every route as it is added, with its config (the route × role matrix test reads them). */
  onRoute?: (route: RouteOptions) => void;
}

declare module "fastify" {
  interface FastifyInstance {
    db: DB;
    store: Store;
    omoConfig: LoadedConfig;
    dataDir: string;
  }
}

/**
 * The app factory: one Fastify instance serving the API under the configured base and,
 * when built, the UI. `npm start` and every server test build the app through this.
 */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig(options.configDir ?? "config");
  // Before anything reads the clock: the seed, the views, every timestamp.
  setBusinessTimeZone(config.app.timeZone ?? DEFAULT_TIME_ZONE);
  const dataDir = resolve(options.dataDir ?? "data");
  const uploads = uploadsDir(dataDir, options.uploadDir);
  // SQLite (the default) opens its file here; PostgreSQL is reached through the store alone.
  const db = options.databaseUrl
    ? (undefined as unknown as DB)
    : openDatabase(options.dbPath ?? join(dataDir, "omo.db"));
  const now = options.now ?? Date.now;
  const apiBase = config.app.apiBase;

  const app = Fastify({
    logger: options.logger ?? false,
    // One id per request on every log line (pino's reqId), taken from the load balancer's header when it
    // sends one, and echoed back so a user's report can be found in the logs of whichever process served it.
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // None by default: otherwise anyone's X-Forwarded-For would become request.ip (the operation log).
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
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
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.addHook("onRequest", async (request, reply) => void reply.header("x-request-id", request.id));
  app.decorate("db", db);
  // The data layer (docs/architecture.md): every module's one way to the database. On SQLite it runs on
  // the connection above (which the SQLite-only backup tests and benches also read).
  const store = openStore({ url: options.databaseUrl, sqlite: db, timeZone: config.app.timeZone });
  app.decorate("store", store);
  app.decorate("omoConfig", config);
  app.decorate("dataDir", dataDir);
  app.addHook("onClose", async () => {
    await store.close();
    db?.close();
  });

  const accounts = accountRepository(store, now);
  const notices = noticeRepository(store.db);
  const audit = auditLog(store);
  const security = config.app.security ?? {};
  const throttle = loginThrottle(store, now, throttleLimits(security));
  const passwords = { ...defaultPasswords, ...options.passwords };
  const production = options.production ?? process.env.NODE_ENV === "production";
  const resources = resourceContext(store, config.resources, now);
  try {
    // One process at a time (processes started together on PostgreSQL): the first migrates, makes the
    // config's tables and seeds an empty database; the others wait, then find it done.
    await store.exclusive("omo:start", async () => {
      if (options.databaseUrl) await migrate(store);
      if (options.seed !== false) await seedAccounts(accounts, passwords, production);
      // Tables follow the config before anything reads them: new fields get columns, none is dropped.
      await syncTables(store, config.resources);
      if (options.seed !== false) await seedResources(resources, options.resourceSeeds ?? resourceSeeds);
      if (options.seed !== false) await seedHandouts(store, config.resources, uploads);
      if (options.seed !== false) await seedSchedule(store, now, resources);
    });
  } catch (err) {
    // A start that fails (a bad seed row, an unreachable database) leaves no connection open.
    await store.close();
    db?.close();
    throw err;
  }
  if (options.seed !== false) seedSampleImages(uploads);

  await securityHeaders(app);
  await app.register(errorsPlugin, { errors: config.errors });
  // Before every route's own checks: control characters in any text field are 10001 on the field.
  await app.register(inputGuard);
  await app.register(formbody);
  // Generous globally: each upload route reads its part with its own limit (images 5 MB, PDFs more).
  await app.register(multipart, { limits: { files: 1, fileSize: 100 * 1024 * 1024, fields: 20, parts: 25 } });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.app.title} API`, version: "1" },
      components: { securitySchemes: { token: { type: "apiKey", in: "header", name: config.app.tokenHeader } } },
      security: [{ token: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: `${apiBase}/docs` });
  await app.register(authPlugin, {
    accounts,
    tokenHeader: config.app.tokenHeader,
    now,
    apiBase,
    publicPrefixes: [`${apiBase}/docs`],
    pages: pageGate(config, apiBase),
    sessionMaxMs: (security.sessionMaxHours ?? 168) * 3600_000,
  });

  await app.register(
    async (api) => {
      // Liveness: the process answers. Readiness: it can also reach its database (a load balancer sends
      // traffic only to ready processes).
      api.get("/health", { config: { public: true }, schema: { tags: ["shell"] } }, async () => envelope({ ok: true }));
      api.get("/ready", { config: { public: true }, schema: { tags: ["shell"] } }, async (_request, reply) => {
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
        title: config.app.title,
        tokenName: config.app.tokenName,
        openRegistration: security.openRegistration ?? true,
      });
      const quota = uploadQuota(store, (security.uploadQuotaMB ?? 20) * 1024 * 1024);
      await profileRoutes(api, { accounts, audit, uploads, quota });
      await authorityRoutes(api, { store, config, accounts, audit, throttle });
      await shellRoutes(api, { config, notices, audit, demoAccounts: demoAccounts(passwords, production) });
      await resourceRoutes(api, { ctx: resources, audit, pageSize: config.app.pageSize ?? 10 });
      await uploadRoutes(api, { dir: uploads, audit });
      await optionRoutes(api, { store, config, now });
      await codeRoutes(api, { store, config });
      await handoutRoutes(api, { store, resources: config.resources, audit, uploads });
      await scheduleRoutes(api, { store, audit, config, now });
      await statsRoutes(api, { store, config, now });
      await qaRoutes(api, { store, config, now });
      await clientRoutes(api, { store, config, audit, throttle });
    },
    { prefix: apiBase },
  );
  await serveUploads(app, uploads);
  await servePdfjsAssets(app);

  const uiDir = options.uiDir === undefined ? resolve("dist") : options.uiDir;
  if (uiDir && existsSync(join(uiDir, "index.html"))) {
    await app.register(fastifyStatic, { root: uiDir, wildcard: false, index: false });
    // Client-side routes (/index, /login, …) all load the single page.
    app.get("/*", { config: { public: true } }, async (request, reply) => {
      if (request.url.startsWith(`${apiBase}/`)) throw fail.notFound();
      return reply.sendFile("index.html");
    });
    app.get("/", { config: { public: true } }, (_request, reply) => reply.sendFile("index.html"));
  }
  // Backups and the operation-log sweep look after the data folder's SQLite file; not after a database
  // kept elsewhere. On PostgreSQL many processes share one database: backups and the sweep are one
  // scheduled `npm run db:backup` (docs/deploy.md), not each process's.
  if (options.dbPath === undefined && !options.databaseUrl)
    scheduleUpkeep(app, { store, dataDir, uploads, config: config.app, now });
  return app;
}

import Fastify, { type FastifyInstance } from "fastify";
import formbody from "@fastify/formbody";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import ajvErrors from "ajv-errors";
import type { Plugin } from "ajv";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadConfig, type LoadedConfig } from "./plugins/config-loader.js";
import { openDatabase, type DB } from "./plugins/database.js";
import { errorsPlugin, envelope, fail } from "./plugins/errors.js";
import { authPlugin } from "./plugins/auth.js";
import { auditLog } from "./plugins/audit.js";
import { accountRepository } from "./modules/account/repository.js";
import { accountRoutes } from "./modules/account/routes.js";
import { noticeRepository } from "./modules/shell/notices.js";
import { shellRoutes } from "./modules/shell/routes.js";
import { seedAccounts, defaultPasswords, type SeedPasswords } from "./seed/accounts.js";

export interface BuildOptions {
  /** Folder of the database and uploads (`data/`). */
  dataDir?: string;
  /** Database file; overrides dataDir's `omo.db`. `:memory:` for a throwaway one. */
  dbPath?: string;
  /** Config folder (`config/`), read and validated when `config` is not given. */
  configDir?: string;
  config?: LoadedConfig;
  /** Seed demo data into an empty database (default true), with these passwords. */
  seed?: boolean;
  passwords?: Partial<SeedPasswords>;
  /** Folder of the built UI to serve; false serves the API alone. */
  uiDir?: string | false;
  logger?: boolean;
  /** The clock, for tests of token expiry. */
  now?: () => number;
}

declare module "fastify" {
  interface FastifyInstance {
    db: DB;
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
  const dataDir = resolve(options.dataDir ?? "data");
  const db = openDatabase(options.dbPath ?? join(dataDir, "omo.db"));
  const now = options.now ?? Date.now;
  const apiBase = config.app.apiBase;

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    ajv: {
      // Unknown fields are rejected, not silently dropped; every problem is reported at once.
      customOptions: { allErrors: true, removeAdditional: false, coerceTypes: "array", useDefaults: true },
      // ajv-errors' plugin type names its options; Fastify's slot takes Plugin<unknown>.
      plugins: [ajvErrors as Plugin<unknown>],
    },
  });
  app.decorate("db", db);
  app.decorate("omoConfig", config);
  app.decorate("dataDir", dataDir);
  app.addHook("onClose", async () => db.close());

  const accounts = accountRepository(db, now);
  const notices = noticeRepository(db);
  const audit = auditLog(db);
  if (options.seed !== false) seedAccounts(accounts, { ...defaultPasswords, ...options.passwords });

  await app.register(errorsPlugin, { errors: config.errors });
  await app.register(formbody);
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
  });

  await app.register(
    async (api) => {
      api.get("/health", { config: { public: true }, schema: { tags: ["shell"] } }, async () => envelope({ ok: true }));
      await accountRoutes(api, { accounts, notices, audit, title: config.app.title, tokenName: config.app.tokenName });
      await shellRoutes(api, { config, notices, audit });
    },
    { prefix: apiBase },
  );

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
  return app;
}

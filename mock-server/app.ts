import Fastify, { LogController, type FastifyInstance, type RouteOptions } from "fastify";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { loadConfig, type LoadedConfig } from "./plugins/config-loader.js";
import { openDatabase, type DB } from "./plugins/database.js";
import { migrate, openStore, type Store } from "./db/index.js";
import { accountRepository } from "./modules/account/repository.js";
import { seedAccounts, type SeedPasswords } from "./seed/accounts.js";
import type { ResourceSeed } from "./resources/seed-types.js";
import type { ServerModule } from "./module-api.js";
import { partsNamed, partsOf, partsOfConfig } from "./app-modules.js";
import { uploadsDir } from "./plugins/uploads.js";
import type { TrustProxy } from "./plugins/trust-proxy.js";
import { scheduleUpkeep } from "./maintenance/scheduler.js";
import { resourceContext } from "./resources/context.js";
import { orderSeeds, seedResources } from "./resources/seed.js";
import { configSeeds } from "./seed/config-seeds.js";
import { syncRoles } from "./modules/authority/roles-file.js";
import { syncTables } from "./resources/sync-tables.js";
import { setBusinessTimeZone } from "./clock.js";
import { databaseFile } from "./data-dir.js";
import { DEFAULT_TIME_ZONE } from "../src/common/time-zone.js";
import { buildHandler } from "./handler.js";
import { startConfigRuntime, type ConfigRuntime } from "./config/runtime.js";
import { configEvents } from "./config/events.js";
import { loadExtensionActions } from "./config/extensions.js";
type Timeouts = Partial<Record<"keepAliveTimeout" | "requestTimeout" | "connectionTimeout", number>>;

export interface BuildOptions {
  /** Folder of the database and uploads (`data/`). */
  dataDir?: string;
  /** Stored files (`OMO_UPLOAD_DIR`): one folder every process mounts; default `<dataDir>/uploads`. */
  uploadDir?: string;
  /** Database file; overrides dataDir's `<app.json#/fileName>.db`. `:memory:` for a throwaway one. */
  dbPath?: string;
  /** `postgres://…` (OMO_DATABASE_URL): the store is PostgreSQL, and no SQLite file is opened. */
  databaseUrl?: string;
  /** Config folder (`config/`), read and validated when `config` is not given. */
  configDir?: string;
  config?: LoadedConfig;
  /** Seed demo data into an empty database (default true), with these passwords (by account; default: name + 123). */
  seed?: boolean;
  passwords?: SeedPasswords;
  /** Generators of the resources' sample rows (default: the modules'). */
  resourceSeeds?: [name: string, seed: ResourceSeed][];
  /** The app's business modules (default: those app.json#/modules names, app-modules.ts). */
  modules?: ServerModule[];
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
  /** Apply changes under the config folder as they are saved (npm start); tests call configRuntime.reload(). */
  watchConfig?: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    db: DB;
    store: Store;
    /** The config version serving now (it changes while the server runs: read it, do not keep it). */
    omoConfig: LoadedConfig;
    configRuntime: ConfigRuntime;
    dataDir: string;
  }
}

/**
 * The app factory: one Fastify instance serving the API under the configured base and,
 * when built, the UI. `npm start` and every server test build the app through this.
 */
/**
 * The app factory: the front that serves the API under the configured base and, when built, the UI.
 * `npm start` and every server test build the app through this. The front owns what lives as long as the
 * process (the store, the upload folder, the schedule, the config runtime) and hands each request to the
 * handler of the config version serving (handler.ts; docs/architecture.md, "Swapping a running server").
 */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const configDir = resolve(options.configDir ?? "config");
  // The modules load first: the config's checks ask which actions, hooks and aggregates exist.
  const parts = options.modules
    ? partsOf(options.modules)
    : options.config
      ? partsNamed(options.config.app.modules ?? [])
      : partsOfConfig(configDir);
  const config = options.config ?? loadConfig(configDir, parts);
  // Before anything reads the clock: the seed, the views, every timestamp.
  setBusinessTimeZone(config.app.timeZone ?? DEFAULT_TIME_ZONE);
  const dataDir = resolve(options.dataDir ?? "data");
  const uploads = uploadsDir(dataDir, options.uploadDir);
  // SQLite (the default) opens its file here; PostgreSQL is reached through the store alone.
  const db = options.databaseUrl
    ? (undefined as unknown as DB)
    : openDatabase(options.dbPath ?? databaseFile(dataDir, config.app.fileName), parts.modules);
  const now = options.now ?? Date.now;

  const eventsPath = `${config.app.apiBase}/config/events`;
  const isEvents = (url: string | undefined) =>
    url !== undefined && (url === eventsPath || url.startsWith(`${eventsPath}?`));
  /** The config runtime, once started: until then a socket's request takes the front's route too. */
  const live: { serving?: ConfigRuntime } = {};
  // The front: request logging and ids are the handler's (it routes), so the front logs nothing per request.
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: true }),
    // A request from a socket goes straight to the handler serving now: the front's own request, reply and
    // hooks would only be thrown away (docs/architecture.md "Per-request overhead"). Its config stream and
    // the requests `inject` makes (which skip the server) take the front's route below.
    serverFactory: (front, opts) => {
      const server = createServer(opts.http ?? {}, (req, res) =>
        live.serving && !isEvents(req.url) ? live.serving.handler.routing(req, res) : front(req, res),
      );
      // Fastify's own timeouts, as it sets them on a server it makes (its defaults are filled in by now).
      const { keepAliveTimeout, requestTimeout, connectionTimeout } = opts as Timeouts;
      if (keepAliveTimeout) server.keepAliveTimeout = keepAliveTimeout;
      if (requestTimeout) server.requestTimeout = requestTimeout;
      server.setTimeout(connectionTimeout ?? 0);
      return server;
    },
  });
  app.decorate("db", db);
  // The data layer (docs/architecture.md): every module's one way to the database. On SQLite it runs on
  // the connection above (which the SQLite-only backup tests and benches also read).
  const store = openStore({ url: options.databaseUrl, sqlite: db, timeZone: config.app.timeZone });
  app.decorate("store", store);
  app.decorate("dataDir", dataDir);

  const passwords: SeedPasswords = options.passwords ?? {};
  const { modules } = parts;
  const production = options.production ?? process.env.NODE_ENV === "production";
  let runtime: ConfigRuntime;
  try {
    // One process at a time (processes started together on PostgreSQL): the first migrates, makes the
    // config's tables and seeds an empty database; the others wait, then find it done.
    await store.exclusive("omo:start", async () => {
      if (options.databaseUrl) await migrate(store, parts.modules);
      // The roles table follows roles.json at every start, as at every applied change.
      await syncRoles(store, store.db, config.roles);
      if (options.seed !== false)
        await seedAccounts(accountRepository(store, now), passwords, production, config.roles);
      // Tables follow the config before anything reads them: new fields get columns, none is dropped.
      await syncTables(store, config.resources);
      const resources = resourceContext(store, config.resources, parts, now);
      if (options.seed !== false) {
        // The modules' sample rows, then the config's own (seed/), which a production install never gets.
        const seeds =
          options.resourceSeeds ??
          orderSeeds([
            ...modules.flatMap((m) => m.seed?.resources ?? []),
            ...(production ? [] : configSeeds(config.dir ?? configDir, config.resources, now())),
          ]);
        await seedResources(resources, seeds);
        for (const m of modules) await m.seed?.after?.({ store, config, resources, uploads, now });
      }
    });
    if (options.seed !== false) for (const m of modules) m.seed?.files?.(uploads);
    // The extensions' server code is imported now: a broken one stops the start, not the first click.
    await loadExtensionActions();
    runtime = await startConfigRuntime({
      dir: config.dir ?? configDir,
      store,
      initial: config,
      parts,
      watch: options.watchConfig ?? false,
      log: options.logger ? app.log : false,
      now,
      build: (next) =>
        buildHandler(
          {
            store,
            uploads,
            now,
            passwords,
            production,
            log: options.logger ? app.log : false,
            trustProxy: options.trustProxy ?? false,
            uiDir: options.uiDir === undefined ? resolve("dist") : options.uiDir,
            onRoute: options.onRoute,
            runtime: () => runtime,
            parts,
          },
          next,
        ),
    });
  } catch (err) {
    // A start that fails (a bad seed row, an unreachable database) leaves no connection open.
    await store.close();
    db?.close();
    throw err;
  }
  app.decorate("configRuntime", runtime);
  app.decorate("omoConfig", { getter: () => runtime.config });
  app.addHook("onClose", async () => {
    await runtime.close();
    await store.close();
    db?.close();
  });

  // Served by the front itself: a browser's stream outlives the version it was opened under.
  live.serving = runtime;
  configEvents(app, runtime, eventsPath);
  app.addHook("onRequest", (request, reply, done) => {
    if (isEvents(request.url)) return done();
    // The rest goes, unread, to the handler serving now, which answers on the same socket.
    reply.hijack();
    runtime.handler.routing(request.raw, reply.raw);
    done();
  });

  // Backups and the operation-log sweep look after the data folder's SQLite file; not after a database
  // kept elsewhere. On PostgreSQL many processes share one database: backups and the sweep are one
  // scheduled `npm run db:backup` (docs/deploy.md), not each process's.
  if (options.dbPath === undefined && !options.databaseUrl)
    scheduleUpkeep(app, {
      store,
      dataDir,
      uploads,
      config: config.app,
      now,
      resources: () => runtime.config.resources,
    });
  return app;
}

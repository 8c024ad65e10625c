import type { FastifyInstance } from "fastify";
import type { DialectName, Store } from "./db/index.js";
import type { LoadedConfig } from "./plugins/config-loader.js";
import type { auditLog } from "./plugins/audit.js";
import type { loginThrottle } from "./plugins/throttle.js";
import type { ResourceContext } from "./resources/context.js";
import type { SeedEntry } from "./resources/seed-types.js";
import type { ActionHandler } from "./resources/actions/types.js";
import type { ManagedFields } from "./resources/managed/types.js";
import type { ResourceHooks } from "./resources/hooks/types.js";
import type { Aggregate } from "./modules/stats/aggregate.js";
import type { Localized } from "../src/types/generated/routes.js";
import type { ModuleFolder } from "./module-folders.js";
import type { UploadQuota } from "./plugins/upload-quota.js";
import type { RowReach } from "./resources/row-reach.js";

type Schema = Record<string, unknown>;

/** What a module's routes are given: the version's config and the process's store, folders and clock. */
export interface ModuleRouteDeps {
  store: Store;
  config: LoadedConfig;
  audit: ReturnType<typeof auditLog>;
  throttle: ReturnType<typeof loginThrottle>;
  /** Stored files' folder. */
  uploads: string;
  /** Each account's upload quota: check before reading an upload, charge once it is stored. */
  quota: UploadQuota;
  /** The callers' row rules as SQL, for statements of its own over the config's resources (row-reach.ts). */
  reach: RowReach;
  now: () => number;
}

/** What a module's sample data is made with, once the tables follow the config. */
export interface ModuleSeedDeps {
  store: Store;
  config: LoadedConfig;
  resources: ResourceContext;
  uploads: string;
  now: () => number;
}

/**
 * A business area's server, as the framework takes it (docs/architecture.md, "The framework and its
 * apps"): the framework registers and seeds what the app's modules give it, and names none of them.
 */
export interface ServerModule {
  name: string;
  /**
   * Its folder under modules/, read at start: the manifest (dependencies, error range, pages) and its error
   * texts, or their problems. A module made in code alone (a test's) has neither.
   */
  folder?: ModuleFolder;
  /**
   * Its tables: a folder of numbered `.sql` files per dialect, run after the framework's and recorded as
   * `<module>/<file>` (mock-server/db/migration-files.ts). A module of modules/ gets its folder's
   * `migrations/{sqlite,postgres}` from the catalogue (`folderMigrations`); it does not name them.
   */
  migrations?: Partial<Record<DialectName, string>>;
  /** Migration files it took over from another module, by file: the name that one recorded (migration-files.ts). */
  adopts?: Record<string, string>;
  /**
   * What it needs of the database once a config version's tables are in line, before that version
   * serves (indexes over config-driven tables, which the migrations run too early to make).
   */
  prepare?(deps: { store: Store; config: LoadedConfig }): Promise<void>;
  /** Its API, registered under the config's apiBase, in every config version's handler. */
  routes?(api: FastifyInstance, deps: ModuleRouteDeps): Promise<void>;
  /** The server side of its resources' custom actions, by `<resource>.<action>` (list.actions.custom). */
  actions?: Record<string, ActionHandler>;
  /** How the generic writes fill and guard its resources' readOnly fields, by resource (managed-store.ts). */
  managed?: Record<string, ManagedFields>;
  /** What follows its resources' generic writes, by resource (hooks/types.ts). */
  hooks?: Record<string, ResourceHooks>;
  /**
   * Abilities a role may be granted besides the framework's 查看, 编辑, 删除, by name with their title
   * (`FINANCE`: 财务): 权限管理 offers them, roles.json and resources' `access` may name them.
   */
  abilities?: Record<string, Localized>;
  /**
   * The bespoke pages its browser side registers, as routes.json names them (`scheduling/Timetable`). A
   * module of modules/ declares them in its manifest instead.
   */
  pages?: readonly string[];
  /** Statistics aggregates, served at `/v1/stats/<name>`, that dashboards' widgets may name. */
  aggregates?: Aggregate[];
  /**
   * The OpenAPI document's words for its routes: `data` of each 200 answer by "METHOD /path" under the
   * API base (a `*` segment stands for any one), and the schemas they refer to by name.
   */
  answers?: { responses?: Record<string, Schema>; components?: Record<string, Schema> };
  seed?: {
    /**
     * Sample rows of its resources, `[resource, generator]` in the order their relations need, and what of
     * another module's a generator reads (`SeedEntry`).
     */
    resources?: SeedEntry[];
    /** Sample data beyond resource rows (files, tables of its own), after every module's rows. */
    after?(deps: ModuleSeedDeps): Promise<void>;
    /** Sample files under the stored files' folder, written at each start (idempotent). */
    files?(uploads: string): void;
  };
}

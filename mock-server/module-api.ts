import type { FastifyInstance } from "fastify";
import type { Store } from "./db/index.js";
import type { LoadedConfig } from "./plugins/config-loader.js";
import type { auditLog } from "./plugins/audit.js";
import type { loginThrottle } from "./plugins/throttle.js";
import type { ResourceContext } from "./resources/context.js";
import type { ResourceSeed } from "./resources/seed-types.js";

/** What a module's routes are given: the version's config and the process's store, folders and clock. */
export interface ModuleRouteDeps {
  store: Store;
  config: LoadedConfig;
  audit: ReturnType<typeof auditLog>;
  throttle: ReturnType<typeof loginThrottle>;
  /** Stored files' folder. */
  uploads: string;
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
  /** Its API, registered under the config's apiBase, in every config version's handler. */
  routes?(api: FastifyInstance, deps: ModuleRouteDeps): Promise<void>;
  seed?: {
    /** Sample rows of its resources, `[resource, generator]` in the order their relations need. */
    resources?: [name: string, seed: ResourceSeed][];
    /** Sample data beyond resource rows (files, tables of its own), after every module's rows. */
    after?(deps: ModuleSeedDeps): Promise<void>;
    /** Sample files under the stored files' folder, written at each start (idempotent). */
    files?(uploads: string): void;
  };
}

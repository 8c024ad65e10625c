import type { ServerModule } from "./module-api.js";
import { tutoring } from "./tutoring.js";

/**
 * The server modules of the app this repository ships: the one place the framework's server names a
 * module, until `app.json#/modules` names them (docs/architecture.md, "The steps"). The start, the
 * config scripts and the tests take the app from here.
 */
export const appModules = (): ServerModule[] => [tutoring];

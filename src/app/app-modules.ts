import type { WebModule } from "./module-api.js";
import { handoutsWeb } from "../../modules/handouts/web/index.js";
import { schedulingWeb } from "../../modules/scheduling/web/index.js";

/**
 * The browser modules of the app this repository ships: the one place the framework's browser names a
 * module, until the boot config's `modules` names them. Read by the page registry, itself a lazy chunk.
 */
export const appWebModules = (): WebModule[] => [schedulingWeb, handoutsWeb];

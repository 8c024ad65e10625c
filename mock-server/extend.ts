/**
 * What an extension's server.ts may import (`extensions/<name>/server.ts`): the shape of its export and of an
 * action's handler, and the error that refuses an action. Extensions import this file only, so the server's
 * insides can move without breaking them.
 */
export type { ExtensionServer } from "./config/extensions.js";
export type { ActionCall, ActionHandler, ActionResult } from "./resources/actions/types.js";
export { AppError } from "./plugins/errors.js";

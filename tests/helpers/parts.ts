import { appModules } from "../../mock-server/app-modules.js";
import { appParts } from "../../mock-server/parts.js";

/** What the shipped app's modules register: for tests that check or run config outside a built app. */
export const shippedParts = appParts(appModules());

import { partsOfConfig } from "../../mock-server/app-modules.js";

/** What the shipped app's modules register: for tests that check or run config outside a built app. */
export const shippedParts = partsOfConfig("config");

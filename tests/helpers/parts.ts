import { partsOfConfig } from "../../mock-server/app-modules.js";
import { orderSeeds } from "../../mock-server/resources/seed.js";

/** What the shipped app's modules register: for tests that check or run config outside a built app. */
export const shippedParts = partsOfConfig("config");

/** The sample-row generators of the shipped app's modules, in the order a start runs them. */
export const shippedSeeds = orderSeeds(shippedParts.modules.flatMap((m) => m.seed?.resources ?? []));

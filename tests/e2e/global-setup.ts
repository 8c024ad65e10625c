import { ensureUiBuilt } from "../../mock-server/ui-build.js";

/** Builds the UI if needed, once for the browser suites; each worker serves it (shared-server.ts). */
export default async function setup() {
  await ensureUiBuilt();
}

import { ensureUiBuilt } from "../mock-server/ui-build.js";

/** Builds the UI when dist/ is missing or older than its sources (`npm test` does, beside its checks). */
await ensureUiBuilt();

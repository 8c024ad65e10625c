import { beforeAll } from "vitest";
import { startSharedServer } from "./shared-server.js";

// A setup file of the e2e projects: before each file's own hooks, its worker's server is up.
beforeAll(async () => {
  await startSharedServer();
});

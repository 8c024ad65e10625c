import { tmpdir } from "node:os";
import Fastify from "fastify";
import { loadConfig } from "../../mock-server/plugins/config-loader.js";
import { auditLog } from "../../mock-server/plugins/audit.js";
import { loginThrottle, throttleLimits } from "../../mock-server/plugins/throttle.js";
import { uploadQuota } from "../../mock-server/plugins/upload-quota.js";
import { rowReach } from "../../mock-server/resources/row-reach.js";
import { shippedParts } from "./parts.js";
import { createTestStore } from "./test-store.js";

/** Every route the shipped app's modules register (the tutoring app's), as `METHOD /path` with `:params` filled in. */
export async function tutoringRoutes(): Promise<string[]> {
  const found: string[] = [];
  const probe = Fastify();
  probe.addHook("onRoute", (r) => {
    for (const method of [r.method].flat()) if (method !== "HEAD") found.push(`${method} ${r.url}`);
  });
  const config = loadConfig("config", shippedParts);
  // A store with the module's tables: some of its routes read them as they are registered.
  const { store, close } = await createTestStore();
  await probe.register(
    async (api) => {
      for (const module of shippedParts.modules)
        await module.routes?.(api, {
          store,
          config,
          audit: auditLog(store),
          throttle: loginThrottle(store, Date.now, throttleLimits()),
          uploads: tmpdir(),
          quota: uploadQuota(store, 0, 0),
          now: Date.now,
          reach: rowReach(store, config.resources, config.roles.roles),
        });
    },
    { prefix: config.app.apiBase },
  );
  await probe.close();
  await close();
  return found.map((r) => r.replace(/:[^/]+/g, "1").replace(/\*$/, "x"));
}

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { joinModuleErrors, modulesDir, readModuleFolder } from "../../mock-server/module-folders.js";
import type { BootConfig } from "../../src/app/boot-config.js";

const json = (path: string) => JSON.parse(readFileSync(path, "utf8"));

/**
 * The shipped config, as GET /api/app/config would answer it: the catalogue with the error texts of the
 * modules app.json lists joined as the server joins them.
 */
export function shippedBootConfig(): BootConfig {
  const app = json("config/app.json");
  const texts = (app.modules ?? []).flatMap((m: string) => readModuleFolder(join(modulesDir, m)).errors ?? []);
  return {
    app,
    errors: joinModuleErrors(json("config/errors.json"), texts),
    routes: json("config/routes.json").routes,
  };
}

/** A JSON answer in the envelope. */
export function reply(data: unknown, code: number | string = 200, status = 200, message = "") {
  return new Response(JSON.stringify({ code, message, data }), {
    status,
    headers: { "content-type": "application/json" },
  });
}

import { existsSync, readFileSync } from "node:fs";
import type { BootConfig } from "../../src/app/boot-config.js";

const json = (path: string) => JSON.parse(readFileSync(path, "utf8"));

/**
 * The shipped catalogue as the server serves it: config/errors.json with the error texts of the modules
 * app.json lists joined beneath (the app's wording wins), as checkConfigFiles joins them.
 */
function shippedErrors(modules: readonly string[]): BootConfig["errors"] {
  const errors = json("config/errors.json") as BootConfig["errors"];
  for (const name of modules) {
    const file = json(`modules/${name}/module.json`).errors?.file as string | undefined;
    if (!file) continue;
    const own = json(`modules/${name}/${file}`) as {
      codes: Record<string, string>;
      "en-US"?: { codes?: Record<string, string> };
    };
    errors.codes = { ...own.codes, ...errors.codes };
    if (errors["en-US"]) errors["en-US"].codes = { ...own["en-US"]?.codes, ...errors["en-US"].codes };
  }
  return errors;
}

/** The shipped config, as GET /api/app/config would answer it. */
export function shippedBootConfig(): BootConfig {
  const app = json("config/app.json");
  // The modules with a folder of their own (the provisional tutoring module has none).
  const modules = (app.modules ?? []).filter((m: string) => existsSync(`modules/${m}/module.json`));
  return { app, errors: shippedErrors(modules), routes: json("config/routes.json").routes };
}

/** A JSON answer in the envelope. */
export function reply(data: unknown, code: number | string = 200, status = 200, message = "") {
  return new Response(JSON.stringify({ code, message, data }), {
    status,
    headers: { "content-type": "application/json" },
  });
}

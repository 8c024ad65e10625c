import { readFileSync } from "node:fs";
import type { BootConfig } from "../../src/app/boot-config.js";

/** The shipped config, as GET /api/app/config would answer it. */
export function shippedBootConfig(): BootConfig {
  const read = (f: string) => JSON.parse(readFileSync(`config/${f}`, "utf8"));
  return { app: read("app.json"), errors: read("errors.json"), routes: read("routes.json").routes };
}

/** A JSON answer in the envelope. */
export function reply(data: unknown, code: number | string = 200, status = 200, message = "") {
  return new Response(JSON.stringify({ code, message, data }), {
    status,
    headers: { "content-type": "application/json" },
  });
}

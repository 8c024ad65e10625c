import { readFileSync } from "node:fs";
import type { BootConfig } from "../../../src/app/boot-config.js";
import type { UserInfo } from "../../../src/app/session/validate.js";

/** The shipped config, as the server hands it to the browser at boot. */
export function shippedBoot(): BootConfig {
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

export const admin: UserInfo = {
  username: "admin",
  avatar: "",
  roles: ["admin"],
  ability: ["READ", "WRITE", "DELETE"],
  admin: true,
};
/** The demo editor: READ and WRITE, no DELETE. */
export const editor: UserInfo = {
  username: "editor",
  avatar: "",
  roles: ["editor"],
  ability: ["READ", "WRITE"],
  admin: false,
};

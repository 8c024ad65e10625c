import type { LightMyRequestResponse } from "fastify";
import { createTestApp, type TestApp } from "./test-app.js";

/** The moment the sample data describes (19:30 in Shanghai on the seed's day): statuses are set against it. */
export const SEED_MOMENT = Date.parse("2026-11-23T11:30:00Z");

export interface EducationApp extends TestApp {
  admin: string;
  editor: string;
  /** An injected request under `/api` as the admin (or with `token`). */
  call(method: string, url: string, payload?: unknown, token?: string): Promise<LightMyRequestResponse>;
}

/**
 * The shipped app with its sample data, its clock at the seed's moment (so lessons of the sample
 * are on air, over or to come as their statuses say), logged in as admin and editor.
 */
export async function educationApp(): Promise<EducationApp> {
  const t = await createTestApp({ now: () => SEED_MOMENT });
  const admin = await t.login("admin");
  const editor = await t.login("editor");
  return {
    ...t,
    admin,
    editor,
    call: (method, url, payload, token = admin) =>
      t.app.inject({
        method: method as "GET",
        url: `/api${url}`,
        payload: payload as object,
        headers: { code: token },
      }),
  };
}

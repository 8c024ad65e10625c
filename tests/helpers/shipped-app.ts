import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { body, createTestApp, type TestApp } from "./test-app.js";

export type Row = Record<string, unknown> & { id: number; _labels?: Record<string, unknown> };

/** The shipped config and seed on a temporary database, with an admin and an editor signed in. */
export interface ShippedApp extends TestApp {
  admin: string;
  editor: string;
  /** An API call under /api; the admin's token unless another (or null: none) is given. */
  call(method: string, url: string, payload?: unknown, token?: string | null): Promise<LightMyRequestResponse>;
  /** The `data` of a call that must answer 200. */
  ok<T = Row>(method: string, url: string, payload?: unknown, token?: string | null): Promise<T>;
  /** The field messages of a call that must answer 400 / 10001. */
  errors(method: string, url: string, payload?: unknown): Promise<Record<string, string>>;
}

export async function shippedApp(): Promise<ShippedApp> {
  const t = await createTestApp();
  const admin = await t.login("admin");
  const editor = await t.login("editor");
  const call = (method: string, url: string, payload?: unknown, token: string | null = admin) =>
    t.app.inject({
      method: method as "GET",
      url: `/api${url}`,
      headers: token ? { code: token } : {},
      ...(payload !== undefined && { payload: payload as object }),
    });
  return {
    ...t,
    admin,
    editor,
    call,
    async ok<T>(method: string, url: string, payload?: unknown, token?: string | null) {
      const res = await call(method, url, payload, token);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      return body<T>(res).data;
    },
    async errors(method: string, url: string, payload?: unknown) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(body(res).code).toBe(10001);
      return body<{ errors: Record<string, string> }>(res).data.errors;
    },
  };
}

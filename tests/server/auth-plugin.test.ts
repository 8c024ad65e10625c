import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorsPlugin, envelope } from "../../mock-server/plugins/errors.js";
import { authPlugin, currentUser } from "../../mock-server/plugins/auth.js";
import { accountRepository } from "../../mock-server/modules/account/repository.js";
import { seedAccounts } from "../../mock-server/seed/accounts.js";
import { syncRoles } from "../../mock-server/modules/authority/roles-file.js";
import { loadConfig } from "../../mock-server/plugins/config-loader.js";
import { createTestStore, type TestStore } from "../helpers/test-store.js";
import { shippedParts } from "../helpers/parts.js";

/** The auth plugin on routes of its own: what every module's `config.public` / `config.access` rely on. */
let app: FastifyInstance;
let admin: string;
let editor: string;
let database: TestStore;
beforeAll(async () => {
  database = await createTestStore();
  const accounts = accountRepository(database.store, Date.now);
  await syncRoles(database.store, database.store.db, loadConfig("config", shippedParts).roles);
  await seedAccounts(
    accounts,
    { admin: "admin123", editor: "editor123" },
    false,
    loadConfig("config", shippedParts).roles,
  );
  admin = await accounts.issueToken((await accounts.findByName("admin"))!.id);
  editor = await accounts.issueToken((await accounts.findByName("editor"))!.id);
  app = Fastify();
  await app.register(errorsPlugin, { errors: loadConfig("config", shippedParts).errors });
  await app.register(authPlugin, { accounts, tokenHeader: "code", now: Date.now, apiBase: "/api" });
  app.get("/api/open", { config: { public: true } }, async (request) =>
    envelope({ user: request.user?.username ?? null }),
  );
  app.get("/api/admins", { config: { access: ["admin"] } }, async (request) => envelope(currentUser(request).username));
  app.get("/api/deleters", { config: { access: { ability: ["DELETE"] } } }, async () => envelope("ok"));
  app.get("/api/writers", { config: { access: { ability: ["WRITE"] } } }, async () => envelope("ok"));
  app.get("/outside", async () => "not the API");
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, token?: string) => app.inject({ method: "GET", url, headers: token ? { code: token } : {} });

describe("auth plugin", () => {
  it("checks the route that matched, so a percent-encoded path does not skip the token", async () => {
    for (const url of ["/%61pi/admins", "/ap%69/deleters"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
    }
    expect((await get("/%61pi/writers", editor)).json().data).toBe("ok");
    expect((await get("/%61pi/deleters", editor)).statusCode).toBe(403);
  });

  it("lets visitors call public routes, and still knows a caller who sends a token", async () => {
    expect((await get("/api/open")).json().data).toEqual({ user: null });
    expect((await get("/api/open", editor)).json().data).toEqual({ user: "editor" });
    expect((await get("/api/open", "garbage")).json().data).toEqual({ user: null });
  });

  it("refuses the editor a route for admins with 403 in the envelope, and lets the admin in", async () => {
    const denied = await get("/api/admins", editor);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 403, data: null });
    expect((await get("/api/admins", admin)).json().data).toBe("admin");
  });

  it("checks abilities: the editor may write but not delete", async () => {
    expect((await get("/api/deleters", editor)).statusCode).toBe(403);
    expect((await get("/api/writers", editor)).statusCode).toBe(200);
    expect((await get("/api/deleters", admin)).statusCode).toBe(200);
  });

  it("answers 401 before anything else when the token is missing", async () => {
    expect((await get("/api/admins")).statusCode).toBe(401);
  });

  it("leaves URLs outside the API alone", async () => {
    expect((await get("/outside")).body).toBe("not the API");
  });
});

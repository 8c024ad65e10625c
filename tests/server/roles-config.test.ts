import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkRoles } from "../../mock-server/config/check-roles.js";
import { problemLine } from "../../mock-server/config/problems.js";
import { accountRepository, type AccountRepository } from "../../mock-server/modules/account/repository.js";
import { demoAccounts, passwordsFromEnv, seedAccounts } from "../../mock-server/seed/accounts.js";
import { syncRoles } from "../../mock-server/modules/authority/roles-file.js";
import type { RolesConfig } from "../../src/types/generated/roles.js";
import { createTestStore, type TestStore } from "../helpers/test-store.js";

const library: RolesConfig = {
  roles: [
    {
      name: "librarian",
      title: { "zh-CN": "馆员", "en-US": "Librarian" },
      abilities: ["READ", "WRITE"],
      routes: ["Books"],
    },
  ],
  demoAccounts: [
    { username: "lib", nickname: "馆员小王", roles: ["librarian"], title: { "zh-CN": "馆员", "en-US": "Librarian" } },
  ],
};

describe("config/roles.json", () => {
  it("is refused when a demo account names a role it does not hold, or a role or account repeats", () => {
    const lines = checkRoles(
      {
        roles: [...library.roles, { ...library.roles[0]!, title: "又一个" }],
        demoAccounts: [
          { ...library.demoAccounts![0]!, roles: ["librarain"] },
          { ...library.demoAccounts![0]!, roles: ["admin"] },
        ],
      },
      ["READ", "WRITE", "DELETE"],
    ).map(problemLine);
    expect(lines).toEqual([
      'roles.json#/roles/1/name: 角色 "librarian" 重复',
      'roles.json#/demoAccounts/0/roles/0: 未知的角色 "librarain"，你是不是想写 “librarian”？',
      'roles.json#/demoAccounts/1/username: 账号 "lib" 重复（admin 由框架创建）',
    ]);
  });

  it("is refused when a role names an ability neither the framework nor a listed module has", () => {
    const roles = { roles: [{ name: "cashier", title: "收银", abilities: ["READ", "FINANCE", "WRTE"] }] };
    expect(checkRoles(roles, ["READ", "WRITE", "DELETE"]).map(problemLine)).toEqual([
      'roles.json#/roles/0/abilities/1: 未知的权限 "FINANCE"（可用：READ、WRITE、DELETE）',
      'roles.json#/roles/0/abilities/2: 未知的权限 "WRTE"，你是不是想写 “WRITE”？',
    ]);
    expect(checkRoles(roles, ["READ", "WRITE", "DELETE", "FINANCE"])).toHaveLength(1);
    // An ability of a module the app does not list waits for it: the role keeps it and it grants nothing.
    expect(checkRoles(roles, ["READ", "WRITE", "DELETE"], new Set(["FINANCE"]))).toHaveLength(1);
  });

  it("reads OMO_<NAME>_PASSWORD for each account", () => {
    expect(passwordsFromEnv({ OMO_ADMIN_PASSWORD: "s3cret!", OMO_LIB_PASSWORD: "shelf42", OMO_DATA_DIR: "x" })).toEqual(
      {
        admin: "s3cret!",
        lib: "shelf42",
      },
    );
  });
});

describe("seeding roles.json", () => {
  let database: TestStore;
  let accounts: AccountRepository;
  beforeAll(async () => {
    database = await createTestStore();
    accounts = accountRepository(database.store, Date.now);
  });
  afterAll(() => database.close());

  it("creates its roles with their pages, the framework's admin, and its demo accounts", async () => {
    await syncRoles(database.store, database.store.db, library);
    await seedAccounts(accounts, {}, false, library);
    const roles = await database.store.db
      .selectFrom("roles")
      .select(["name", "title", "routes"])
      .orderBy("name")
      .execute();
    expect(roles).toEqual([
      { name: "admin", title: "管理员", routes: null },
      { name: "librarian", title: "馆员", routes: '["Books"]' },
    ]);
    expect((await accounts.findByName("lib"))?.nickname).toBe("馆员小王");
    expect(demoAccounts({}, false, library).map((a) => [a.username, a.password])).toEqual([
      ["admin", "admin123"],
      ["lib", "lib123"],
    ]);
    expect(demoAccounts({ lib: "own-pass" }, false, library).map((a) => a.username)).toEqual(["admin"]);
    expect(demoAccounts({}, true, library)).toEqual([]);
  });

  it("keeps the table what the file says: a change made beside it is undone, a role it dropped goes unless held", async () => {
    const db = database.store.db;
    await db.updateTable("roles").set({ title: "图书管理员" }).where("name", "=", "librarian").execute();
    await accounts.ensureRole("stray", "无主角色", ["READ"]);
    await accounts.ensureRole("held", "仍被持有", ["READ"]);
    await accounts.createUser({ username: "holder", password: "holder123", roles: ["held"] });
    await syncRoles(database.store, db, library);
    const roles = await db.selectFrom("roles").select(["name", "title"]).orderBy("name").execute();
    expect(roles).toEqual([
      { name: "admin", title: "管理员" },
      { name: "held", title: "仍被持有" },
      { name: "librarian", title: "馆员" },
    ]);
  });

  it("in production creates no demo account with its published password", async () => {
    const other = await createTestStore();
    try {
      const repo = accountRepository(other.store, Date.now);
      await seedAccounts(repo, { admin: "operator-pass" }, true, library);
      expect(await repo.findByName("lib")).toBeUndefined();
      await seedAccounts(repo, { admin: "operator-pass", lib: "shelf-pass" }, true, library);
      expect(await repo.findByName("lib")).toBeDefined();
    } finally {
      await other.close();
    }
  });
});

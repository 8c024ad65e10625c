import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../mock-server/plugins/config-loader.js";
import { checkConfigSeeds } from "../../mock-server/seed/config-seeds.js";
import { tableName } from "../../mock-server/resources/table-name.js";
import { localDateTime } from "../../mock-server/clock.js";
import { addDays } from "../../src/common/calendar.js";
import type { CategoryResult, SeriesResult, StatsResult } from "../../src/common/stats.js";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import { tableNames } from "../helpers/db-tables.js";
import { shippedParts } from "../helpers/parts.js";
import { tutoringRoutes } from "../helpers/tutoring-routes.js";
import { createTestStore } from "../helpers/test-store.js";
import { leftBehind } from "../../mock-server/config/left-behind.js";
import { createBackup, listBackups } from "../../mock-server/maintenance/backups.js";
import { maintenanceStore } from "../../mock-server/maintenance/store.js";

/**
 * The second app of the repository (examples/library/config): a city library's back-office made of config
 * alone, on the framework with no module. It starts, seeds its own rows, holds its roles, counts its
 * dashboard right, and carries nothing of the tutoring business.
 */
const LIBRARY = "examples/library/config";

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ configDir: LIBRARY });
  for (const name of ["admin", "librarian", "assistant"]) tokens[name] = await t.login(name, `${name}123`);
}, 60_000);
afterAll(() => t?.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, as = "admin", payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { code: tokens[as] }, ...(payload ? { payload } : {}) });
const total = async (resource: string, query = "") =>
  body<{ total: number }>(await call("GET", `/v1/resources/${resource}?pageSize=1${query}`)).data.total;
const today = () => localDateTime(Date.now()).slice(0, 10);

describe("the library app", () => {
  it("names its files on disk after itself: its database, its backups", async () => {
    const backup = await createBackup(t.dataDir, maintenanceStore(t.app.store), Date.parse("2026-03-01T02:00:00Z"), {
      fileName: "library",
    });
    expect(backup).toMatch(/[/\\]library-20260301-020000\.tar\.gz$/);
    // An install's backups of before keep their name and stay in the list.
    writeFileSync(join(t.dataDir, "backups", "omo-20260101-000000.tar.gz"), "");
    expect(listBackups(t.dataDir).map((b) => b.name)).toEqual([
      "omo-20260101-000000.tar.gz",
      "library-20260301-020000.tar.gz",
    ]);
    if (process.env.OMO_TEST_STORE === "postgres") return;
    expect(readdirSync(t.dataDir).filter((f) => f.endsWith(".db"))).toEqual(["library.db"]);
  });

  it("starts with its own sample rows, relative dates made days, and its own demo accounts", async () => {
    expect([
      await total("branch"),
      await total("category"),
      await total("book"),
      await total("member"),
      await total("loan"),
    ]).toEqual([3, 6, 24, 30, 90]);
    // `today-60` in the seed file: the oldest loan is 60 days before the first start.
    const oldest = body<{ list: { loaned_on: string }[] }>(
      await call("GET", "/v1/resources/loan?pageSize=1&prop=loaned_on&order=ascending"),
    ).data.list[0];
    expect(oldest.loaned_on).toBe(addDays(today(), -60));
    // Its category is a library's, seeded from its file: nothing of the tutoring app's subjects.
    const categories = body<{ list: { name: string; shelf: string }[] }>(
      await call("GET", "/v1/resources/category?pageSize=10"),
    ).data.list;
    expect(categories.map((c) => c.name).sort()).toEqual(["历史", "少儿", "文学", "科学", "艺术", "计算机"].sort());
    const boot = body<{ demoAccounts: { username: string }[]; app: { title: unknown } }>(
      await call("GET", "/app/config"),
    ).data;
    expect(boot.demoAccounts.map((a) => a.username)).toEqual(["admin", "librarian", "assistant"]);
    expect(boot.app.title).toEqual({ "zh-CN": "城市图书馆", "en-US": "City Library" });
    await expect(t.login("editor", "editor123")).rejects.toThrow();
  });

  it("has none of the tutoring app's endpoints, tables, error texts or documented paths", async () => {
    const answers: string[] = [];
    for (const route of await tutoringRoutes()) {
      const [method, url] = route.split(" ") as ["GET", string];
      answers.push(`${route} ${(await t.app.inject({ method, url, headers: { code: tokens.admin } })).statusCode}`);
    }
    expect(answers.filter((a) => !a.endsWith(" 404"))).toEqual([]);
    const tables = await tableNames(t);
    const tutoring = Object.keys(loadConfig("config", shippedParts).resources).filter(
      (n) => !["operation-log", "category"].includes(n),
    );
    expect(tutoring.map(tableName).filter((name) => tables.has(name))).toEqual([]);
    expect(["lessons", "handout_nodes", "student_credentials"].filter((n) => tables.has(n))).toEqual([]);
    for (const name of ["branch", "book", "member", "loan"]) expect(tables.has(tableName(name)), name).toBe(true);
    const errors = body<{ errors: { codes: Record<string, string> } }>(await call("GET", "/app/config")).data.errors;
    expect(Object.keys(errors.codes).filter((code) => /^(15|17|18|19|26|30)\d{3}$/.test(code))).toEqual([]);
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json<{ paths: Record<string, unknown> }>();
    const paths = Object.keys(doc.paths).join("\n");
    for (const word of ["handout", "schedule", "client", "campus", "lecturer", "_list_class"])
      expect(paths, word).not.toContain(word);
  });

  it("gives a member's loans to the detail page's child list", async () => {
    const loans = body<{ list: { member_id: number }[]; total: number }>(
      await call("GET", "/v1/resources/loan?member_id=3&pageSize=50"),
    ).data;
    const counted = await t.sql.value("SELECT COUNT(*) FROM res_loan WHERE member_id = 3");
    expect(loans.total).toBe(Number(counted));
    expect(loans.list.every((l) => l.member_id === 3)).toBe(true);
  });

  it("refuses a loan due before it was lent, and a card number of the wrong form", async () => {
    const loan = await call("POST", "/v1/resources/loan", "assistant", {
      book_id: 1,
      member_id: 1,
      loaned_on: "2026-11-20",
      due_on: "2026-11-10",
      status: 1,
    });
    expect(loan.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(loan).data.errors.due_on).toBe("应还日期不能早于借出日期");
    const member = await call("POST", "/v1/resources/member", "assistant", {
      name: "John Smith",
      card_no: "123",
      phone: "010-66881234-12",
      branch_id: 1,
      joined_on: "2026-11-01",
    });
    expect(body<{ errors: Record<string, string> }>(member).data.errors).toEqual({
      card_no: "借书证号为 L 加6位数字，如 L000123",
    });
  });
});

describe("its roles (roles.json)", () => {
  it("let the assistant lend and register but not delete, nor open the statistics or manage branches", async () => {
    const lent = await call("POST", "/v1/resources/loan", "assistant", {
      book_id: 2,
      member_id: 2,
      loaned_on: today(),
      due_on: addDays(today(), 30),
      status: 1,
    });
    expect(lent.statusCode, lent.body).toBe(200);
    const id = body<{ id: number }>(lent).data.id;
    expect((await call("DELETE", `/v1/resources/loan/${id}`, "assistant")).statusCode).toBe(403);
    expect((await call("GET", "/v1/dashboards/library", "assistant")).statusCode).toBe(403);
    // Branches fill the member form's select, so the list reads; 分馆管理 is not the assistant's page.
    const branch = { name: "南湖分馆", address: "南湖路 2 号", status: 1 };
    expect((await call("POST", "/v1/resources/branch", "assistant", branch)).statusCode).toBe(403);
    expect((await call("GET", "/v1/roles", "assistant")).statusCode).toBe(403);
    // The tutoring app's 财务 is not this app's ability: neither offered nor accepted.
    const boot = body<{ abilities: { name: string; title: string }[] }>(await call("GET", "/app/config")).data;
    expect(boot.abilities).toEqual([
      { name: "READ", title: "查看" },
      { name: "WRITE", title: "编辑" },
      { name: "DELETE", title: "删除" },
    ]);
    const cashier = await call("POST", "/v1/roles", "admin", {
      name: "cashier",
      title: "收银",
      abilities: ["FINANCE"],
    });
    expect(body<{ errors: Record<string, string> }>(cashier).data.errors.abilities).toBe("权限只能是查看、编辑或删除");
    // The librarian may do all of it, but not manage rights.
    expect((await call("GET", "/v1/dashboards/library", "librarian")).statusCode).toBe(200);
    expect((await call("DELETE", `/v1/resources/loan/${id}`, "librarian")).statusCode).toBe(200);
    expect((await call("GET", "/v1/accounts", "librarian")).statusCode).toBe(403);
  });
});

describe("its dashboard (dashboards/library.json), counted by config alone", () => {
  const widget = async <T>(i: number, query: string) => {
    const res = await call("GET", `/v1/dashboards/library/widgets/${i}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return body<T>(res).data;
  };
  const count = async (where: string) => Number(await t.sql.value(`SELECT COUNT(*) FROM res_loan WHERE ${where}`));

  it("counts loans in the range, on loan now, overdue and members, as the tables hold them", async () => {
    const from = addDays(today(), -29);
    const range = `from=${from}&to=${today()}`;
    const value = async (i: number) => (await widget<StatsResult>(i, range)).items[0].value;
    expect(await value(0)).toBe(await count(`loaned_on >= '${from}' AND loaned_on <= '${today()}'`));
    expect(await value(1)).toBe(await count("status IN (1, 3)"));
    expect(await value(2)).toBe(await count("status = 3"));
    expect(await value(3)).toBe(Number(await t.sql.value("SELECT COUNT(*) FROM res_member WHERE status = 1")));
    expect((await widget<StatsResult>(1, range)).items[0].change).toBeNull();
    const perDay = await widget<SeriesResult>(4, `${range}&granularity=day`);
    expect(perDay.x).toHaveLength(30);
    expect(perDay.series[0].data.reduce((a, b) => a + b, 0)).toBe(await value(0));
  });

  it("names the most borrowed books and the members of each branch", async () => {
    const top = await widget<CategoryResult>(6, `from=${addDays(today(), -60)}&to=${today()}&top=3`);
    expect(top.items).toHaveLength(3);
    const [first] = await t.sql.all<{ title: string; n: number }>(
      "SELECT b.title, COUNT(*) AS n FROM res_loan l JOIN res_book b ON b.id = l.book_id GROUP BY b.title ORDER BY n DESC, b.title LIMIT 1",
    );
    expect(top.items[0].value).toBe(Number(first.n));
    const branches = await widget<CategoryResult>(7, `from=${today()}&to=${today()}`);
    expect(branches.items.map((i) => i.name).sort()).toEqual(["东城分馆", "中心馆", "西山分馆"].sort());
    expect(branches.total).toBe(30);
  });
});

describe("npm run config:plan between the two apps", () => {
  it("names what a database keeps that the config no longer uses: a module switched off, resources taken out", async () => {
    // The library's database, planned for the tutoring config: its resources' tables stay.
    expect(await leftBehind(t.app.store, loadConfig("config", shippedParts))).toEqual([
      "不在配置中的资源表 res_book、res_branch、res_loan、res_member 及其数据保留，不会删除",
    ]);
    // A tutoring database, planned for the library: the module's migrated tables stay.
    const tutoring = await createTestStore();
    try {
      const lines = await leftBehind(tutoring.store, loadConfig(LIBRARY, shippedParts));
      expect(lines).toEqual([
        "模块 client 未启用：它的 2 个迁移所建的表及其数据保留，不会删除",
        "模块 handouts 未启用：它的 1 个迁移所建的表及其数据保留，不会删除",
        "模块 scheduling 未启用：它的 4 个迁移所建的表及其数据保留，不会删除",
        "模块 statistics 未启用：它的 1 个迁移所建的表及其数据保留，不会删除",
      ]);
    } finally {
      await tutoring.close();
    }
  });
});

describe("seed/ of a config", () => {
  const dir = mkdtempSync(join(tmpdir(), "omo-seed-"));
  mkdirSync(join(dir, "seed"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names a resource of the config and holds rows, or the start says which file is wrong", () => {
    const resources = loadConfig(LIBRARY, shippedParts).resources;
    writeFileSync(join(dir, "seed", "bok.json"), JSON.stringify({ rows: [] }));
    writeFileSync(join(dir, "seed", "loan.json"), JSON.stringify([{ book_id: 1 }]));
    writeFileSync(join(dir, "seed", "member.json"), "{ rows: ");
    const problems = checkConfigSeeds(dir, resources).map((p) => `${p.file}#${p.pointer}: ${p.message}`);
    expect(problems).toEqual([
      expect.stringMatching(/^seed\/member\.json#: 不是有效的 JSON/),
      'seed/bok.json#: 未知的资源 "bok"（没有 resources/bok.json），你是不是想写 “book”？',
      'seed/loan.json#/rows: 应为 {"rows": [...]}，每行一个对象',
    ]);
  });
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import type { ConfigEvent } from "../../mock-server/config/runtime.js";

/**
 * Live config (docs/architecture.md, "Live config"): a change under config/ applies while the server runs,
 * a bad one leaves the running version serving with its problems on record, and the designer's save
 * writes reviewed files, refused when the folder moved on.
 */
const room = {
  name: "room",
  title: "教室",
  record: {
    type: "object",
    required: ["name"],
    properties: {
      name: { type: "string", title: "教室名称", minLength: 1, maxLength: 20 },
      seats: { type: "integer", title: "座位数", minimum: 1, maximum: 200 },
    },
  },
  list: { columns: [{ field: "name" }, { field: "seats" }], query: [{ field: "name", operator: "contains" }] },
  form: { fields: [{ field: "name" }, { field: "seats" }] },
};

let dir: string;
let t: TestApp;
let token: string;
const read = (path: string) => JSON.parse(readFileSync(join(dir, path), "utf8"));
const write = (path: string, value: unknown) => writeFileSync(join(dir, path), `${JSON.stringify(value, null, 2)}\n`);
const get = (url: string) => t.app.inject({ method: "GET", url, headers: { code: token } });

/** Adds a route to the 通用设置 group of a route tree. */
function withRoute(routes: { routes: { name: string; children?: unknown[] }[] }, child: unknown) {
  const settings = routes.routes.find((r) => r.name === "GeneralSettings") ?? routes.routes.at(-1)!;
  settings.children = [...(settings.children ?? []), child];
  return routes;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "omo-live-config-"));
  cpSync("config", dir, { recursive: true });
  t = await createTestApp({ configDir: dir });
  token = await t.login();
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a change under config/ applies without a restart", () => {
  it("a new resource and its route: table made, routes served, menu shown", async () => {
    const before = t.app.omoConfig.version;
    write("resources/room.json", room);
    write(
      "routes.json",
      withRoute(read("routes.json"), {
        path: "rooms",
        name: "Rooms",
        component: "resource:room",
        meta: { title: "教室管理", icon: "home" },
      }),
    );
    const status = await t.app.configRuntime.reload();
    expect(status.problems).toEqual([]);
    expect(t.app.omoConfig.version).not.toBe(before);

    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/resources/room",
      headers: { code: token },
      payload: { name: "201", seats: 30 },
    });
    expect(body(created).code).toBe(200);
    expect(body<{ total: number }>(await get("/api/v1/resources/room")).data.total).toBe(1);
    const menu = body<{ list: { name: string; children?: { name: string }[] }[] }>(await get("/api/router/getList"));
    expect(JSON.stringify(menu.data.list)).toContain('"Rooms"');
  });

  it("an edited title is served by the next request", async () => {
    const res = read("resources/room.json");
    write("resources/room.json", { ...res, title: "上课教室" });
    await t.app.configRuntime.reload();
    expect(body<{ title: string }>(await get("/api/v1/resources/room/config")).data.title).toBe("上课教室");
    // The boot config the browsers refetch carries the new version.
    const boot = body<{ version: string }>(await t.app.inject({ method: "GET", url: "/api/app/config" }));
    expect(boot.data.version).toBe(t.app.omoConfig.version);
  });

  it("an invalid change keeps the running version serving and reports its problems", async () => {
    const serving = t.app.omoConfig.version;
    const res = read("resources/room.json");
    write("resources/room.json", { ...res, title: "", list: { ...res.list, columns: [{ field: "nope" }] } });
    const status = await t.app.configRuntime.reload();
    expect(status.problems.length).toBeGreaterThan(0);
    expect(status.problems.every((p) => p.file && p.message)).toBe(true);
    expect(t.app.omoConfig.version).toBe(serving);
    expect(body<{ title: string }>(await get("/api/v1/resources/room/config")).data.title).toBe("上课教室");
    const seen = body<{ problems: unknown[]; version: string }>(await get("/api/config/status"));
    expect(seen.data.version).toBe(serving);
    expect(seen.data.problems).toEqual(status.problems);

    // Fixed: applied, and the problems are gone.
    write("resources/room.json", res);
    expect((await t.app.configRuntime.reload()).problems).toEqual([]);
  });

  it("a changed field type is refused against the real table", async () => {
    const res = read("resources/room.json");
    res.record.properties.seats = { type: "string", title: "座位数" };
    write("resources/room.json", res);
    const status = await t.app.configRuntime.reload();
    expect(status.problems.map((p) => p.pointer)).toContain("/record/properties/seats/type");
    res.record.properties.seats = room.record.properties.seats;
    write("resources/room.json", res);
    expect((await t.app.configRuntime.reload()).problems).toEqual([]);
  });
});

describe("the designer's API", () => {
  it("is for administrators only", async () => {
    const editor = await t.login("editor");
    const res = await t.app.inject({ method: "GET", url: "/api/config/files", headers: { code: editor } });
    expect(res.statusCode).toBe(403);
  });

  it("writes only the config's own files", async () => {
    const { version } = body<{ version: string }>(await get("/api/config/files")).data;
    for (const path of ["package.json", "../app.json", "resources/../../x.json", "resources/Bad Name.json"]) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/config/files",
        headers: { code: token },
        payload: { baseVersion: version, files: { [path]: { name: "x" } } },
      });
      expect(res.statusCode, path).toBe(400);
      expect(body(res).code).toBe(10001);
    }
  });

  it("lists the folder's files with their version", async () => {
    const files = body<{ version: string; files: Record<string, { name?: string }> }>(await get("/api/config/files"));
    expect(files.data.version).toBe(t.app.omoConfig.version);
    expect(files.data.files["resources/room.json"]?.name).toBe("room");
    expect(Object.keys(files.data.files)).toContain("routes.json");
  });

  it("a dry run reports problems and writes nothing", async () => {
    const before = readFileSync(join(dir, "resources/room.json"), "utf8");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/config/plan",
      headers: { code: token },
      payload: { files: { "resources/room.json": { ...room, list: { columns: [{ field: "nope" }] } } } },
    });
    expect(body<{ problems: unknown[] }>(res).data.problems.length).toBeGreaterThan(0);
    expect(readFileSync(join(dir, "resources/room.json"), "utf8")).toBe(before);
  });

  it("refuses a page over the framework's own tables (accounts and their password hashes, tokens)", async () => {
    for (const table of ["users", "tokens"]) {
      const accounts = {
        name: "accounts",
        title: "账号",
        source: { table },
        record: { type: "object", properties: { username: { type: "string", title: "用户名" } } },
        list: { columns: [{ field: "username" }] },
      };
      const res = await t.app.inject({
        method: "POST",
        url: "/api/config/plan",
        headers: { code: token },
        payload: { files: { "resources/accounts.json": accounts } },
      });
      expect(body<{ problems: unknown[] }>(res).data.problems, table).toEqual([
        {
          file: "resources/accounts.json",
          pointer: "/source/table",
          message: `"${table}" 是系统或模块自己的表，不能作为页面的数据来源（可用资源的表，或由迁移创建的视图）`,
        },
      ]);
    }
  });

  it("checks one file as it is typed, in the request's language, for administrators only", async () => {
    const check = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: "POST", url: "/api/config/check", headers: { code: token, ...headers }, payload });
    const typo = { ...room, list: { ...room.list, colums: [] } };
    const zh = body<{ problems: unknown[] }>(await check({}, { file: "resources/room.json", value: typo }));
    expect(zh.data.problems).toEqual([
      { file: "resources/room.json", pointer: "/list/colums", message: '未知的键 "colums"，你是不是想写 “columns”？' },
    ]);
    const en = await check({ "accept-language": "en-US" }, { file: "resources/room.json", value: typo });
    expect(body<{ problems: { message: string }[] }>(en).data.problems[0]!.message).toBe(
      'Unknown key "colums". Did you mean “columns”?',
    );
    expect(
      body<{ problems: unknown[] }>(await check({}, { file: "resources/room.json", value: room })).data.problems,
    ).toEqual([]);
    for (const payload of [
      { file: "../x.json", value: {} },
      { file: "routes.json", value: [] },
      { file: "app.json" },
    ]) {
      const res = await check({}, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).code).toBe(10001);
    }
    const editor = await t.login("editor");
    const refused = await check({ code: editor }, { file: "resources/room.json", value: room });
    expect(refused.statusCode).toBe(403);
  });

  it("a dry run lists what applying would change, and applies nothing", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/config/plan",
      headers: { code: token },
      payload: { files: { "resources/desk.json": { ...room, name: "desk", title: "课桌" } } },
    });
    const plan = body<{ problems: unknown[]; lines: string[] }>(res).data;
    expect(plan.problems).toEqual([]);
    expect(plan.lines.join("\n")).toContain("新建表 res_desk");
    expect(await t.sql.value("SELECT COUNT(*) FROM config_versions WHERE files LIKE ?", "%desk%")).toBe(0);
    expect(t.app.omoConfig.resources.desk).toBeUndefined();
  });

  it("saves a file in the old file's key order, applies it and logs who did", async () => {
    const { version } = body<{ version: string }>(await get("/api/config/files")).data;
    // Keys sent in another order than the file's: the file keeps its order.
    const { record, name, list, form } = read("resources/room.json");
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/config/files",
      headers: { code: token },
      payload: {
        baseVersion: version,
        files: { "resources/room.json": { record, list, form, title: "教室（新）", name } },
      },
    });
    expect(body(res).code).toBe(200);
    const text = readFileSync(join(dir, "resources/room.json"), "utf8");
    expect(Object.keys(JSON.parse(text))).toEqual(["name", "title", "record", "list", "form"]);
    expect(text).toBe(`${JSON.stringify({ ...read("resources/room.json") }, null, 2)}\n`);
    expect(body<{ title: string }>(await get("/api/v1/resources/room/config")).data.title).toBe("教室（新）");
    const log = await t.sql.get<{ action: string; target: string }>(
      "SELECT action, target FROM operation_log WHERE action = ? ORDER BY id DESC",
      "修改配置",
    );
    expect(log?.target).toBe("resources/room.json");
  });

  it("a save from an older version is refused with the folder's files, nothing written", async () => {
    const before = readFileSync(join(dir, "resources/room.json"), "utf8");
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/config/files",
      headers: { code: token },
      payload: { baseVersion: "000000000000", files: { "resources/room.json": { ...room, title: "抢先" } } },
    });
    expect(res.statusCode).toBe(409);
    const answer = body<{ version: string; files: Record<string, { title: string }> }>(res);
    expect(answer.code).toBe(10011);
    expect(answer.message).toBe("配置已被他人修改");
    expect(answer.data.files["resources/room.json"]?.title).toBe("教室（新）");
    expect(readFileSync(join(dir, "resources/room.json"), "utf8")).toBe(before);
  });

  it("an invalid save answers its problems, nothing written", async () => {
    const { version } = body<{ version: string }>(await get("/api/config/files")).data;
    const before = readFileSync(join(dir, "resources/room.json"), "utf8");
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/config/files",
      headers: { code: token },
      payload: { baseVersion: version, files: { "resources/room.json": { ...room, record: { type: "object" } } } },
    });
    expect(body<{ problems: unknown[] }>(res).code).toBe(10012);
    expect(body<{ problems: unknown[] }>(res).data.problems.length).toBeGreaterThan(0);
    expect(readFileSync(join(dir, "resources/room.json"), "utf8")).toBe(before);
  });
  it("saves a module's file as the app's own copy over it, and refuses to remove it", async () => {
    const shipped = readFileSync("modules/qa/config/resources/qa-rule.json", "utf8");
    const files = body<{ version: string; files: Record<string, { title: unknown }>; modules: Record<string, string> }>(
      await get("/api/config/files"),
    ).data;
    expect(files.files["resources/qa-rule.json"]?.title).toEqual(JSON.parse(shipped).title);
    // The designer is told which module gives it, so it offers no 删除页面.
    expect(files.modules["resources/qa-rule.json"]).toBe("qa");
    expect(files.modules["resources/campus.json"]).toBe("school");
    expect(files.modules["resources/operation-log.json"]).toBeUndefined();
    const put = (changes: Record<string, unknown>, baseVersion: string) =>
      t.app.inject({
        method: "PUT",
        url: "/api/config/files",
        headers: { code: token },
        payload: { baseVersion, files: changes },
      });

    const removed = await put({ "resources/qa-rule.json": null }, files.version);
    expect(body<{ problems: { message: string }[] }>(removed).code).toBe(10012);
    expect(body<{ problems: { message: string }[] }>(removed).data.problems[0]?.message).toBe(
      '这是模块 "qa" 的文件，不能删除；要停用它，请从 app.json 的 modules 中去掉该模块',
    );

    const saved = await put(
      { "resources/qa-rule.json": { ...JSON.parse(shipped), title: "本校答疑规则" } },
      files.version,
    );
    expect(body(saved).code).toBe(200);
    expect(read("resources/qa-rule.json").title).toBe("本校答疑规则");
    expect(readFileSync("modules/qa/config/resources/qa-rule.json", "utf8")).toBe(shipped);
    expect(body<{ title: string }>(await get("/api/v1/resources/qa-rule/config")).data.title).toBe("本校答疑规则");
  });
});

describe("the watcher and the event stream", () => {
  it("a file saved in the folder reaches an open event stream", async () => {
    const watched = await createTestApp({ configDir: dir, watchConfig: true, shareWith: t });
    try {
      await watched.app.listen({ port: 0, host: "127.0.0.1" });
      const address = watched.app.server.address() as { port: number };
      const controller = new AbortController();
      const res = await fetch(`http://127.0.0.1:${address.port}/api/config/events`, { signal: controller.signal });
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      const reader = res.body!.getReader();
      const events: ConfigEvent[] = [];
      const next = async () => {
        let text = "";
        while (!text.includes("\n\n")) text += new TextDecoder().decode((await reader.read()).value);
        const data = /data: (.*)/.exec(text)![1]!;
        events.push(JSON.parse(data));
      };
      await next();
      expect(events[0]!.version).toBe(watched.app.omoConfig.version);

      write("resources/room.json", { ...read("resources/room.json"), title: "教室（监视）" });
      await next();
      expect(events[1]!.version).not.toBe(events[0]!.version);
      expect(events[1]!.version).toBe(watched.app.omoConfig.version);
      expect(watched.app.omoConfig.resources.room?.title).toBe("教室（监视）");
      controller.abort();
    } finally {
      await watched.close();
    }
  });
});

describe("many processes", () => {
  // On SQLite one process serves the file; on PostgreSQL processes converge through the database.
  it.runIf(process.env.OMO_TEST_STORE === "postgres")("a save on one process is applied by the other", async () => {
    const other = await createTestApp({ configDir: dir, shareWith: t });
    try {
      const applied = new Promise<ConfigEvent>((resolve) => other.app.configRuntime.subscribe(resolve));
      const { version } = body<{ version: string }>(await get("/api/config/files")).data;
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/config/files",
        headers: { code: token },
        payload: {
          baseVersion: version,
          files: { "resources/room.json": { ...room, title: "多进程" } },
        },
      });
      expect(body(res).code).toBe(200);
      expect((await applied).version).toBe(t.app.omoConfig.version);
      expect(other.app.omoConfig.resources.room?.title).toBe("多进程");
    } finally {
      await other.close();
    }
  });
});

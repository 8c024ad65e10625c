import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp, type BuildOptions } from "../../mock-server/app.js";
import { ConfigError } from "../../mock-server/plugins/config-loader.js";
import { device, tempConfig, writeResource } from "../helpers/resources-fixture.js";
import { createPgDatabase } from "../helpers/postgres.js";
import { testSql } from "../helpers/sql.js";

const dirs: string[] = [];
const apps: FastifyInstance[] = [];
const databases: { drop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  await Promise.all(databases.splice(0).map((d) => d.drop()));
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** An app on `configDir` and `data` (both kept between starts), without sample rows. */
async function start(configDir: string, data: Folders["data"], options: BuildOptions = {}) {
  const app = await buildApp({ configDir, ...data, uiDir: false, resourceSeeds: [], ...options });
  apps.push(app);
  const login = await app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username: "admin", password: "admin123" },
  });
  const token = login.json().data.token as string;
  const call = (method: string, url: string, payload?: object) =>
    app.inject({ method: method as "GET", url: `/api/v1/resources/${url}`, payload, headers: { code: token } });
  return { app, call };
}
type Folders = Awaited<ReturnType<typeof folders>>;
/** A config folder and the data the starts share: a data folder, and on PostgreSQL a database of its own. */
const folders = async () => {
  const configDir = tempConfig();
  const dataDir = mkdtempSync(join(tmpdir(), "omo-res-data-"));
  dirs.push(configDir, dataDir);
  const pg = process.env.OMO_TEST_STORE === "postgres" ? await createPgDatabase() : undefined;
  if (pg) databases.push(pg);
  return { configDir, dataDir, data: { dataDir, databaseUrl: pg?.url } };
};
/** PostgreSQL's names of the column types the product uses, as SQLite declares them. */
const pgTypes: Record<string, string> = { bigint: "INTEGER", "double precision": "REAL", text: "TEXT" };
const columns = async (app: FastifyInstance, table: string): Promise<Record<string, string>> => {
  const sql = testSql(app.store);
  const rows =
    app.store.dialect === "postgres"
      ? await sql.all<{ name: string; type: string }>(
          "SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?",
          table,
        )
      : await sql.all<{ name: string; type: string }>("SELECT name, type FROM pragma_table_info(?)", table);
  return Object.fromEntries(rows.map((c) => [c.name, pgTypes[c.type] ?? c.type]));
};
/** Each index of the table as its columns in order (`active,price`). */
const indexes = async (app: FastifyInstance, table: string): Promise<string[]> => {
  const sql = testSql(app.store);
  const rows =
    app.store.dialect === "postgres"
      ? await sql.all<{ columns: string }>(
          `SELECT string_agg(a.attname, ',' ORDER BY k.n) AS columns
             FROM pg_index i
             JOIN pg_class t ON t.oid = i.indrelid
             CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)
             JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
            WHERE t.relname = ? AND NOT i.indisprimary
            GROUP BY i.indexrelid`,
          table,
        )
      : await sql.all<{ columns: string }>(
          `SELECT (SELECT group_concat(c.name, ',') FROM (SELECT name FROM pragma_index_info(l.name) ORDER BY seqno) c) AS columns
             FROM pragma_index_list(?) l`,
          table,
        );
  return rows.map((r) => r.columns);
};
const campusId = async (call: Awaited<ReturnType<typeof start>>["call"]) =>
  (
    await call("POST", "campus", {
      name: "表结构校区",
      code: "TB001",
      city: "天津",
      director: "王芳",
      phone: "13700000000",
      sales_mode: 1,
    })
  ).json().data.id;

describe("tables from the record", () => {
  it("have a typed column per field, the system columns, and store booleans as 0/1 and arrays as JSON", async () => {
    const { configDir, data } = await folders();
    const { app, call } = await start(configDir, data);
    expect(await columns(app, "res_device")).toEqual({
      id: "INTEGER",
      created_at: "TEXT",
      updated_at: "TEXT",
      name: "TEXT",
      kind: "TEXT",
      campus_id: "INTEGER",
      price: "REAL",
      level: "INTEGER",
      stock: "INTEGER",
      active: "INTEGER",
      tags: "TEXT",
      bought_on: "TEXT",
      serial: "TEXT",
      note: "TEXT",
    });
    const id = (
      await call("POST", "device", {
        name: "存储设备",
        kind: "pc",
        campus_id: await campusId(call),
        tags: ["hot"],
        active: false,
      })
    ).json().data.id;
    expect(await testSql(app.store).get("SELECT active, tags FROM res_device WHERE id = ?", id)).toEqual({
      active: 0,
      tags: '["hot"]',
    });
  });

  it("index sorted, filtered and relation columns, and equality filters with each sort", async () => {
    const { configDir, data } = await folders();
    const { app } = await start(configDir, data);
    expect(await indexes(app, "res_device")).toEqual(
      expect.arrayContaining([
        "name",
        "price",
        "bought_on",
        "kind",
        "level",
        "stock",
        "active",
        "created_at",
        "campus_id",
        "active,price",
        "active,name",
        "kind,name",
      ]),
    );
    expect(await indexes(app, "res_device")).not.toContain("tags");
  });
});

describe("unique fields", () => {
  it("are kept distinct by a unique index, which refuses a duplicate written behind the API", async () => {
    const { configDir, data } = await folders();
    const { app, call } = await start(configDir, data);
    expect(await indexes(app, "res_device")).toContain("name");
    const campus = await campusId(call);
    await call("POST", "device", { name: "唯一设备", kind: "pc", campus_id: campus });
    const sql = testSql(app.store);
    await expect(
      sql.run(
        "INSERT INTO res_device (created_at, updated_at, name, kind, campus_id) VALUES ('2024-01-01 00:00:00', '2024-01-01 00:00:00', ?, 'pc', ?)",
        "唯一设备",
        campus,
      ),
    ).rejects.toSatisfy((err) => app.store.sql.isUniqueViolation(err));
  });

  it("refuse to start while rows repeat a value of a field that became unique", async () => {
    const { configDir, data } = await folders();
    const loose = { ...device.record.properties, serial: { type: "string", title: "序列号" } };
    writeResource(configDir, { ...device, record: { ...device.record, properties: loose } });
    let { app, call } = await start(configDir, data);
    const campus = await campusId(call);
    for (const name of ["甲设备", "乙设备"])
      await call("POST", "device", { name, kind: "pc", campus_id: campus, serial: "SN0001" });
    await app.close();

    writeResource(configDir, {
      ...device,
      record: { ...device.record, properties: { ...loose, serial: { ...loose.serial, unique: true } } },
    });
    await expect(start(configDir, data)).rejects.toMatchObject({
      lines: [
        'resources/device.json#/record/properties/serial/unique: 已有多行的值都是 "SN0001"：先让它们互不相同，才能设为唯一（unique）',
      ],
    });
    // Made distinct, the field becomes unique.
    writeResource(configDir, { ...device, record: { ...device.record, properties: loose } });
    ({ app, call } = await start(configDir, data));
    await testSql(app.store).run("UPDATE res_device SET serial = 'SN0002' WHERE name = '乙设备'");
    await app.close();
    writeResource(configDir, {
      ...device,
      record: { ...device.record, properties: { ...loose, serial: { ...loose.serial, unique: true } } },
    });
    ({ app } = await start(configDir, data));
    expect(await indexes(app, "res_device")).toContain("serial");
  });
});

describe("a config change, started again on the same data", () => {
  it("adds a column for a new field and keeps the rows", async () => {
    const { configDir, data } = await folders();
    let { app, call } = await start(configDir, data);
    const campus = await campusId(call);
    const id = (await call("POST", "device", { name: "老设备", kind: "pad", campus_id: campus, note: "保留我" })).json()
      .data.id;
    await app.close();

    writeResource(configDir, {
      ...device,
      record: {
        ...device.record,
        properties: { ...device.record.properties, color: { type: "string", title: "颜色" } },
      },
    });
    ({ app, call } = await start(configDir, data));
    expect(await columns(app, "res_device")).toHaveProperty("color", "TEXT");
    expect((await call("GET", `device/${id}`)).json().data).toMatchObject({
      name: "老设备",
      note: "保留我",
      color: null,
    });
    expect((await call("PUT", `device/${id}`, { color: "银色" })).json().data.color).toBe("银色");
  });

  it("keeps the column and data of a removed field; the API works without it, and it returns when re-added", async () => {
    const { configDir, data } = await folders();
    let { app, call } = await start(configDir, data);
    const id = (
      await call("POST", "device", { name: "备注设备", kind: "pc", campus_id: await campusId(call), note: "重要备注" })
    ).json().data.id;
    await app.close();

    const { note: _removed, ...rest } = device.record.properties;
    writeResource(configDir, { ...device, record: { ...device.record, properties: rest } });
    ({ app, call } = await start(configDir, data));
    expect(await columns(app, "res_device")).toHaveProperty("note");
    expect(await testSql(app.store).value("SELECT note FROM res_device WHERE id = ?", id)).toBe("重要备注");
    const row = (await call("GET", `device/${id}`)).json().data;
    expect(row.name).toBe("备注设备");
    expect(row).not.toHaveProperty("note");
    expect((await call("GET", "device")).json().data.total).toBe(1);
    expect(
      (await call("POST", "device", { name: "新设备", kind: "pc", campus_id: row.campus_id, note: "x" })).json().data
        .errors,
    ).toEqual({ note: "不允许的字段" });
    await app.close();

    writeResource(configDir, device);
    ({ app, call } = await start(configDir, data));
    expect((await call("GET", `device/${id}`)).json().data.note).toBe("重要备注");
  });

  it("refuses to start when a field's type no longer fits its column, and lets boolean and integer swap", async () => {
    const { configDir, data } = await folders();
    let { app, call } = await start(configDir, data);
    const id = (
      await call("POST", "device", { name: "类型设备", kind: "pc", campus_id: await campusId(call), stock: 7 })
    ).json().data.id;
    await app.close();

    // Kept, the INTEGER column would turn a new text "007" into 7. The color added alongside must wait too.
    const changed = {
      ...device.record.properties,
      stock: { type: "string", title: "库存" },
      price: { type: "integer", title: "价格" },
      color: { type: "string", title: "颜色" },
    };
    // The stock filter `lte` needs a number: dropped so the config itself is valid.
    const list = { ...device.list, query: device.list.query.filter((q) => q.field !== "stock") };
    writeResource(configDir, { ...device, list, record: { ...device.record, properties: changed } });
    const refused = start(configDir, data);
    await expect(refused).rejects.toBeInstanceOf(ConfigError);
    await expect(refused).rejects.toMatchObject({
      lines: [
        "resources/device.json#/record/properties/price/type: 列 res_device.price 存的是数字，字段 price 的类型不能改为 integer：换类型请用新的字段名（旧列及其数据保留）",
        "resources/device.json#/record/properties/stock/type: 列 res_device.stock 存的是整数，字段 stock 的类型不能改为 string：换类型请用新的字段名（旧列及其数据保留）",
      ],
    });

    // Nothing was touched: the old config starts again on the same rows.
    writeResource(configDir, device);
    ({ app, call } = await start(configDir, data));
    expect(await columns(app, "res_device")).not.toHaveProperty("color");
    expect((await call("GET", `device/${id}`)).json().data.stock).toBe(7);
    await app.close();

    const swapped = { ...device.record.properties, active: { type: "integer", title: "在用" } };
    writeResource(configDir, { ...device, record: { ...device.record, properties: swapped } });
    ({ app, call } = await start(configDir, data));
    expect((await call("GET", `device/${id}`)).json().data.active).toBe(1);
    await app.close();
  });

  it("refuses a text field turned array while its column holds plain text, allows it while empty", async () => {
    const { configDir, data } = await folders();
    let { app, call } = await start(configDir, data);
    const made = await call("POST", "device", { name: "备注设备", kind: "pc", campus_id: await campusId(call) });
    await app.close();
    const noteAsList = {
      ...device.record.properties,
      note: { type: "array", title: "备注", items: { type: "string" } },
    };
    const asList = () => writeResource(configDir, { ...device, record: { ...device.record, properties: noteAsList } });

    // Empty so far: the same TEXT column can start holding lists.
    asList();
    ({ app, call } = await start(configDir, data));
    await app.close();

    writeResource(configDir, device);
    ({ app, call } = await start(configDir, data));
    await call("PUT", `device/${made.json().data.id}`, { note: "一行备注" });
    await app.close();
    asList();
    await expect(start(configDir, data)).rejects.toMatchObject({
      lines: [
        "resources/device.json#/record/properties/note/type: 列 res_device.note 存的是文本，字段 note 的类型不能改为 array：换类型请用新的字段名（旧列及其数据保留）",
      ],
    });
  });
});

describe("seeding", () => {
  const seeds: BuildOptions["resourceSeeds"] = [
    [
      "category",
      ({ faker }) =>
        ["语文", "数学", "英语"].map((name, i) => ({ code: "xk", name, sort: i, remark: faker.lorem.word() })),
    ],
    [
      "campus",
      ({ faker, ids, rows }) =>
        Array.from({ length: 3 }, (_, i) => ({
          name: `${faker.location.city()}${i}校区`,
          code: `SD00${i}`,
          city: faker.location.city(),
          director: "赵磊",
          phone: `1380000000${i}`,
          sales_mode: 1,
          subject_ids: ids("category").slice(0, i + 1),
          remark: `${rows("category").length} 个学科`,
          ...(i === 0 ? { created_at: "2023-05-01 09:30:00" } : {}),
        })),
    ],
    ["not-configured", () => [{ anything: true }]],
  ];

  it("fills empty tables in order, with defaults, typed values and rows already seeded", async () => {
    const { configDir, data } = await folders();
    const { call } = await start(configDir, data, { resourceSeeds: seeds });
    const categories = (await call("GET", "category?prop=id")).json().data.list;
    expect(categories.map((c: { name: string; enabled: boolean }) => [c.name, c.enabled])).toEqual([
      ["语文", true],
      ["数学", true],
      ["英语", true],
    ]);
    const campuses = (await call("GET", "campus?prop=id")).json().data.list;
    expect(campuses.map((c: { _labels: { subject_ids: string[] } }) => c._labels.subject_ids)).toEqual([
      ["语文"],
      ["语文", "数学"],
      ["语文", "数学", "英语"],
    ]);
    expect(campuses[0]).toMatchObject({
      status: 1,
      hours_balance: 0,
      remark: "3 个学科",
      created_at: "2023-05-01 09:30:00",
    });
  });

  it("gives the same rows on every fresh database (faker zh_CN, fixed seed), and never seeds a table twice", async () => {
    const a = await folders();
    const b = await folders();
    const first = await start(a.configDir, a.data, { resourceSeeds: seeds });
    const second = await start(b.configDir, b.data, { resourceSeeds: seeds });
    const names = async (s: typeof first) =>
      (await s.call("GET", "campus?prop=id")).json().data.list.map((c: { name: string }) => c.name);
    expect(await names(first)).toEqual(await names(second));
    expect((await names(first))[0]).toMatch(/[\u4e00-\u9fa5]/);
    await first.app.close();
    const again = await start(a.configDir, a.data, { resourceSeeds: seeds });
    expect((await again.call("GET", "campus")).json().data.total).toBe(3);
  });

  it("stops the start on a row the record refuses, naming the resource, the row and the field", async () => {
    const { configDir, data } = await folders();
    const bad: BuildOptions["resourceSeeds"] = [
      [
        "category",
        () => [
          { code: "xk", name: "好" },
          { code: "zz", name: "坏" },
        ],
      ],
    ];
    await expect(start(configDir, data, { resourceSeeds: bad })).rejects.toThrow(
      'seed of resource "category", row 1: code: 请选择有效的分类类型',
    );
    const dup: BuildOptions["resourceSeeds"] = [
      [
        "campus",
        () =>
          [1, 2].map(() => ({
            name: "同名校区",
            code: "DU001",
            city: "北京",
            director: "张伟",
            phone: "13800000000",
            sales_mode: 1,
          })),
      ],
    ];
    await expect(start(configDir, (await folders()).data, { resourceSeeds: dup })).rejects.toThrow(
      /"campus", row 1: name: 校区名称已存在/,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { resourceApp, sampleData, type ResourceApp } from "../helpers/resources-fixture.js";

let t: ResourceApp;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await resourceApp();
  ids = await sampleData(t);
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: number };
const devices = "/api/v1/resources/device";
const campuses = "/api/v1/resources/campus";
const okDevice = () => ({
  name: `设备${Math.random().toString(36).slice(2, 8)}`,
  kind: "pc",
  campus_id: ids["北京朝阳校区"],
});
const okCampus = { city: "上海", director: "李娜", phone: "13912345678", sales_mode: 2 };

async function created(url: string, payload: object): Promise<Row> {
  const res = await t.call("POST", url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return body<Row>(res).data;
}
async function errors(method: string, url: string, payload: unknown): Promise<Record<string, string>> {
  const res = await t.call(method, url, payload);
  expect(res.statusCode, res.body).toBe(400);
  expect(body(res).code).toBe(10001);
  return body<{ errors: Record<string, string> }>(res).data.errors;
}

describe("validation: each rule answers with the form's message on its field", () => {
  it("required: missing, empty or null", async () => {
    expect(await errors("POST", devices, {})).toEqual({
      name: "请输入设备名称",
      kind: "请选择类型",
      campus_id: "请选择所属校区",
    });
    const blank = await errors("POST", devices, { ...okDevice(), name: "" });
    expect(blank).toEqual({ name: "请输入设备名称" });
    expect(await errors("POST", devices, { ...okDevice(), campus_id: null })).toEqual({ campus_id: "请选择所属校区" });
  });

  it("type", async () => {
    expect(await errors("POST", devices, { ...okDevice(), price: "abc", level: 1.5, campus_id: "x" })).toEqual({
      price: "价格应为数字",
      level: "等级应为整数",
      campus_id: "所属校区应为整数",
    });
    expect(await errors("POST", devices, { ...okDevice(), active: "maybe", tags: { a: 1 } })).toEqual({
      active: "在用格式不正确",
      tags: "标签格式不正确",
    });
  });

  it("numbers too large to be numbers (1e400 is Infinity), as JSON text or form-encoded", async () => {
    expect(await errors("POST", devices, { ...okDevice(), price: "1e400", level: "-1e999" })).toEqual({
      price: "价格应为数字",
      level: "等级应为整数",
    });
    const form = await t.app.inject({
      method: "POST",
      url: devices,
      headers: { code: t.admin, "content-type": "application/x-www-form-urlencoded" },
      payload: `name=F1&kind=pc&campus_id=${ids["北京朝阳校区"]}&price=1e999`,
    });
    expect(form.statusCode, form.body).toBe(400);
    expect(body<{ errors: Record<string, string> }>(form).data.errors).toEqual({ price: "价格应为数字" });
  });

  it("minLength, maxLength, minimum, maximum, pattern", async () => {
    expect(await errors("POST", devices, { ...okDevice(), name: "A", price: -1, level: 6, serial: "X1" })).toEqual({
      name: "设备名称至少2个字符",
      price: "价格不能小于0",
      level: "等级不能大于5",
      serial: "序列号格式不正确",
    });
    expect(await errors("POST", devices, { ...okDevice(), name: "长".repeat(21) })).toEqual({
      name: "设备名称不能超过20个字符",
    });
  });

  it("every format preset campus.json uses, and its own pattern message", async () => {
    const bad = {
      ...okCampus,
      name: "格式校区",
      code: "bj1",
      director: "Tom3",
      phone: "123",
      email: "x@",
      opened_on: "2024-02-30",
      hours_balance: 1.234,
    };
    expect(await errors("POST", campuses, bad)).toEqual({
      code: "校区编号为2个大写字母加3位数字，如 BJ001",
      director: "请输入2-30个字符的姓名（可含空格和·）",
      phone: "请输入正确的电话号码（手机号，或带区号的座机号）",
      email: "请输入正确的邮箱",
      opened_on: "开业日期应为日期，格式YYYY-MM-DD",
      // Kept by the server (orders add to it, lessons spend it): any value is refused.
      hours_balance: "课时余额由系统维护，不能修改",
    });
  });

  it("takes real people and places: a landline with area code and extension, names in any script", async () => {
    const people = [
      ["北京座机校区", "BJ101", "John Smith", "010-88886666"],
      ["深圳座机校区", "SZ102", "迪丽热巴·迪力木拉提", "0755 8888 6666"],
      ["上海分机校区", "SH103", "Jean-Luc O'Brien", "021-66668888转8001"],
    ];
    for (const [name, code, director, phone] of people) {
      const row = await created(campuses, { ...okCampus, name, code, director, phone });
      expect(row).toMatchObject({ director, phone });
    }
    // A mobile still passes, and a number that is neither still does not.
    await created(campuses, { ...okCampus, name: "手机校区", code: "SH104", phone: "+86 13912345678" });
    expect(await errors("POST", campuses, { ...okCampus, name: "坏号校区", code: "SH105", phone: "88886666" })).toEqual(
      {
        phone: "请输入正确的电话号码（手机号，或带区号的座机号）",
      },
    );
  });

  it("enum through options, on scalars and on array values; minItems and maxItems", async () => {
    expect(await errors("POST", devices, { ...okDevice(), kind: "tv", tags: ["zzz"] })).toEqual({
      kind: "请选择有效的类型",
      tags: "请选择有效的标签",
    });
    expect(await errors("POST", devices, { ...okDevice(), tags: ["new", "hot", "old"] })).toEqual({
      tags: "标签最多选择2项",
    });
    const campus = { ...okCampus, name: "空学科校区", code: "SH009", sales_mode: 9, subject_ids: [] };
    expect(await errors("POST", campuses, campus)).toEqual({
      sales_mode: "请选择有效的销售模式",
      subject_ids: "请至少选择一个学科",
    });
  });

  it("unknown fields, including id and the timestamps, are refused", async () => {
    const e = await errors("POST", devices, { ...okDevice(), colour: "red", id: 7, created_at: "2024-01-01 00:00:00" });
    expect(e).toEqual({ colour: "不允许的字段", id: "不允许的字段", created_at: "不允许的字段" });
  });
});

describe("create", () => {
  it("fills defaults and answers the typed row with labels", async () => {
    const row = await created(devices, okDevice());
    expect(row).toMatchObject({
      level: 1,
      active: true,
      price: null,
      tags: null,
      _labels: { campus_id: "北京朝阳校区" },
    });
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const campus = await created(campuses, { ...okCampus, name: "默认校区", code: "SH001" });
    expect(campus).toMatchObject({ status: 1, hours_balance: 0 });
  });

  it("takes 0 for a required number: a value, not nothing", async () => {
    const closed = await created(campuses, { ...okCampus, name: "停业校区", code: "SH005", status: 0 });
    expect(closed.status).toBe(0);
    const res = await t.call("PUT", `${campuses}/${closed.id}`, { status: "0", capacity: 0 });
    expect(body<Row>(res).data).toMatchObject({ status: 0, capacity: 0 });
  });

  it("takes form-encoded bodies, with key[] arrays and 1/0 booleans", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: devices,
      headers: { code: t.admin, "content-type": "application/x-www-form-urlencoded" },
      payload: `name=${encodeURIComponent("表单设备")}&kind=pad&campus_id=${ids["北京海淀校区"]}&active=0&tags[]=new&tags[]=hot&price=12.5&note=`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toMatchObject({ active: false, tags: ["new", "hot"], price: 12.5, note: null });
  });

  it("refuses a duplicate of a unique field, every one at once", async () => {
    const dup = { ...okCampus, name: "北京朝阳校区", code: "BJ001" };
    expect(await errors("POST", campuses, dup)).toEqual({ name: "校区名称已存在", code: "校区编号已存在" });
  });

  it("refuses a relation to a missing row, or to a row outside the relation's filter", async () => {
    expect(await errors("POST", devices, { ...okDevice(), campus_id: 999 })).toEqual({
      campus_id: "所选所属校区不存在",
    });
    const textbook = { ...okCampus, name: "教材校区", code: "SH002", subject_ids: [ids["语文"], ids["人教版"]] };
    expect(await errors("POST", campuses, textbook)).toEqual({ subject_ids: "所选开设学科不存在" });
  });
});

describe("update", () => {
  it("changes only the fields sent; null clears an optional one", async () => {
    const row = await created(devices, { ...okDevice(), price: 10, note: "旧备注" });
    const res = await t.call("PUT", `${devices}/${row.id}`, { price: 99, note: null });
    expect(body<Row>(res).data).toMatchObject({ name: row.name, kind: "pc", price: 99, note: null });
  });

  it("will not clear a required field, nor take unknown fields", async () => {
    const row = await created(devices, okDevice());
    expect(await errors("PUT", `${devices}/${row.id}`, { name: null })).toEqual({ name: "请输入设备名称" });
    expect(await errors("PUT", `${devices}/${row.id}`, { name: "" })).toEqual({ name: "请输入设备名称" });
    expect(await errors("PUT", `${devices}/${row.id}`, { updated_at: "2024-01-01 00:00:00" })).toEqual({
      updated_at: "不允许的字段",
    });
  });

  it("checks uniqueness against the other rows only", async () => {
    const id = ids["北京海淀校区"];
    expect(await errors("PUT", `${campuses}/${id}`, { name: "北京朝阳校区" })).toEqual({ name: "校区名称已存在" });
    const same = await t.call("PUT", `${campuses}/${id}`, { name: "北京海淀校区", code: "BJ002" });
    expect(same.statusCode, same.body).toBe(200);
  });

  it("answers 404 for an unknown id", async () => {
    const res = await t.call("PUT", `${devices}/99999`, { price: 1 });
    expect([res.statusCode, body(res).code]).toEqual([404, 404]);
  });
});

describe("delete", () => {
  it("deletes one row, then answers 404 for it", async () => {
    const row = await created(devices, okDevice());
    const res = await t.call("DELETE", `${devices}/${row.id}`);
    expect(body(res).data).toEqual({ deleted: 1 });
    expect((await t.call("GET", `${devices}/${row.id}`)).statusCode).toBe(404);
    expect((await t.call("DELETE", `${devices}/${row.id}`)).statusCode).toBe(404);
  });

  it("refuses 409 / 13105 while another resource references the row (scalar relation)", async () => {
    const campus = await created(campuses, { ...okCampus, name: "被引用校区", code: "SH003" });
    const device = await created(devices, { ...okDevice(), campus_id: campus.id });
    const res = await t.call("DELETE", `${campuses}/${campus.id}`);
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ code: 13105, message: "该校区已被设备引用，无法删除" });
    expect((await t.call("GET", `${campuses}/${campus.id}`)).statusCode).toBe(200);
    await t.call("DELETE", `${devices}/${device.id}`);
    expect((await t.call("DELETE", `${campuses}/${campus.id}`)).statusCode).toBe(200);
  });

  it("refuses while an array relation holds the id", async () => {
    const res = await t.call("DELETE", `/api/v1/resources/category/${ids["数学"]}`);
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ code: 13105, message: "该分类已被校区引用，无法删除" });
    expect((await t.call("DELETE", `/api/v1/resources/category/${ids["人教版"]}`)).statusCode).toBe(200);
  });

  it("deletes a batch by ids[] or repeated ids, and refuses a batch holding a referenced row", async () => {
    const rows = await Promise.all([1, 2, 3].map(() => created(devices, okDevice())));
    const one = await t.call("DELETE", `${devices}?ids[]=${rows[0].id}&ids[]=${rows[1].id}&ids[]=99999`);
    expect(body(one).data).toEqual({ deleted: 2 });
    expect(body(await t.call("DELETE", `${devices}?ids=${rows[2].id}`)).data).toEqual({ deleted: 1 });
    const refused = await t.call("DELETE", `${campuses}?ids[]=${ids["北京朝阳校区"]}`);
    expect([refused.statusCode, body(refused).code]).toEqual([409, 13105]);
    expect((await t.call("GET", `${campuses}/${ids["北京朝阳校区"]}`)).statusCode).toBe(200);
    expect(await errors("DELETE", devices, undefined)).toEqual({ ids: "请选择要删除的记录" });
  });
});

describe("list totals", () => {
  it("follow every write, though a page's count is reused between writes", async () => {
    const total = async () => body<{ total: number }>(await t.call("GET", `${devices}?kind=board`)).data.total;
    const before = await total();
    const row = await created(devices, { ...okDevice(), kind: "board" });
    expect(await total()).toBe(before + 1);
    await t.call("PUT", `${devices}/${row.id}`, { kind: "pc" });
    expect(await total()).toBe(before);
  });
});

describe("operation log", () => {
  it("records create, update (changed fields) and delete with the target name#id", async () => {
    const row = await created(devices, { ...okDevice(), name: "审计设备" });
    await t.call("PUT", `${devices}/${row.id}`, { price: 5, stock: 2, kind: "pc" });
    await t.call("DELETE", `${devices}/${row.id}`);
    const log = await t.sql.all(
      "SELECT username, action, detail FROM operation_log WHERE target = ? ORDER BY id",
      `device#${row.id}`,
    );
    expect(log).toEqual([
      { username: "admin", action: "新增", detail: "新增设备「审计设备」" },
      { username: "admin", action: "修改", detail: "修改：价格、库存" },
      { username: "admin", action: "删除", detail: "删除设备「审计设备」" },
    ]);
  });
});

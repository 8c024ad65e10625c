import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { shippedApp, type ShippedApp, type Row } from "../helpers/shipped-app.js";
import { body } from "../helpers/test-app.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { checkImport } from "../../mock-server/resources/import/check-import.js";
import { CellError, cellValue } from "../../mock-server/resources/import/cells.js";
import { csvOf, gbkOf, importUpload, manyStrings, readXlsx, xlsxOf, xlsxWith } from "../helpers/import-files.js";
import { XLSX_LIMITS, bombMessage } from "../../mock-server/resources/import/bounded-xlsx.js";

interface Report {
  total: number;
  valid: number;
  invalid: number;
  problems: { row: number; field: string; column: string; message: string }[];
  problemCount: number;
  columns: { ignored: string[]; missing: string[] };
  ok: boolean;
  inserted?: number;
}

const TITLES = [
  "姓名",
  "性别",
  "手机号",
  "出生日期",
  "年级",
  "就读学校",
  "所属校区",
  "班主任",
  "家长姓名",
  "家长电话",
  "课时余额",
  "注册时间",
  "账号状态",
  "备注",
];

let t: ShippedApp;
let campus: Row;
let lecturer: Row;
let otherLecturer: Row;
let takenPhone: string;

beforeAll(async () => {
  t = await shippedApp();
  const campuses = (await t.ok<{ list: Row[] }>("GET", "/v1/resources/campus?pageSize=20")).list;
  const lecturers = (await t.ok<{ list: Row[] }>("GET", "/v1/resources/lecturer?pageSize=100")).list;
  campus = campuses.find((c) => lecturers.some((l) => l.campus_id === c.id))!;
  lecturer = lecturers.find((l) => l.campus_id === campus.id)!;
  otherLecturer = lecturers.find((l) => l.campus_id !== campus.id && l.name !== lecturer.name)!;
  takenPhone = String((await t.ok<{ list: Row[] }>("GET", "/v1/resources/student?pageSize=1")).list[0].phone);
}, 240_000);
afterAll(() => t?.close());

const upload = (path: string, name: string, data: Buffer, token = t.admin) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/resources/student/${path}`,
    headers: { code: token, ...importUpload(name, data).headers },
    payload: importUpload(name, data).payload,
  });
const check = async (name: string, data: Buffer) => {
  const res = await upload("import/check", name, data);
  expect(res.statusCode, res.body).toBe(200);
  return body<Report>(res).data;
};
const studentCount = async () => Number(await t.sql.value("SELECT COUNT(*) FROM res_student"));

/** A good row of the template's columns; `n` makes its phone unique. */
const goodRow = (n: number, over: Partial<Record<string, unknown>> = {}) => {
  const row: Record<string, unknown> = {
    姓名: "王小明",
    性别: "女",
    手机号: `139${String(n).padStart(8, "0")}`,
    出生日期: "2010/3/5",
    年级: "高一",
    就读学校: "第一中学",
    所属校区: campus.name,
    班主任: lecturer.name,
    家长姓名: "王大明",
    家长电话: "13700000000",
    课时余额: "12.5",
    注册时间: "2024/3/5 9:00",
    账号状态: "正常",
    备注: "",
    ...over,
  };
  return TITLES.map((title) => row[title]);
};

describe("import template", () => {
  it("CSV: the importable fields' titles, UTF-8 with a BOM", async () => {
    const res = await t.call("GET", "/v1/resources/student/import/template?format=csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(String(res.headers["content-disposition"])).toContain(encodeURIComponent("学员-导入模板.csv"));
    expect(res.body).toBe(`\uFEFF${TITLES.join(",")}\r\n`);
  });

  it("XLSX: titles on the first sheet, what to type on 填写说明", async () => {
    const res = await t.call("GET", "/v1/resources/student/import/template?format=xlsx");
    expect(res.statusCode).toBe(200);
    const sheets = await readXlsx(res.rawPayload);
    expect(sheets["数据"][0]).toEqual(TITLES);
    const notes = sheets["填写说明"];
    expect(notes[0]).toEqual(["列名", "必填", "填写说明"]);
    expect(notes.find((r) => r[0] === "性别")).toEqual(["性别", "是", "男 / 女"]);
    expect(notes.find((r) => r[0] === "年级")?.[2]).toBe("初一 / 初二 / 初三 / 高一 / 高二 / 高三");
    expect(notes.find((r) => r[0] === "备注")?.[1]).toBe("否");
  });

  it("is refused with 10001 for an unknown format, 403 to a caller who may not create, 404 without import", async () => {
    expect(body(await t.call("GET", "/v1/resources/student/import/template?format=pdf")).code).toBe(10001);
    expect((await t.call("GET", "/v1/resources/news/import/template")).statusCode).toBe(404);
    await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { username: "newcomer", password: "secret123" },
    });
    const nobody = await t.login("newcomer", "secret123");
    expect((await t.call("GET", "/v1/resources/student/import/template", undefined, nobody)).statusCode).toBe(403);
    const refused = await upload("import", "学员.csv", csvOf([TITLES, goodRow(99)]), nobody);
    expect([refused.statusCode, body(refused).code]).toEqual([403, 403]);
  });
});

describe("import dry run", () => {
  it("reports every bad row with the form's messages, row numbers as in the file, and writes nothing", async () => {
    // The form's own messages, from the create route, for the same bad values.
    const form = await t.errors("POST", "/v1/resources/student", {
      name: "王小明",
      gender: 1,
      phone: "12345",
      grade: 10,
      campus_id: campus.id,
      registered_at: "昨天",
    });
    const before = await studentCount();
    const file = csvOf([
      TITLES,
      goodRow(1), // row 2
      goodRow(2, { 手机号: "12345" }), // 3
      goodRow(3, { 性别: "未知" }), // 4
      goodRow(4, { 所属校区: "不存在的校区" }), // 5
      goodRow(1), // 6: the phone of row 2 again
      goodRow(6, { 手机号: takenPhone }), // 7
      goodRow(7, { 姓名: "" }), // 8
      goodRow(8, { 班主任: otherLecturer.name }), // 9
      goodRow(9, { 注册时间: "昨天", 年级: "大一" }), // 10
      [], // 11: blank, skipped
      goodRow(10), // 12
    ]);
    const report = await check("学员.csv", file);
    expect(report).toMatchObject({ total: 10, valid: 2, invalid: 8, ok: false, columns: { ignored: [], missing: [] } });
    expect(report.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [3, "手机号", form.phone],
      [4, "性别", "请选择有效的性别"],
      [5, "所属校区", "所选所属校区不存在"],
      [6, "手机号", "手机号与第2行重复"],
      [7, "手机号", "手机号已存在"],
      [8, "姓名", "请输入姓名"],
      [9, "班主任", "所选班主任与所属校区不符"],
      [10, "年级", "请选择有效的年级"],
      [10, "注册时间", form.registered_at],
    ]);
    expect(report.problemCount).toBe(9);
    expect(await studentCount()).toBe(before);
  });

  it("refuses control characters in any cell, as the JSON API does, far into the file too", async () => {
    const filler = Array.from({ length: 800 }, (_, i) => goodRow(100 + i, { 备注: "备注".repeat(40) }));
    const file = csvOf([
      TITLES,
      goodRow(1, { 姓名: "王\u001b小明" }), // row 2: ESC
      goodRow(2, { 备注: "响铃\u0007" }), // 3: BEL
      goodRow(3, { 就读学校: "第一中学\u007f" }), // 4: DEL
      goodRow(4, { 家长姓名: "C1\u0085" }), // 5: a C1 control
      ...filler, // past the first 64 KB
      goodRow(5, { 备注: "转义\u001b[31m" }), // ESC again
      goodRow(6, { 备注: "第一行\n\t第二行" }), // line breaks and tabs stay
    ]);
    expect(file.length).toBeGreaterThan(128 * 1024);
    const report = await check("学员.csv", file);
    const last = filler.length + 6;
    expect(report.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [2, "姓名", "不能包含控制字符"],
      [3, "备注", "不能包含控制字符"],
      [4, "就读学校", "不能包含控制字符"],
      [5, "家长姓名", "不能包含控制字符"],
      [last, "备注", "不能包含控制字符"],
    ]);
    // A NUL anywhere: in the first bytes the file is taken for a binary one (10020), later its cell is refused.
    expect(cellValue({ type: "string", title: "备注" }, "空\u0000字符")).toEqual(new CellError("不能包含控制字符"));
  });

  it("names unknown columns (ignored) and missing required ones", async () => {
    const report = await check(
      "学员.csv",
      csvOf([
        ["ID", "姓名", "备注", "创建时间"],
        [1, "王小明", "", ""],
      ]),
    );
    expect(report.columns.ignored).toEqual(["ID", "创建时间"]);
    expect(report.columns.missing).toEqual(["性别", "手机号", "年级", "所属校区", "注册时间"]);
    expect(report.ok).toBe(false);
  });

  it("reads GBK CSV files as Excel for Chinese Windows writes them", async () => {
    const text = `${TITLES.join(",")}\r\n${goodRow(20).join(",")}\r\n`;
    const report = await check("学员.csv", gbkOf(text));
    expect(report).toMatchObject({ total: 1, valid: 1, ok: true });
  });

  it("refuses a file that is neither CSV nor XLSX with 10020, and a missing file with 10001", async () => {
    const res = await upload(
      "import/check",
      "old.xls",
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
    );
    expect([res.statusCode, body(res).code]).toEqual([400, 10020]);
    const none = await t.app.inject({
      method: "POST",
      url: "/api/v1/resources/student/import/check",
      headers: { code: t.admin },
    });
    expect(body(none).code).toBe(10001);
  });
});

describe("import limits and config", () => {
  it("refuses a file over 20 MB with 413 and the limit on `file`", async () => {
    const big = Buffer.concat([csvOf([TITLES]), Buffer.alloc(21 * 1024 * 1024, 0x41)]);
    const res = await upload("import/check", "big.csv", big);
    expect([res.statusCode, body(res).code]).toEqual([413, 413]);
    expect(body<{ errors: Record<string, string> }>(res).data.errors.file).toBe("导入文件不能超过20MB");
  });

  it("refuses an XLSX bomb (more shared strings than a file of 50 000 rows holds) with 413 / 10021", async () => {
    const before = (await t.ok<{ total: number }>("GET", "/v1/resources/student?pageSize=1")).total;
    const bomb = await xlsxWith([TITLES], "xl/sharedStrings.xml", manyStrings(XLSX_LIMITS.sharedStrings + 1));
    expect(bomb.length).toBeLessThan(256 * 1024);
    for (const path of ["import/check", "import"]) {
      const res = await upload(path, "炸弹.xlsx", bomb);
      expect([res.statusCode, body(res).code], path).toEqual([413, 10021]);
      expect(body(res).message).toBe(bombMessage("的共享字符串数"));
    }
    expect((await t.ok<{ total: number }>("GET", "/v1/resources/student?pageSize=1")).total).toBe(before);
  });

  it("reads lists of relation labels (a campus's subjects) and refuses one that names no row", async () => {
    const titles = ["校区名称", "校区编号", "所在城市", "负责人", "联系电话", "销售模式", "开设学科"];
    const file = csvOf([
      titles,
      ["导入测试校区", "DR001", "北京", "张三", "13800000000", "加盟", "语文、数学"],
      ["导入测试二校", "DR002", "北京", "李四", "13800000001", "直营", "语文、炼金术"],
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/resources/campus/import/check",
      headers: { code: t.admin, ...importUpload("c.csv", file).headers },
      payload: importUpload("c.csv", file).payload,
    });
    const report = body<Report>(res).data;
    expect(report).toMatchObject({ total: 2, valid: 1, invalid: 1 });
    expect(report.problems).toEqual([
      { row: 3, field: "subject_ids", column: "开设学科", message: "所选开设学科不存在" },
    ]);
  });

  it("the start refuses import fields that are unknown or readOnly, and an import that leaves a required field empty", () => {
    const problems: [string, string][] = [];
    const res = {
      name: "x",
      title: "X",
      record: {
        type: "object",
        required: ["name", "code"],
        properties: {
          name: { type: "string", title: "名称" },
          code: { type: "string", title: "编号" },
          total: { type: "number", title: "合计", readOnly: true },
        },
      },
      list: { columns: [{ field: "name" }], actions: { import: { fields: ["name", "nmae", "total"] } } },
    } as unknown as ResourceConfig;
    checkImport(res, (pointer, message) => problems.push([pointer, message]));
    expect(problems.map(([p]) => p)).toEqual([
      "/list/actions/import/fields/1",
      "/list/actions/import/fields/2",
      "/list/actions/import",
    ]);
    expect(problems[2][1]).toBe("导入缺少必填字段：code");
  });
});

describe("import commit", () => {
  it("writes nothing when one row is bad (10022 with the report)", async () => {
    const before = await studentCount();
    const res = await upload(
      "import",
      "学员.csv",
      csvOf([TITLES, goodRow(30), [], goodRow(31), goodRow(32, { 性别: "?" })]),
    );
    expect([res.statusCode, body(res).code]).toEqual([400, 10022]);
    expect(body<Report>(res).data.problems).toEqual([
      { row: 5, field: "gender", column: "性别", message: "请选择有效的性别" },
    ]);
    expect(await studentCount()).toBe(before);
  });

  it("writes every row of a good CSV, converted as the form would send them, and logs it", async () => {
    const before = await studentCount();
    const res = await upload(
      "import",
      "学员.csv",
      csvOf([TITLES, goodRow(40), goodRow(41, { 性别: "男", 年级: "初三", 账号状态: "已禁用", 班主任: "" })]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Report>(res).data).toMatchObject({ inserted: 2, total: 2 });
    expect(await studentCount()).toBe(before + 2);
    const list = (await t.ok<{ list: Row[] }>("GET", `/v1/resources/student?phone=${"1390000004"}`)).list;
    const byPhone = Object.fromEntries(list.map((r) => [r.phone, r]));
    expect(byPhone["13900000040"]).toMatchObject({
      gender: 2,
      grade: 10,
      campus_id: campus.id,
      lecturer_id: lecturer.id,
      birthday: "2010-03-05",
      registered_at: "2024-03-05 09:00:00",
      hours_balance: 12.5,
      disabled: false,
      remark: null,
    });
    expect(byPhone["13900000041"]).toMatchObject({ gender: 1, grade: 9, disabled: true, lecturer_id: null });
    // The list's count follows the import (the count cache does not keep the old total).
    expect((await t.ok<{ total: number }>("GET", "/v1/resources/student?pageSize=1")).total).toBe(before + 2);
    const log = await t.sql.all("SELECT action, detail FROM operation_log WHERE target = ? ORDER BY id", "student");
    expect(log.at(-1)).toEqual({ action: "导入", detail: "导入学员2条" });
  });

  it("reads XLSX cells: dates, numbers typed as numbers, relation and option labels", async () => {
    const row = goodRow(50);
    row[2] = 13900000050; // a phone typed in Excel is a number
    row[3] = new Date(Date.UTC(2011, 6, 8)); // a date cell
    row[10] = 3; // a number cell
    row[11] = new Date(Date.UTC(2024, 0, 2, 14, 30)); // a date-time cell
    const res = await upload("import", "学员.xlsx", await xlsxOf([TITLES, row]));
    expect(res.statusCode, res.body).toBe(200);
    const [saved] = (await t.ok<{ list: Row[] }>("GET", "/v1/resources/student?phone=13900000050")).list;
    expect(saved).toMatchObject({
      birthday: "2011-07-08",
      registered_at: "2024-01-02 14:30:00",
      hours_balance: 3,
      campus_id: campus.id,
    });
  });

  it("takes 50 000 rows, while the server keeps answering other requests", async () => {
    const before = await studentCount();
    const rows: unknown[][] = [TITLES];
    for (let i = 0; i < 50_000; i++) rows.push(goodRow(1_000_000 + i, { 班主任: "", 备注: `第${i}条` }));
    const file = csvOf(rows);
    let finished = false;
    const importing = upload("import", "学员.csv", file).then((res: LightMyRequestResponse) => {
      finished = true;
      return res;
    });
    // Another caller is answered while the import is still running: the server is not frozen.
    const other = await t.call("GET", "/v1/resources/campus?pageSize=5");
    expect(other.statusCode).toBe(200);
    expect(finished).toBe(false);
    const res = await importing;
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(body<Report>(res).data).toMatchObject({ total: 50_000, inserted: 50_000 });
    expect(await studentCount()).toBe(before + 50_000);
  }, 180_000);
});

describe("export of a file column", () => {
  it("writes each contract by the name it was uploaded under, not the key it is stored by", async () => {
    const rows = (await t.ok<{ list: Row[] }>("GET", "/v1/resources/campus?pageSize=100")).list.filter(
      (r) => r.contract,
    );
    expect(rows.length).toBeGreaterThan(0);
    const res = await t.call("GET", "/v1/resources/campus/export?columns[]=code&columns[]=contract");
    expect(res.statusCode).toBe(200);
    const written = new Map(
      res.body
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(",") as [string, string]),
    );
    for (const row of rows) {
      const files = row._files as Record<string, { name: string } | null>;
      expect(written.get(String(row.code))).toBe(files.contract!.name);
      expect(written.get(String(row.code))).not.toBe(row.contract);
    }
  });
});

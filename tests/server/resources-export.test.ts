import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { DEFAULT_TIME_ZONE } from "../../src/common/time-zone.js";
import { resourceApp, sampleData, type ResourceApp } from "../helpers/resources-fixture.js";
import { csvRecords } from "../../mock-server/resources/export-csv.js";

let t: ResourceApp;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await resourceApp();
  ids = await sampleData(t);
  const c1 = ids["北京朝阳校区"];
  for (const d of [
    {
      name: "笔记本A",
      kind: "pc",
      campus_id: c1,
      price: 5000,
      active: true,
      tags: ["new", "hot"],
      bought_on: "2024-01-10",
    },
    { name: "平板B", kind: "pad", campus_id: c1, price: 2000.5, active: false, tags: ["old"], note: "=HYPERLINK(1)" },
    { name: '引号"和,逗号', kind: "pad", campus_id: ids["北京海淀校区"], price: 10 },
  ]) {
    const res = await t.call("POST", "/api/v1/resources/device", d);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
});
afterAll(() => t.close());

const exported = async (query = "", resource = "device") => {
  const res = await t.call("GET", `/api/v1/resources/${resource}/export?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);

describe("CSV export", () => {
  it("is UTF-8 with a BOM, named <title>-YYYYMMDD.csv, with no envelope", async () => {
    const res = await exported();
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    // The business's day (app.json timeZone), not the machine's: from 16:00 UTC Shanghai is a day ahead.
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: DEFAULT_TIME_ZONE }).format(new Date()).replace(/-/g, "");
    const disposition = String(res.headers["content-disposition"]);
    expect(disposition).toBe(
      `attachment; filename="device-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`设备-${day}.csv`)}`,
    );
  });

  it("writes the list's columns with labels for options, relations, booleans and arrays", async () => {
    const [header, ...rows] = lines((await exported("prop=price&order=descending")).body);
    expect(header).toBe("ID,设备名称,类型,所属校区,价格,在用,标签,购入日期");
    expect(rows[0]).toMatch(/^\d+,笔记本A,电脑,北京朝阳校区,5000,是,新品、热门,2024-01-10$/);
    expect(rows[1]).toMatch(/^\d+,平板B,平板,北京朝阳校区,2000.5,否,旧款,$/);
    expect(rows[2]).toMatch(/^\d+,"引号""和,逗号",平板,北京海淀校区,10,是,,$/);
  });

  it("writes yes and no, and joins a list, in the language asked for", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/resources/device/export?prop=price&order=descending",
      headers: { code: t.admin, "accept-language": "en-US" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [, first, second] = lines(res.body);
    expect(first).toMatch(/,5000,Yes,"新品, 热门",2024-01-10$/);
    expect(second).toMatch(/,2000.5,No,旧款,$/);
  });

  it("applies the filters and the sort of the list", async () => {
    const rows = lines((await exported(`kind=pad&prop=price&order=ascending`)).body).slice(1);
    expect(rows.map((r) => r.split(",")[1])).toEqual(['"引号""和', "平板B"]);
    expect(lines((await exported("name=nothing-like-this")).body)).toHaveLength(1);
  });

  it("writes the columns asked for, in order, and defuses formulas", async () => {
    const text = (await exported(`columns[]=name&columns[]=note&columns[]=created_at&kind=pad&prop=price`)).body;
    const [header, , second] = lines(text);
    expect(header).toBe("设备名称,备注,创建时间");
    expect(second).toMatch(/^平板B,'=HYPERLINK\(1\),\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("defuses every formula a spreadsheet runs, keeps negative numbers, and quotes what must be", () => {
    const cells = ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "＝1", "＋1", "－1", "＠x", "a\nb", -3, true, null];
    expect(csvRecords([cells])).toBe(`'=1+1,'+1,'-1,'@SUM(A1),'\tx,'＝1,'＋1,'－1,'＠x,"a\nb",-3,true,\r\n`);
  });

  it("labels array relations of another resource", async () => {
    const text = (
      await exported(`ids[]=${ids["北京朝阳校区"]}&columns[]=name&columns[]=subject_ids&columns[]=status`, "campus")
    ).body;
    expect(lines(text)).toEqual(["校区名称,开设学科,状态", "北京朝阳校区,语文、数学,营业中"]);
  });

  it("keeps order across chunks of a large export", async () => {
    // 100 rows a statement, straight into the table (the API would take 1200 requests).
    const row = "('2024-01-01 00:00:00', '2024-01-01 00:00:00', ?, 'board', ?)";
    for (let from = 0; from < 1200; from += 100) {
      const names = Array.from({ length: 100 }, (_, i) => `批量${String(from + i).padStart(4, "0")}`);
      await t.sql.run(
        `INSERT INTO res_device (created_at, updated_at, name, kind, campus_id) VALUES ${names.map(() => row).join(", ")}`,
        ...names.flatMap((name) => [name, ids["北京海淀校区"]]),
      );
    }
    const rows = lines((await exported("kind=board&prop=name&order=descending&columns[]=name")).body).slice(1);
    expect(rows).toHaveLength(1200);
    expect(rows[0]).toBe("批量1199");
    expect(rows[1199]).toBe("批量0000");
    expect([...rows].sort().reverse()).toEqual(rows);
  });

  it("answers errors in the envelope", async () => {
    const res = await t.call("GET", "/api/v1/resources/device/export?columns[]=nope&pageSize=10");
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      code: 10001,
      data: { errors: { columns: "导出的列不存在", pageSize: "不允许的字段" } },
    });
  });

  it("writes each column once, and is never wider than the resource", async () => {
    const twice = await exported("columns[]=name&columns[]=id&columns[]=name&keyword=批量0001");
    expect(lines(twice.body)[0]).toBe("设备名称,ID");
    const wide = await t.call("GET", `/api/v1/resources/device/export?${"columns[]=name&".repeat(500)}`);
    expect([wide.statusCode, body<{ errors: object }>(wide).data.errors]).toEqual([400, { columns: "导出的列过多" }]);
  });
});

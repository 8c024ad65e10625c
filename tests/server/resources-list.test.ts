import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { resourceApp, sampleData, type ResourceApp } from "../helpers/resources-fixture.js";
import { parseQueryString } from "../../mock-server/plugins/query-string.js";

interface Device {
  id: number;
  name: string;
  price: number | null;
  active: boolean;
  tags: string[] | null;
  _labels: { campus_id: string | null };
}

let t: ResourceApp;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await resourceApp();
  ids = await sampleData(t);
  const [c1, c2] = [ids["北京朝阳校区"], ids["北京海淀校区"]];
  const devices = [
    {
      name: "笔记本A",
      kind: "pc",
      campus_id: c1,
      price: 5000,
      level: 3,
      stock: 10,
      active: true,
      tags: ["new", "hot"],
      bought_on: "2024-01-10",
    },
    {
      name: "平板B",
      kind: "pad",
      campus_id: c1,
      price: 2000.5,
      level: 1,
      stock: 0,
      active: false,
      tags: ["old"],
      bought_on: "2024-03-05",
    },
    {
      name: "白板C",
      kind: "board",
      campus_id: c2,
      price: 800,
      level: 5,
      stock: 3,
      active: true,
      tags: [],
      bought_on: "2023-12-31",
    },
    { name: "笔记本D", kind: "pc", campus_id: c2, price: 6500, level: 2, stock: 25, active: true, tags: ["hot"] },
    {
      name: "折扣100%_款",
      kind: "pad",
      campus_id: c1,
      price: 100,
      level: 4,
      stock: 5,
      active: false,
      tags: ["new"],
      bought_on: "2024-06-01",
    },
  ];
  for (const d of devices) {
    const res = await t.call("POST", "/api/v1/resources/device", d);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.call("GET", `/api/v1/resources/device?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ list: Device[]; total: number }>(res).data;
};
const names = async (query: string) => (await list(query)).list.map((d) => d.name).sort();
const refused = async (query: string) => {
  const res = await t.call("GET", `/api/v1/resources/device?${query}`);
  expect(res.statusCode, res.body).toBe(400);
  expect(body(res).code).toBe(10001);
  return body<{ errors: Record<string, string> }>(res).data.errors;
};
const q = encodeURIComponent;

describe("list filters, one per operator", () => {
  it("contains: a substring, with % and _ matching only themselves", async () => {
    expect(await names(`name=${q("笔记本")}`)).toEqual(["笔记本A", "笔记本D"]);
    expect(await names(`name=${q("%")}`)).toEqual(["折扣100%_款"]);
    expect(await names(`name=${q("_")}`)).toEqual(["折扣100%_款"]);
  });

  it("in: key[] or a repeated key, and a single value", async () => {
    expect(await names("kind[]=pc&kind[]=board")).toEqual(["白板C", "笔记本A", "笔记本D"]);
    expect(await names("kind=pc&kind=board")).toEqual(["白板C", "笔记本A", "笔记本D"]);
    expect(await names("kind=pc")).toEqual(["笔记本A", "笔记本D"]);
  });

  it("between: both ends, or either end open", async () => {
    expect(await names("price[]=1000&price[]=6000")).toEqual(["平板B", "笔记本A"]);
    expect(await names("price[]=&price[]=1000")).toEqual(["折扣100%_款", "白板C"]);
    expect(await names("price[]=6000&price[]=")).toEqual(["笔记本D"]);
    expect(await names("bought_on[]=2024-01-01&bought_on[]=2024-03-31")).toEqual(["平板B", "笔记本A"]);
  });

  it("between on created_at: a date-only end includes that whole day", async () => {
    const today = (await list("pageSize=1")).list[0] as unknown as { created_at: string };
    const day = today.created_at.slice(0, 10);
    expect((await list(`created_at[]=${day}&created_at[]=${day}`)).total).toBe(5);
    expect((await list("created_at[]=2000-01-01&created_at[]=2000-01-02")).total).toBe(0);
  });

  it("between on created_at: a date-time spelled with T or without seconds bounds like the stored one", async () => {
    const { created_at } = (await list("pageSize=1")).list[0] as unknown as { created_at: string };
    const day = created_at.slice(0, 10);
    for (const from of [`${day}T00:00`, `${day} 00:00`, `${day}T00:00:00`]) {
      expect((await list(`created_at[]=${q(from)}&created_at[]=${day}`)).total, from).toBe(5);
      expect((await list(`created_at[]=&created_at[]=${q(from)}`)).total, from).toBe(0);
    }
  });

  it("gte and lte", async () => {
    expect(await names("level=3")).toEqual(["折扣100%_款", "白板C", "笔记本A"]);
    expect(await names("stock=3")).toEqual(["平板B", "白板C"]);
  });

  it("booleans as true/false or 1/0", async () => {
    expect(await names("active=false")).toEqual(["平板B", "折扣100%_款"]);
    expect(await names("active=0")).toEqual(["平板B", "折扣100%_款"]);
    expect(await names("active=1")).toEqual(await names("active=true"));
    expect(await names("active=true")).toHaveLength(3);
  });

  it("in on an array field matches rows holding any of the values", async () => {
    expect(await names("tags[]=hot")).toEqual(["笔记本A", "笔记本D"]);
    expect(await names("tags[]=old&tags[]=new")).toEqual(["平板B", "折扣100%_款", "笔记本A"]);
  });

  it("a record field without a query entry filters by equality (a relation id here)", async () => {
    expect(await names(`campus_id=${ids["北京海淀校区"]}`)).toEqual(["白板C", "笔记本D"]);
  });

  it("an empty parameter is no filter, and filters combine with AND", async () => {
    expect((await list("name=&kind[]=")).total).toBe(5);
    expect(await names(`kind=pc&name=${q("D")}`)).toEqual(["笔记本D"]);
  });

  it("keyword searches the label field; ids[] picks rows", async () => {
    expect(await names(`keyword=${q("笔记本")}`)).toEqual(["笔记本A", "笔记本D"]);
    const all = (await list("pageSize=10")).list;
    const picked = [all[0].id, all[2].id];
    expect((await list(`ids[]=${picked[0]}&ids[]=${picked[1]}`)).list.map((d) => d.id).sort()).toEqual(picked.sort());
  });
});

describe("sorting and paging", () => {
  it("sorts by a sortable column, else by id descending", async () => {
    const byPrice = (await list("prop=price&order=descending")).list.map((d) => d.price);
    expect(byPrice).toEqual([6500, 5000, 2000.5, 800, 100]);
    const byId = (await list("")).list.map((d) => d.id);
    expect(byId).toEqual([...byId].sort((a, b) => b - a));
  });

  it("pages without losing or repeating rows", async () => {
    const pages = [];
    for (const pageNo of [1, 2, 3]) pages.push(await list(`prop=price&order=ascending&pageSize=2&pageNo=${pageNo}`));
    expect(pages.map((p) => p.list.length)).toEqual([2, 2, 1]);
    expect(pages.every((p) => p.total === 5)).toBe(true);
    expect(pages.flatMap((p) => p.list.map((d) => d.price))).toEqual([100, 800, 2000.5, 5000, 6500]);
  });

  it("asked again the same way, shows the rows as they are now, on every page", async () => {
    const ask = "kind=pc&prop=price&order=descending&pageSize=1";
    const first = await list(`${ask}&pageNo=1`);
    expect([first.total, first.list.map((d) => d.name)]).toEqual([2, ["笔记本D"]]);
    const added = await t.call("POST", "/api/v1/resources/device", {
      name: "台式机E",
      kind: "pc",
      campus_id: ids["北京朝阳校区"],
      price: 9000,
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = body<{ id: number }>(added).data.id;
    try {
      const pages = [1, 2, 3].map((n) => list(`${ask}&pageNo=${n}`));
      const seen = await Promise.all(pages);
      expect(seen.map((p) => [p.total, p.list.map((d) => d.name)])).toEqual([
        [3, ["台式机E"]],
        [3, ["笔记本D"]],
        [3, ["笔记本A"]],
      ]);
    } finally {
      expect((await t.call("DELETE", `/api/v1/resources/device/${id}`)).statusCode).toBe(200);
    }
    expect(await list(`${ask}&pageNo=1`)).toMatchObject({ total: 2, list: [{ name: "笔记本D" }] });
  });

  it("refuses pageSize over 100, pageNo 0, an unsortable prop and an unknown order", async () => {
    expect(await refused("pageSize=101")).toHaveProperty("pageSize");
    expect(await refused("pageNo=0")).toHaveProperty("pageNo");
    expect(await refused("prop=kind")).toEqual({ prop: "不支持按该列排序" });
    expect(await refused("prop=price&order=up")).toHaveProperty("order");
  });

  it("refuses an unknown parameter and a value of the wrong type, naming the parameter", async () => {
    expect(await refused("colour=red")).toEqual({ colour: "不允许的字段" });
    expect(await refused("level=abc")).toEqual({ level: "等级应为整数" });
    expect(await refused("kind[]=pc&price[]=x")).toEqual({ price: "价格应为数字" });
  });
});

describe("SQL injection attempts", () => {
  const attempts = [
    `name=${q("' OR 1=1 --")}`,
    `name=${q('"); DROP TABLE res_device; --')}`,
    `kind[]=${q("pc' OR '1'='1")}`,
    `keyword=${q("%' OR 1=1 --")}`,
  ];
  it.each(attempts)("%s matches nothing and breaks nothing", async (query) => {
    expect((await list(query)).total).toBe(0);
  });

  it("in prop, order or a number is refused as a bad parameter", async () => {
    expect(await refused(`prop=${q("price; DROP TABLE res_device")}`)).toHaveProperty("prop");
    expect(await refused(`prop=price&order=${q("ascending; DROP TABLE res_device")}`)).toHaveProperty("order");
    expect(await refused(`level=${q("1 OR 1=1")}`)).toHaveProperty("level");
    const dates = await refused(`bought_on[]=${q("2024' OR 1=1 --")}&bought_on[]=`);
    expect(dates).toEqual({ bought_on: "购入日期应为日期，格式YYYY-MM-DD" });
  });

  it("names parameters called like an object's own members, each with its message", async () => {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      expect(Object.keys(await refused(`${name}=1`)), name).toEqual([name]);
    }
  });

  it("leaves the table whole", async () => {
    expect((await list("")).total).toBe(5);
  });
});

describe("rows, labels and the other read routes", () => {
  it("answers typed rows with _labels of relations, scalar and array", async () => {
    const d = (await list(`name=${q("平板B")}`)).list[0];
    expect(d).toMatchObject({ active: false, tags: ["old"], price: 2000.5, _labels: { campus_id: "北京朝阳校区" } });
    const campus = body<{ list: Record<string, unknown>[] }>(
      await t.call("GET", `/api/v1/resources/campus?ids[]=${ids["北京朝阳校区"]}`),
    ).data.list[0];
    expect(campus._labels).toEqual({ subject_ids: ["语文", "数学"] });
  });

  it("gets one row, 404 for an unknown id, 10001 for a malformed one", async () => {
    const one = await t.call("GET", `/api/v1/resources/campus/${ids["北京海淀校区"]}`);
    expect(body<{ name: string }>(one).data.name).toBe("北京海淀校区");
    const missing = await t.call("GET", "/api/v1/resources/campus/999");
    expect([missing.statusCode, body(missing).code]).toEqual([404, 404]);
    expect((await t.call("GET", "/api/v1/resources/campus/abc")).statusCode).toBe(400);
  });

  it("serves the resource's config", async () => {
    const res = body<{ name: string; title: string }>(await t.call("GET", "/api/v1/resources/device/config"));
    expect(res.data).toMatchObject({ name: "device", title: "设备" });
  });

  it("offers options {value, label}, filtered by keyword and equality, at most limit", async () => {
    const options = async (query: string) =>
      body<{ list: { value: number; label: string }[] }>(
        await t.call("GET", `/api/v1/resources/category/options?${query}`),
      ).data.list;
    expect((await options("code=xk")).map((o) => o.label).sort()).toEqual(["数学", "语文"]);
    // category is a tree: each option says its parent, so a select can draw it.
    expect(await options(`keyword=${q("人教")}`)).toEqual([{ value: ids["人教版"], label: "人教版", parent_id: null }]);
    expect(await options("limit=1")).toHaveLength(1);
    expect((await t.call("GET", "/api/v1/resources/category/options?limit=500")).statusCode).toBe(400);
  });
});

describe("the query-string parser", () => {
  it("reads key[], key[n] and repeated keys as arrays, a single key as a string", () => {
    expect(parseQueryString("ids[]=1&ids[]=2")).toEqual({ ids: ["1", "2"] });
    expect(parseQueryString("ids=1&ids=2")).toEqual({ ids: ["1", "2"] });
    expect(parseQueryString("ids[0]=1&ids[1]=2")).toEqual({ ids: ["1", "2"] });
    expect(parseQueryString("ids[]=1")).toEqual({ ids: ["1"] });
    expect(parseQueryString("name=a+b&x=%E6%9C%9D")).toEqual({ name: "a b", x: "朝" });
  });

  it("treats __proto__ as an ordinary parameter", () => {
    const parsed = parseQueryString("__proto__=x&a=1");
    expect(Object.keys(parsed)).toEqual(["__proto__", "a"]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

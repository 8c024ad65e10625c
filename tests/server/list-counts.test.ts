import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import { resourceApp, type ResourceApp } from "../helpers/resources-fixture.js";

/**
 * Counts that stop at a cap (`list.pagination.totalCap`) unless asked for exactly, shared between
 * processes on PostgreSQL, and pages reached by a cursor (`pageAfter`) rather than an OFFSET.
 */
const gauge = {
  name: "gauge",
  title: "量表",
  record: {
    type: "object",
    required: ["name"],
    properties: {
      name: { type: "string", title: "名称", maxLength: 40 },
      grade: { type: "string", title: "等级", maxLength: 10 },
      score: { type: "integer", title: "分数" },
      weight: { type: "number", title: "重量" },
    },
  },
  list: {
    columns: [
      { field: "id", sortable: true },
      { field: "name", sortable: true },
      { field: "grade", sortable: true },
      { field: "score", sortable: true },
      { field: "weight", sortable: true },
    ],
    query: [
      { field: "name", operator: "contains" },
      { field: "grade", operator: "eq" },
    ],
    pagination: { pageSize: 10, totalCap: 20 },
    actions: { create: true, edit: true, delete: true },
  },
  form: { fields: [{ field: "name" }] },
};

interface Gauge {
  id: number;
  name: string;
}
interface Page {
  list: Gauge[];
  total: number;
  totalExact: boolean;
  next?: string;
}

const ROWS = 60;
let t: ResourceApp;
beforeAll(async () => {
  t = await resourceApp({}, [gauge]);
  // Ties and NULLs in every sortable column: grade has 3 values and NULL, score 4 values and NULL, names repeat.
  for (let i = 0; i < ROWS; i++) {
    await t.sql.run(
      "INSERT INTO res_gauge (created_at, updated_at, name, grade, score, weight) VALUES (?, ?, ?, ?, ?, ?)",
      `2024-01-01 00:00:${String(i % 7).padStart(2, "0")}`,
      "2024-01-01 00:00:00",
      `行${i % 9}`,
      i % 4 === 0 ? null : ["a", "b", "c"][i % 3],
      i % 5 === 0 ? null : i % 4,
      i % 6 === 0 ? null : (i % 3) * 1.5,
    );
  }
});
afterAll(() => t.close());

const get = async (query: string, app: { call: ResourceApp["call"] } = t) => {
  const res = await app.call("GET", `/api/v1/resources/gauge?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<Page>(res).data;
};

describe("bounded counts", () => {
  it("stops a new filter's count at the cap and says it is a lower bound; the unfiltered total is exact", async () => {
    expect(await get("name=行")).toMatchObject({ total: 20, totalExact: false });
    expect(await get("")).toMatchObject({ total: ROWS, totalExact: true });
    // Under the cap a filtered count is exact.
    const a = await t.sql.value<number>("SELECT COUNT(*) FROM res_gauge WHERE grade = 'a'");
    expect(Number(a)).toBeLessThan(20);
    expect(await get("grade=a")).toMatchObject({ total: Number(a), totalExact: true });
  });

  it("counts as far as a deep page reads, so the total reaches that page", async () => {
    const page = await get("name=行&pageNo=5&pageSize=10");
    expect(page.list).toHaveLength(10);
    expect(page).toMatchObject({ total: 50, totalExact: false });
    expect(await get("name=行&pageNo=6&pageSize=10")).toMatchObject({ total: ROWS, totalExact: true });
  });

  it("counts every row on demand, then answers that count from the cache until a write", async () => {
    expect(await get("name=行1")).toMatchObject({ totalExact: true });
    expect(await get("name=行&exactTotal=true")).toMatchObject({ total: ROWS, totalExact: true });
    expect(await get("name=行&pageNo=2")).toMatchObject({ total: ROWS, totalExact: true });
    const created = await t.call("POST", "/api/v1/resources/gauge", { name: "行new" });
    expect(created.statusCode, created.body).toBe(200);
    // The write moved the table's version: the cached exact count no longer answers.
    expect(await get("name=行")).toMatchObject({ total: 20, totalExact: false });
    expect(await get("name=行&exactTotal=1")).toMatchObject({ total: ROWS + 1, totalExact: true });
    const gone = await t.call("DELETE", `/api/v1/resources/gauge/${body<{ id: number }>(created).data.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await get("name=行&exactTotal=1")).toMatchObject({ total: ROWS, totalExact: true });
  });

  it("refuses a malformed exactTotal", async () => {
    const res = await t.call("GET", "/api/v1/resources/gauge?exactTotal=maybe");
    expect([res.statusCode, body(res).code]).toEqual([400, 10001]);
  });

  it("shares an exact count with another process on PostgreSQL", async (ctx) => {
    if (!t.databaseUrl) return ctx.skip();
    const other: TestApp = await createTestApp({ configDir: t.configDir, shareWith: t, resourceSeeds: [] });
    try {
      const token = await other.login("admin");
      const call: ResourceApp["call"] = (method, url) =>
        other.app.inject({ method: method as "GET", url, headers: { code: token } });
      expect(await get("keyword=行", { call })).toMatchObject({ total: 20, totalExact: false });
      expect(await get("keyword=行&exactTotal=true")).toMatchObject({ total: ROWS, totalExact: true });
      // The other process never counted this filter exactly: it reads what this one counted.
      expect(await get("keyword=行", { call })).toMatchObject({ total: ROWS, totalExact: true });
    } finally {
      await other.close();
    }
  });
});

describe("pages by cursor", () => {
  /** Every page of a list, by page number (OFFSET) or by each page's `next` cursor. */
  async function walk(query: string, byCursor: boolean): Promise<number[]> {
    const ids: number[] = [];
    let after: string | undefined;
    for (let pageNo = 1; pageNo <= 20; pageNo++) {
      const cursor = byCursor && after ? `&pageAfter=${encodeURIComponent(after)}` : "";
      const page = await get(`${query}&pageSize=7&pageNo=${pageNo}${cursor}`);
      ids.push(...page.list.map((r) => r.id));
      if (page.list.length < 7) break;
      if (byCursor) expect(page.next, `${query} page ${pageNo}`).toBeTruthy();
      after = page.next;
    }
    return ids;
  }

  const sorts = [
    "",
    "prop=id&order=ascending",
    "prop=id&order=descending",
    "prop=name&order=ascending",
    "prop=name&order=descending",
    "prop=grade&order=ascending",
    "prop=grade&order=descending",
    "prop=score&order=ascending",
    "prop=score&order=descending",
    "prop=weight&order=ascending",
    "prop=weight&order=descending",
    "prop=created_at&order=descending",
  ];
  it.each(sorts)("gives the same rows as OFFSET pages, ties and NULLs included (%s)", async (sort) => {
    const byOffset = await walk(sort, false);
    expect(byOffset).toHaveLength(ROWS);
    expect(await walk(sort, true)).toEqual(byOffset);
  });

  it("gives the same rows under a filter", async () => {
    const query = "name=行&grade=b&prop=score&order=descending";
    expect(await walk(query, true)).toEqual(await walk(query, false));
  });

  it("counts a page reached by its cursor only up to the cap, and says a total reaching that page", async () => {
    // A filter not counted exactly before: 60 rows match, the cap is 20.
    const filter = "keyword=行&name=行&prop=name&pageSize=7";
    const deep = await get(`${filter}&pageNo=1`);
    let cursor = deep.next!;
    for (let pageNo = 2; pageNo <= 5; pageNo++) {
      const page = await get(`${filter}&pageNo=${pageNo}&pageAfter=${encodeURIComponent(cursor)}`);
      expect(page.list).toHaveLength(7);
      expect(page.totalExact).toBe(false);
      expect(page.total).toBe(Math.max(20, pageNo * 7));
      cursor = page.next!;
    }
  });

  it("ends without a cursor on a short last page", async () => {
    const page = await get("grade=a&pageSize=100");
    expect(page.next).toBeUndefined();
  });

  it("refuses a cursor it did not hand out, or one of another sort (10070)", async () => {
    const first = await get("prop=score&order=ascending&pageSize=7");
    const bad = [
      "garbage!",
      Buffer.from("[1,2]").toString("base64url"),
      Buffer.from('["score","asc",{"x":1},3]').toString("base64url"),
    ];
    for (const cursor of bad) {
      const res = await t.call("GET", `/api/v1/resources/gauge?prop=score&order=ascending&pageAfter=${cursor}`);
      expect([res.statusCode, body(res).code], cursor).toEqual([400, 10070]);
    }
    const other = await t.call(
      "GET",
      `/api/v1/resources/gauge?prop=score&order=descending&pageNo=2&pageAfter=${encodeURIComponent(first.next!)}`,
    );
    expect([other.statusCode, body(other).code]).toEqual([400, 10070]);
  });
});

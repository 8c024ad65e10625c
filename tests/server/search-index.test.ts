import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import { tempConfig, writeResource } from "../helpers/resources-fixture.js";
import { DENSE_HITS } from "../../mock-server/db/helpers/search.js";

/**
 * Contains search at scale (docs/architecture.md): a searched text field has a search index (SQLite's
 * FTS5 trigram table, PostgreSQL's pg_trgm), and a search through it answers exactly the rows a plain
 * LIKE answers, at once after every write, and follows a live config change.
 */
const memo = {
  name: "memo",
  title: "备忘",
  record: {
    type: "object",
    properties: {
      name: { type: "string", title: "名称" },
      body: { type: "string", title: "正文" },
      rank: { type: "integer", title: "序号" },
    },
  },
  list: {
    columns: [{ field: "name" }, { field: "body" }, { field: "rank", sortable: true }],
    query: [{ field: "name", operator: "contains" }],
  },
  form: { fields: [{ field: "name" }, { field: "body" }, { field: "rank" }] },
};

const names = [
  "张伟",
  "李张伟明",
  "张伟明",
  "王五",
  "王 五",
  "ABC",
  "xAbCx",
  "abc",
  "100%",
  "100 percent",
  "a_b",
  "axb",
  "a\\b",
  "x",
  "",
  "Ää",
  "ää",
  "É",
  'say "hi"',
  "明",
];
// Texts to search: case, LIKE's own characters, one to three characters, Chinese, quotes, spaces.
const terms = [
  "张伟",
  "张",
  "伟明",
  "张伟明",
  "李张伟明",
  "王 五",
  " ",
  "abc",
  "ABC",
  "Ab",
  "a",
  "%",
  "0%",
  "_",
  "a_b",
  "\\",
  "a\\b",
  "ä",
  "Ä",
  "é",
  '"',
  '"hi"',
  "明",
  "bc",
  "cd",
  "常见",
  "常",
  "常见词",
  "不存在的词",
];

let dir: string;
let t: TestApp;
let token: string;
const get = (url: string) => t.app.inject({ method: "GET", url, headers: { code: token } });
const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/resources/${url}`, payload, headers: { code: token } });

/** Ids of the rows whose `field` a plain LIKE (ILIKE on PostgreSQL) finds holding `text`, newest first. */
async function likeIds(field: string, text: string): Promise<number[]> {
  const rows = await sql<{ id: number }>`SELECT id FROM res_memo WHERE ${t.app.store.sql.contains(field, text)}
    ORDER BY id DESC`.execute(t.app.store.db);
  return rows.rows.map((r) => Number(r.id));
}

/** What the list answers for a search: the exact total and the ids of its first page, newest first. */
async function listed(params: Record<string, string>) {
  // The exact count, past the list's cap of 10 000: the search must find every row, not only the first ones.
  const query = new URLSearchParams({ pageSize: "100", exactTotal: "true", ...params });
  const res = await get(`/api/v1/resources/memo?${query}`);
  expect(res.statusCode, `${JSON.stringify(params)}: ${res.body}`).toBe(200);
  const data = body<{ list: { id: number }[]; total: number }>(res).data;
  return { total: data.total, ids: data.list.map((r) => r.id) };
}

async function expectSameAsLike(field: string, text: string, params: Record<string, string>) {
  const like = await likeIds(field, text);
  const got = await listed(params);
  expect({ text, total: got.total, ids: got.ids }).toEqual({ text, total: like.length, ids: like.slice(0, 100) });
}

/** The search indexes of these fields of res_memo: PostgreSQL has one for short texts beside the trigram one. */
const indexesOf = (fields: string[]) =>
  fields
    .flatMap((f) =>
      t.app.store.dialect === "postgres" ? [`res_memo_${f}_chars`, `res_memo_${f}_trgm`] : [`res_memo_${f}_trgm`],
    )
    .sort();

/** The search indexes of res_memo, by name. */
async function searchIndexes(): Promise<string[]> {
  const rows =
    t.app.store.dialect === "postgres"
      ? await t.sql.all<{ name: string }>(
          "SELECT indexname AS name FROM pg_indexes WHERE tablename = 'res_memo' AND (indexdef LIKE '%gin_trgm_ops%' OR indexdef LIKE '%USING gin (string_to_array(lower(%')",
        )
      : await t.sql.all<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'res_memo%trgm' AND sql LIKE '%fts5%'",
        );
  return rows.map((r) => r.name).sort();
}

const reload = async () => {
  const status = await t.app.configRuntime.reload();
  expect(status.problems).toEqual([]);
};

beforeAll(async () => {
  dir = tempConfig([memo]);
  t = await createTestApp({ configDir: dir, resourceSeeds: [] });
  token = await t.login();
  for (const [i, name] of names.entries()) {
    const res = await send("POST", "memo", { name, body: `正文${i}`, rank: i });
    expect(res.statusCode, res.body).toBe(200);
  }
  await send("POST", "memo", { body: "无名", rank: 99 });
  // The API refuses control characters; a row written by other means may still hold one.
  await t.sql.run(
    "INSERT INTO res_memo (created_at, updated_at, name, rank) VALUES ('2026-01-01 00:00:00', '2026-01-01 00:00:00', ?, 98)",
    "ab\u0001cd",
  );
  // A text common enough to be searched by walking the list's order, and one just rare enough for the index.
  await t.sql.run(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO res_memo (created_at, updated_at, name, rank) SELECT '2026-01-01 00:00:00', '2026-01-01 00:00:00',
       CASE WHEN i % 2 = 0 THEN '常见' || i ELSE '少见常见词' END, i FROM n`,
    DENSE_HITS * 2 + 20,
  );
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a contains search through the search index", () => {
  it("finds the rows a plain LIKE finds, for every kind of text", async () => {
    for (const text of terms) await expectSameAsLike("name", text, { name: text });
  });

  it("keyword searches the label field alike", async () => {
    for (const text of ["张伟", "abc", "%", "常见词"]) await expectSameAsLike("name", text, { keyword: text });
  });

  it("sorted by another column, a page holds the same rows as the LIKE's", async () => {
    for (const text of ["张伟", "常见", "常见词"]) {
      const rows = await sql<{ id: number }>`SELECT id FROM res_memo WHERE ${t.app.store.sql.contains("name", text)}
        ORDER BY rank DESC, id DESC LIMIT 20 OFFSET 20`.execute(t.app.store.db);
      const page = await listed({ name: text, prop: "rank", order: "descending", pageNo: "2", pageSize: "20" });
      expect(page.ids).toEqual(rows.rows.map((r) => Number(r.id)));
    }
  });

  it("reads the index on SQLite when the text is rare", async ({ skip }) => {
    if (t.app.store.dialect !== "sqlite") skip();
    const where = t.app.store.sql.searchContains?.("res_memo_name_trgm", "name", "张伟明");
    expect(where).toBeDefined();
    const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT id FROM res_memo WHERE ${where!}`.execute(
      t.app.store.db,
    );
    expect(plan.rows.map((r) => r.detail).join(" | ")).toContain("res_memo_name_trgm");
    // A common text walks the table (and the list's order) instead: the same rows, without the index.
    expect(t.app.store.sql.searchContains?.("res_memo_name_trgm", "name", "常见")).toBeUndefined();
  });

  it("reads the characters' index on PostgreSQL for one or two characters", async ({ skip }) => {
    if (t.app.store.dialect !== "postgres") skip();
    for (const text of ["张", "张伟"]) {
      const where = t.app.store.sql.searchContains?.("res_memo_name_trgm", "name", text);
      expect(where).toBeDefined();
      // Few rows here: the planner would rather read the table, so it is told not to, to show the
      // search's expression is the index's.
      const plan = await t.app.store.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        return sql<{ "QUERY PLAN": string }>`EXPLAIN SELECT id FROM res_memo WHERE ${where!}`.execute(trx);
      });
      expect(plan.rows.map((r) => r["QUERY PLAN"]).join(" | ")).toContain("res_memo_name_chars");
    }
  });

  it("follows inserts, updates and deletes at once", async () => {
    const created = body<{ id: number }>(await send("POST", "memo", { name: "新来的Zq名字", rank: 500 })).data.id;
    expect((await listed({ name: "zq" })).ids).toEqual([created]);
    expect((await listed({ name: "来的zQ" })).ids).toEqual([created]);
    await send("PUT", `memo/${created}`, { name: "改过的名字", rank: 500 });
    expect((await listed({ name: "zq" })).ids).toEqual([]);
    expect((await listed({ name: "改过" })).ids).toEqual([created]);
    expect((await listed({ name: "改过的" })).ids).toEqual([created]);
    await send("PUT", `memo/${created}`, { name: null, rank: 500 });
    expect((await listed({ name: "改过" })).ids).toEqual([]);
    await send("PUT", `memo/${created}`, { name: "又有了", rank: 500 });
    expect((await listed({ name: "又有" })).ids).toEqual([created]);
    await send("DELETE", `memo/${created}`);
    expect((await listed({ name: "又有" })).ids).toEqual([]);
    expect((await listed({ name: "又有了" })).ids).toEqual([]);
    await expectSameAsLike("name", "名字", { name: "名字" });
  });
});

describe("the search indexes follow the config", () => {
  it("a contains query added live gets its index, listed by the plan; removed, the index goes", async () => {
    expect(await searchIndexes()).toEqual(indexesOf(["name"]));
    const withBody = {
      ...memo,
      list: { ...memo.list, query: [...memo.list.query, { field: "body", operator: "contains" }] },
    };
    const planned = await t.app.inject({
      method: "POST",
      url: "/api/config/plan",
      headers: { code: token },
      payload: { files: { "resources/memo.json": withBody } },
    });
    expect(body<{ lines: string[] }>(planned).data.lines).toContain("新建搜索索引 res_memo_body_trgm（res_memo.body）");
    writeResource(dir, withBody);
    await reload();
    expect(await searchIndexes()).toEqual(indexesOf(["body", "name"]));
    // Filled from the rows already there, and kept in step from then on.
    await expectSameAsLike("body", "正文1", { body: "正文1" });
    await send("POST", "memo", { name: "后来", body: "后来的正文", rank: 600 });
    await expectSameAsLike("body", "后来的", { body: "后来的" });

    writeResource(dir, memo);
    await reload();
    expect(await searchIndexes()).toEqual(indexesOf(["name"]));
    // Writes go on without the dropped index's triggers.
    expect((await send("POST", "memo", { name: "再后来", body: "再后来的正文", rank: 601 })).statusCode).toBe(200);
    await expectSameAsLike("name", "再后来", { name: "再后来" });
    expect(JSON.parse(readFileSync(join(dir, "resources", "memo.json"), "utf8")).list.query).toHaveLength(1);
  });
});

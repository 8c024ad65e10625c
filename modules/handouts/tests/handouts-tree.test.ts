import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import type { HandoutNode } from "../common/handouts.js";

type Node = HandoutNode;
type Errors = { errors: Record<string, string> };

let t: TestApp;
let admin: string;
let editor: string;
let math: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, editor] = [await t.login("admin"), await t.login("editor")];
  math = (await one<{ id: number }>("SELECT id FROM res_category WHERE code = 'xk' AND name = '数学'")).id;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object, token: string | undefined = admin) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: token ? { code: token } : {} });
const sql = <T>(query: string, ...params: unknown[]) => t.sql.all<T>(query, ...params);
const one = async <T>(query: string, ...params: unknown[]) => (await t.sql.get<T>(query, ...params)) as T;
const tree = async (query: string) => body<Node[]>(await call("GET", `/v1/live_handout_list?${query}`)).data;
const root = async (type: 1 | 2) =>
  (
    await one<{ id: number }>(
      "SELECT id FROM handout_nodes WHERE parent_id IS NULL AND subject_id = ? AND type = ?",
      math,
      type,
    )
  ).id;
const create = async (label: string, parent?: number, subject = math) =>
  call("POST", "/v1/create_handout", { id: parent ?? (await root(1)), subject_id: subject, label });
const walk = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...walk(n.children)]);

describe("GET /api/v1/live_handout_list", () => {
  it("gives each subject's roots 讲义 and 作业, folders before files, types following the root", async () => {
    const nodes = await tree(`subject_id=${math}`);
    expect(nodes.map((n) => n.label)).toEqual(["讲义", "作业"]);
    // Grades in the order people count them, not by code point (高一, 高三, 高二).
    expect(nodes[0].children.filter((c) => c.kind === "folder").map((c) => c.label)).toEqual(["高一", "高二", "高三"]);
    for (const r of nodes) for (const n of walk([r])) expect([n.subject_id, n.type]).toEqual([math, r.type]);
    for (const n of walk(nodes)) {
      const kinds = n.children.map((c) => c.kind);
      expect(kinds).toEqual([...kinds].sort().reverse()); // "folder" > "file"
      if (n.kind === "file") expect(n.oss_url).toBe(`/api/v1/handout_file/${n.id}`);
      else expect(n.oss_url).toBeUndefined();
    }
    const subjects = (await one<{ n: number }>("SELECT COUNT(*) AS n FROM res_category WHERE code = 'xk'")).n;
    expect(await tree("")).toHaveLength(subjects * 2);
  });

  it("keeps matches and the folders leading to them for a keyword", async () => {
    const nodes = await tree(`subject_id=${math}&keyword=${encodeURIComponent("专题")}`);
    expect(walk(nodes).map((n) => n.label)).toEqual(["讲义", "高一", "必修一", "数学专题讲义"]);
    expect(await tree(`subject_id=${math}&keyword=nothing-here`)).toEqual([]);
  });
});

describe("GET /api/v1/all_handout_list", () => {
  it("lists handout PDFs for type 1 and homework PDFs for type 2", async () => {
    for (const type of [1, 2]) {
      const res = await call("GET", `/v1/all_handout_list?type=${type}`);
      const list = body<{ list: { id: number; name: string }[] }>(res).data.list;
      const files = await sql<{ id: number }>("SELECT id FROM handout_nodes WHERE kind = 'file' AND type = ?", type);
      expect(list.map((o) => o.id).sort((a, b) => a - b)).toEqual(files.map((f) => f.id).sort((a, b) => a - b));
      expect(Object.keys(list[0]).sort()).toEqual(["id", "name"]);
    }
    const bad = await call("GET", "/v1/all_handout_list?type=3");
    expect([bad.statusCode, body(bad).code]).toEqual([400, 10001]);
  });
});

describe("create_handout and update_handout", () => {
  it("creates a folder that shows in the tree, audited", async () => {
    const res = await create("新专题");
    expect(res.statusCode, res.body).toBe(200);
    const id = body<{ id: number }>(res).data.id;
    expect(walk(await tree(`subject_id=${math}`)).find((n) => n.id === id)).toMatchObject({ kind: "folder", type: 1 });
    expect(await sql("SELECT 1 FROM operation_log WHERE target = ?", `handout:${id}`)).toHaveLength(1);
  });

  it.each([
    [{ label: "" }, "label", "请填写文件夹名称"],
    [{ label: "   " }, "label", "请填写文件夹名称"],
    [{ label: "一二三四五六七八九十一" }, "label", "名称不能超过10个字符"],
    [{ label: undefined }, "label", "请填写文件夹名称"],
    [{ id: undefined }, "id", "请选择父级文件夹"],
    [{ extra: 1 }, "extra", "不支持的参数"],
  ])("rejects %j with 10001", async (change, field, message) => {
    const res = await call("POST", "/v1/create_handout", {
      id: await root(1),
      subject_id: math,
      label: "ok",
      ...change,
    });
    expect([res.statusCode, body(res).code]).toEqual([400, 10001]);
    expect(body<Errors>(res).data.errors[field]).toBe(message);
  });

  it("takes exactly 10 characters, refuses a duplicate (31001), a file or unknown parent (30003)", async () => {
    expect((await create("一二三四五六七八九十")).statusCode).toBe(200);
    const dup = await create("高一");
    expect([dup.statusCode, body(dup).code]).toEqual([409, 31001]);
    // The page shows the catalogue text (讲义名称重复) and then this, so it does not repeat it.
    expect(body(dup).message).toBe("该文件夹下已有「高一」");
    const file = (
      await one<{ id: number }>("SELECT id FROM handout_nodes WHERE kind = 'file' AND subject_id = ?", math)
    ).id;
    expect(body(await create("x", file)).code).toBe(30003);
    const unknown = await create("x", 999999);
    expect([unknown.statusCode, body(unknown).code]).toEqual([404, 30003]);
    const other = (await one<{ id: number }>("SELECT id FROM res_category WHERE code = 'xk' AND id <> ?", math)).id;
    expect(Object.keys(body<Errors>(await create("x", await root(1), other)).data.errors)).toEqual(["subject_id"]);
  });

  it("refuses control characters in a folder label (10001 on label, nothing created)", async () => {
    const before = (await one<{ n: number }>("SELECT COUNT(*) AS n FROM handout_nodes")).n;
    for (const label of ["a\u0000b\u001f\u007f", "\u0000 \u0007"]) {
      const res = await create(label);
      expect([res.statusCode, body(res).code]).toEqual([400, 10001]);
      expect(body<Errors>(res).data.errors).toEqual({ label: "不能包含控制字符" });
    }
    expect((await one<{ n: number }>("SELECT COUNT(*) AS n FROM handout_nodes")).n).toBe(before);
  });

  it("drops line breaks and tabs from a new name (a label is one line); nothing left is an empty name", async () => {
    const id = body<{ id: number }>(await create("控制字符")).data.id;
    const rename = (label: string) => call("PUT", "/v1/update_handout", { id, label });
    expect(body<{ label: string }>(await rename("新名\r\n")).data.label).toBe("新名");
    expect((await one<{ label: string }>("SELECT label FROM handout_nodes WHERE id = ?", id)).label).toBe("新名");
    expect(body<Errors>(await rename("新\u0000名")).data.errors).toEqual({ label: "不能包含控制字符" });
    const empty = await rename("\r\n\t");
    expect([empty.statusCode, body(empty).code]).toEqual([400, 10001]);
    expect(body<Errors>(empty).data.errors).toEqual({ label: "请填写文件名称" });
    expect((await one<{ label: string }>("SELECT label FROM handout_nodes WHERE id = ?", id)).label).toBe("新名");
  });

  it("renames with the rename rules", async () => {
    const id = body<{ id: number }>(await create("改名前")).data.id;
    const rename = (label: string, target = id) => call("PUT", "/v1/update_handout", { id: target, label });
    expect(body(await rename("改名后")).code).toBe(200);
    expect((await one<{ label: string }>("SELECT label FROM handout_nodes WHERE id = ?", id)).label).toBe("改名后");
    expect(body<Errors>(await rename("")).data.errors.label).toBe("请填写文件名称");
    expect(body<Errors>(await rename("一二三四五六七八九十一")).data.errors.label).toBe("文件夹名称不能超过10个字符");
    expect(body(await rename("高一")).code).toBe(31001);
    expect([(await rename("x", 999999)).statusCode, body(await rename("x", 999999)).code]).toEqual([404, 30004]);
    expect(Object.keys(body<Errors>(await rename("x", await root(2))).data.errors)).toEqual(["id"]);
  });
});

describe("GET /api/v1/del_handout", () => {
  const del = (query: string, token = admin) => call("GET", `/v1/del_handout?${query}`, undefined, token);

  it("deletes a folder with its subtree, the files on disk and the videos' links", async () => {
    const folder = (
      await one<{ id: number }>(
        "SELECT id FROM handout_nodes WHERE label = '高一' AND type = 1 AND subject_id = ?",
        math,
      )
    ).id;
    const sub = await sql<{ id: number; stored_name: string | null }>(
      `WITH RECURSIVE s(id) AS (SELECT id FROM handout_nodes WHERE id = ? UNION ALL SELECT n.id FROM handout_nodes n JOIN s ON n.parent_id = s.id)
       SELECT id, stored_name FROM handout_nodes WHERE id IN (SELECT id FROM s)`,
      folder,
    );
    const stored = sub.flatMap((n) => (n.stored_name ? [join(t.dataDir, "uploads", "handouts", n.stored_name)] : []));
    expect(sub.length).toBeGreaterThan(3);
    expect(stored.every((p) => existsSync(p))).toBe(true);
    const ids = sub.map((n) => n.id).join(",");
    expect((await sql(`SELECT 1 FROM video_handouts WHERE handout_id IN (${ids})`)).length).toBeGreaterThan(0);
    const res = await del(`ids[]=${folder}`);
    expect([res.statusCode, body(res).message]).toEqual([200, "删除成功"]);
    expect(await sql(`SELECT 1 FROM handout_nodes WHERE id IN (${ids})`)).toHaveLength(0);
    expect(stored.some((p) => existsSync(p))).toBe(false);
    expect(await sql(`SELECT 1 FROM video_handouts WHERE handout_id IN (${ids})`)).toHaveLength(0);
  });

  it("takes ids=1&ids=2 as well", async () => {
    const a = body<{ id: number }>(await create("删A")).data.id;
    const b = body<{ id: number }>(await create("删B")).data.id;
    expect(body(await del(`ids=${a}&ids=${b}`)).code).toBe(200);
    expect(await sql(`SELECT 1 FROM handout_nodes WHERE id IN (?, ?)`, a, b)).toHaveLength(0);
  });

  it("refuses unknown ids (404, nothing deleted), roots and an empty list", async () => {
    const a = body<{ id: number }>(await create("留下")).data.id;
    const res = await del(`ids[]=${a}&ids[]=999999`);
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toContain("999999");
    expect(await sql("SELECT 1 FROM handout_nodes WHERE id = ?", a)).toHaveLength(1);
    expect(Object.keys(body<Errors>(await del(`ids[]=${await root(2)}`)).data.errors)).toEqual(["ids"]);
    expect(body<Errors>(await del("")).data.errors.ids).toBe("请选择文件");
    expect(body<Errors>(await del("ids=abc")).data.errors.ids).toBe("ids应为正整数数组");
  });

  it("refuses an id that is not a positive integer with 10001 on ids, deleting nothing", async () => {
    const a = body<{ id: number }>(await create("留着")).data.id;
    for (const query of ["ids=0", "ids=-1", "ids=1e300", "ids=1.5", `ids[]=${a}&ids[]=0`]) {
      const res = await del(query);
      expect([res.statusCode, body(res).code], query).toEqual([400, 10001]);
      expect(body<Errors>(res).data.errors, query).toEqual({ ids: "ids应为正整数数组" });
    }
    expect(await sql("SELECT 1 FROM handout_nodes WHERE id = ?", a)).toHaveLength(1);
  });

  it("refuses the editor (no DELETE) with 403 and keeps the row; 401 without a token", async () => {
    const a = body<{ id: number }>(await create("编辑可建", await root(2))).data.id;
    const res = await del(`ids[]=${a}`, editor);
    expect([res.statusCode, body(res).code]).toEqual([403, 403]);
    expect(await sql("SELECT 1 FROM handout_nodes WHERE id = ?", a)).toHaveLength(1);
    expect((await call("GET", "/v1/live_handout_list", undefined, editor)).statusCode).toBe(200);
    expect((await del(`ids[]=${a}`, "")).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { resourceApp, type ResourceApp } from "../helpers/resources-fixture.js";

type Row = { id: number; name: string; parent_id: number | null; _childCount: number };

let t: ResourceApp;
const ids: Record<string, number> = {};
const create = async (name: string, code: string, parent?: string) => {
  const res = await t.call("POST", "/api/v1/resources/category", {
    code,
    name,
    ...(parent && { parent_id: ids[parent] }),
  });
  expect(res.statusCode, res.body).toBe(200);
  ids[name] = body<{ id: number }>(res).data.id;
};
const list = async (query: string) =>
  body<{ list: Row[]; total: number }>(await t.call("GET", `/api/v1/resources/category?${query}`)).data;
const errorsOf = async (id: number, values: Record<string, unknown>) => {
  const res = await t.call("PUT", `/api/v1/resources/category/${id}`, values);
  return res.statusCode === 200 ? {} : body<{ errors: Record<string, string> }>(res).data.errors;
};

beforeAll(async () => {
  t = await resourceApp();
  await create("全国卷", "jq");
  await create("全国甲卷", "jq", "全国卷");
  await create("全国乙卷", "jq", "全国卷");
  await create("甲卷A区", "jq", "全国甲卷");
  await create("北京卷", "jq");
  await create("语文", "xk");
});
afterAll(() => t.close());

describe("tree lists (list.tree)", () => {
  it("pages over the top-level rows, each with how many children it has", async () => {
    const roots = await list("treeRoots=1&pageNo=1&pageSize=10&prop=id&order=ascending");
    expect(roots.total).toBe(3);
    expect(roots.list.map((r) => [r.name, r._childCount])).toEqual([
      ["全国卷", 2],
      ["北京卷", 0],
      ["语文", 0],
    ]);
  });

  it("lists a row's children by the parent field, and flat with any other query", async () => {
    const children = await list(`parent_id=${ids["全国卷"]}&prop=id&order=ascending`);
    expect(children.list.map((r) => [r.name, r._childCount])).toEqual([
      ["全国甲卷", 1],
      ["全国乙卷", 0],
    ]);
    const flat = await list("code=jq&pageSize=20");
    expect(flat.total).toBe(5);
  });

  it("treeRoots is taken only as 1", async () => {
    const res = await t.call("GET", "/api/v1/resources/category?treeRoots=yes");
    expect([res.statusCode, body(res).code]).toEqual([400, 10001]);
  });

  it("refuses a parent that is the row itself or one of its descendants, in Chinese on the field", async () => {
    const refusal = { parent_id: "上级分类不能是自己或自己的下级" };
    expect(await errorsOf(ids["全国卷"], { parent_id: ids["全国卷"] })).toEqual(refusal);
    expect(await errorsOf(ids["全国卷"], { parent_id: ids["全国甲卷"] })).toEqual(refusal);
    expect(await errorsOf(ids["全国卷"], { parent_id: ids["甲卷A区"] })).toEqual(refusal);
    // Nothing changed.
    const [row] = await t.sql.all<{ parent_id: number | null }>(
      "SELECT parent_id FROM res_category WHERE id = ?",
      ids["全国卷"],
    );
    expect(row.parent_id).toBeNull();
  });

  it("allows moving a subtree elsewhere, and back to the top", async () => {
    expect(await errorsOf(ids["全国甲卷"], { parent_id: ids["北京卷"] })).toEqual({});
    expect(await errorsOf(ids["全国卷"], { parent_id: ids["甲卷A区"] })).toEqual({});
    expect(await errorsOf(ids["全国卷"], { parent_id: null })).toEqual({});
    expect(await errorsOf(ids["全国甲卷"], { parent_id: ids["全国卷"] })).toEqual({});
  });

  it("a parent of another kind is refused (relation.matches)", async () => {
    expect(await errorsOf(ids["全国乙卷"], { parent_id: ids["语文"] })).toEqual({
      parent_id: "上级分类须与本分类的类型相同",
    });
  });

  it("offers every row as a tree node to the parent field's tree select", async () => {
    const res = await t.call("GET", "/api/v1/resources/category/tree-nodes", undefined, t.editor);
    const nodes = body<{ list: { id: number; label: string; parent: number | null }[] }>(res).data.list;
    expect(nodes).toEqual(
      expect.arrayContaining([
        { id: ids["全国甲卷"], label: "全国甲卷", parent: ids["全国卷"] },
        { id: ids["北京卷"], label: "北京卷", parent: null },
      ]),
    );
    // Only parents the server would take: of the same kind (relation.matches code).
    const sameKind = await t.call("GET", "/api/v1/resources/category/tree-nodes?code=xk", undefined, t.editor);
    expect(body<{ list: { label: string }[] }>(sameKind).data.list.map((n) => n.label)).toEqual(["语文"]);
    const unknown = await t.call("GET", "/api/v1/resources/category/tree-nodes?other=1");
    expect([unknown.statusCode, body(unknown).code]).toEqual([400, 10001]);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/v1/resources/category/tree-nodes" });
    expect(anonymous.statusCode).toBe(401);
  });
});

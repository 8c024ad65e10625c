import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app.js";
import { device, tempConfig, writeResource } from "../helpers/resources-fixture.js";

/**
 * `_labels` and the export name rows of other resources: a caller who may not read a resource must not
 * get its rows that way. Here only admins may read campus; the editor still reads category.
 */
const labelled = {
  ...device,
  record: {
    ...device.record,
    properties: {
      ...device.record.properties,
      subject_ids: { type: "array", title: "学科", items: { type: "integer", relation: { resource: "category" } } },
    },
  },
};

let t: TestApp;
let configDir: string;
let admin: string;
let editor: string;
const ids: Record<string, number> = {};

const call = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({ method: method as "GET", url: `/api/v1/resources/${url}`, payload, headers: { code: token } });

async function create(resource: string, values: Record<string, unknown>, token = admin) {
  const res = await call("POST", resource, token, values);
  if (res.statusCode !== 200) throw new Error(`create ${resource} failed: ${res.body}`);
  ids[values.name as string] = res.json().data.id;
  return res.json().data;
}

beforeAll(async () => {
  configDir = tempConfig([labelled]);
  const campusFile = join(configDir, "resources", "campus.json");
  writeResource(configDir, { ...JSON.parse(readFileSync(campusFile, "utf8")), access: { read: { role: ["admin"] } } });
  t = await createTestApp({ configDir, resourceSeeds: [] });
  admin = await t.login("admin");
  editor = await t.login("editor");
  await create("category", { code: "xk", name: "语文" });
  await create("category", { code: "xk", name: "数学" });
  await create("campus", {
    name: "北京朝阳校区",
    code: "BJ001",
    city: "北京",
    director: "张伟",
    phone: "13800138000",
    sales_mode: 1,
  });
  await create("device", {
    name: "笔记本A",
    kind: "pc",
    campus_id: ids["北京朝阳校区"],
    subject_ids: [ids["语文"], ids["数学"]],
  });
});
afterAll(async () => {
  await t.close();
  rmSync(configDir, { recursive: true, force: true });
});

describe("relation labels follow the caller's read access to the target resource", () => {
  it("the editor may not read campus itself", async () => {
    expect((await call("GET", "campus", editor)).statusCode).toBe(403);
    expect((await call("GET", `campus/${ids["北京朝阳校区"]}`, editor)).statusCode).toBe(403);
  });

  it("list and get leave the campus label null and keep the labels of readable resources", async () => {
    const list = await call("GET", "device", editor);
    expect(list.body).not.toContain("北京朝阳校区");
    const [row] = list.json().data.list;
    expect(row.campus_id).toBe(ids["北京朝阳校区"]);
    expect(row._labels).toEqual({ campus_id: null, subject_ids: ["语文", "数学"] });
    const one = await call("GET", `device/${ids["笔记本A"]}`, editor);
    expect(one.body).not.toContain("北京朝阳校区");
    expect(one.json().data._labels).toEqual({ campus_id: null, subject_ids: ["语文", "数学"] });
  });

  it("the export writes the raw campus id", async () => {
    const res = await call("GET", "device/export?columns[]=name&columns[]=campus_id&columns[]=subject_ids", editor);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("北京朝阳校区");
    expect(res.body.replace(/^\uFEFF/, "").split("\r\n")[1]).toBe(`笔记本A,${ids["北京朝阳校区"]},语文、数学`);
  });

  it("create and update answers leave the campus label null", async () => {
    const created = await create("device", { name: "平板B", kind: "pad", campus_id: ids["北京朝阳校区"] }, editor);
    expect(created._labels.campus_id).toBeNull();
    const updated = await call("PUT", `device/${created.id}`, editor, { subject_ids: [ids["语文"]] });
    expect(updated.body).not.toContain("北京朝阳校区");
    expect(updated.json().data._labels).toEqual({ campus_id: null, subject_ids: ["语文"] });
  });

  it("whoever may read campus still gets its names", async () => {
    const row = (await call("GET", `device/${ids["笔记本A"]}`, admin)).json().data;
    expect(row._labels).toEqual({ campus_id: "北京朝阳校区", subject_ids: ["语文", "数学"] });
    const res = await call("GET", "device/export?columns[]=name&columns[]=campus_id", admin);
    expect(res.body).toContain("笔记本A,北京朝阳校区");
  });
});

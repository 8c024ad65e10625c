import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { extensionCatalogue, loadExtensionActions, readExtensions } from "../../mock-server/config/extensions.js";
import { checkExtensions } from "../../mock-server/config/check-extensions.js";
import { shippedApp, type ShippedApp } from "../helpers/shipped-app.js";
import { shippedParts } from "../helpers/parts.js";

const shipped = readExtensions();

/** A resource using every kind of extension, each correctly; a test spoils one place at a time. */
function stage(): ResourceConfig {
  return {
    name: "stage",
    title: "舞台",
    record: {
      type: "object",
      properties: {
        name: { type: "string", title: "名称" },
        seats: { type: "integer", title: "已售" },
        capacity: { type: "integer", title: "座位数" },
        fee: { type: "number", title: "票价" },
        status: { type: "integer", title: "状态", options: [{ value: 1, label: "开放" }] },
      },
    },
    list: {
      columns: [
        { field: "name" },
        { field: "seats", render: "progress", props: { maxField: "capacity", color: "#52c41a" } },
        { field: "fee", render: "money", props: { digits: 0 } },
      ],
      query: [{ field: "status", operator: "eq", widget: "segmented" }],
      actions: {
        custom: [
          { name: "close", label: "关闭", scope: "row", handler: "set-field", props: { field: "status", value: 0 } },
        ],
      },
    },
    form: { fields: [{ field: "name" }, { field: "fee", widget: "slider", props: { step: 0.5 } }] },
  };
}

const problemsOf = (res: ResourceConfig) =>
  checkExtensions({ [res.name]: res }, shipped).map((p) => `${p.file}#${p.pointer}: ${p.message}`);

describe("the extensions folder", () => {
  it("provides one of each kind, with no problem in its manifests", () => {
    expect(shipped.problems).toEqual([]);
    expect(shipped.entries.map((e) => `${e.kind}:${e.name}`).sort()).toEqual([
      "action:set-field",
      "queryWidget:segmented",
      "renderer:progress",
      "widget:slider",
    ]);
  });

  it("lists every name of each kind for the designer, built-ins first, with its props fragment", () => {
    const catalogue = extensionCatalogue(shipped);
    expect(catalogue.renderer.map((r) => r.name)).toEqual([
      ...["text", "number", "money", "tag", "date", "datetime", "boolean", "image", "link", "relation"],
      ...["file", "html", "images"],
      "progress",
    ]);
    expect(catalogue.renderer.find((r) => r.name === "money")?.propsSchema).toMatchObject({ type: "object" });
    expect(catalogue.action).toEqual([
      expect.objectContaining({ name: "set-field", extension: "set-field", scope: "row" }),
    ]);
  });

  it("pairs every declared action with the handler its server.ts exports", async () => {
    expect([...(await loadExtensionActions()).keys()]).toEqual(["set-field"]);
  });

  it("reports a broken manifest in Chinese at its pointer, and leaves the entry out", () => {
    const dir = mkdtempSync(join(tmpdir(), "omo-ext-"));
    const manifest = (folder: string, json: unknown) => {
      mkdirSync(join(dir, folder));
      writeFileSync(join(dir, folder, "extension.json"), JSON.stringify(json));
    };
    try {
      manifest("stars", {
        name: "star",
        title: "星级",
        provides: [
          { kind: "renderer", name: "tag", title: "标签" },
          {
            kind: "renderer",
            name: "stars",
            title: "星级",
            propsSchema: { type: "object", properties: { max: { type: "whole" } } },
          },
          { kind: "action", name: "archive", title: "归档" },
          { kind: "widget", name: "rate", title: "评分", colour: "red" },
        ],
      });
      manifest("more-stars", {
        name: "more-stars",
        title: "星级",
        provides: [{ kind: "queryWidget", name: "star-rating", title: "星级" }],
      });
      mkdirSync(join(dir, "empty"));
      const { entries, problems } = readExtensions(dir);
      expect(entries).toEqual([]);
      expect(problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`)).toEqual([
        "extensions/empty/extension.json#: 缺少 extension.json（说明这个扩展注册了什么）",
        "extensions/more-stars/extension.json#/provides/0/name: 名称应为小驼峰（如 numberRange）",
        'extensions/stars/extension.json#/provides/3: 未知的键 "colour"',
      ]);
      // Once the manifest's shape is right, its entries are checked one by one.
      writeFileSync(
        join(dir, "stars", "extension.json"),
        JSON.stringify({
          name: "star",
          title: "星级",
          provides: [
            { kind: "renderer", name: "tag", title: "标签" },
            {
              kind: "renderer",
              name: "stars",
              title: "星级",
              propsSchema: { type: "object", properties: { max: { type: "whole" } } },
            },
            { kind: "action", name: "archive", title: "归档" },
            { kind: "widget", name: "rate", title: "评分", propsSchema: { type: "array" } },
          ],
        }),
      );
      const again = readExtensions(dir).problems.filter((p) => p.file.includes("/stars/"));
      expect(again.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
        '/name: 应与文件夹名 "stars" 相同',
        '/provides/0/name: 与内置的列渲染类型 "tag" 重名',
        expect.stringMatching(/^\/provides\/1\/propsSchema: 不是有效的 JSON Schema/),
        "/provides/2: 动作需要 extensions/stars/server.ts 导出它的处理函数",
        '/provides/3/propsSchema/type: props 是一个对象：应为 "object"',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("checkExtensions", () => {
  it("passes a resource that uses each kind rightly", () => {
    expect(problemsOf(stage())).toEqual([]);
  });

  it("refuses unknown names with a did-you-mean, whatever the kind", () => {
    const res = stage();
    res.list.columns[1].render = "progres";
    res.list.query![0].widget = "segment";
    res.form!.fields[1].widget = "slidr";
    res.list.actions!.custom![0].handler = "set-feild";
    expect(problemsOf(res)).toEqual([
      'resources/stage.json#/list/columns/1/render: 未知的列渲染类型 "progres"，你是不是想写 “progress”？',
      'resources/stage.json#/list/query/0/widget: 未知的查询控件类型 "segment"，你是不是想写 “segmented”？',
      'resources/stage.json#/form/fields/1/widget: 未知的控件类型 "slidr"，你是不是想写 “slider”？',
      'resources/stage.json#/list/actions/custom/0/handler: 未知的扩展动作 "set-feild"，你是不是想写 “set-field”？',
    ]);
  });

  it("takes an extension's renderer on a detail page's field, and names a misspelt one", () => {
    const res = stage();
    res.show = { sections: [{ title: "概况", fields: [{ field: "seats", render: "progress" }, { field: "fee" }] }] };
    expect(problemsOf(res)).toEqual([]);
    res.show.sections[0].fields[0].render = "progres";
    expect(problemsOf(res)).toEqual([
      'resources/stage.json#/show/sections/0/fields/0/render: 未知的列渲染类型 "progres"，你是不是想写 “progress”？',
    ]);
  });

  it("checks a column's props against its renderer's fragment, an extension's or a built-in's", () => {
    const res = stage();
    res.list.columns[1].props = { maxField: "capacty", colour: "#52c41a", max: -1 };
    res.list.columns[2].props = { digits: 9, symbol: "人民币元" };
    res.list.columns[0].props = { bold: true };
    res.list.columns.push({ field: "capacity", render: "number", props: { unit: "座" } });
    expect(problemsOf(res)).toEqual([
      "resources/stage.json#/list/columns/0/props: props 是 render 的选项：写了 props 就要写明 render",
      'resources/stage.json#/list/columns/1/props: props 未知的键 "colour"，你是不是想写 “color”？',
      "resources/stage.json#/list/columns/1/props/max: props 应大于 0",
      'resources/stage.json#/list/columns/1/props/maxField: 未知的字段 "capacty"，你是不是想写 “capacity”？',
      "resources/stage.json#/list/columns/2/props/symbol: props 不能超过 3 个字符",
      "resources/stage.json#/list/columns/2/props/digits: props 应不大于 4",
      'resources/stage.json#/list/columns/3/props: 列渲染类型 "number" 不接受 props',
    ]);
  });

  it("refuses an extension on a field type it does not show, and an action outside its scope or props", () => {
    const res = stage();
    res.list.columns[1].field = "name";
    res.list.actions!.custom![0] = {
      name: "close",
      label: "关闭",
      scope: "toolbar",
      handler: "set-field",
      props: { field: "status" },
    };
    res.form!.fields[1].props = { step: "half" };
    expect(problemsOf(res)).toEqual([
      'resources/stage.json#/list/columns/1/render: 列渲染类型 "progress" 只用于 integer、number 类型的字段，"name" 是 string',
      "resources/stage.json#/form/fields/1/props/step: props 应为数字",
      'resources/stage.json#/list/actions/custom/0/props: props 缺少必填项 "value"',
      'resources/stage.json#/list/actions/custom/0/scope: 扩展动作 "set-field" 只用于 行内（row）',
    ]);
  });

  it("passes the shipped config, which uses every shipped extension", async () => {
    const { loadConfig } = await import("../../mock-server/plugins/config-loader.js");
    const { resources } = loadConfig("config", shippedParts);
    expect(checkExtensions(resources, shipped)).toEqual([]);
    expect(resources["live-lesson"].list.columns.some((c) => c.render === "progress")).toBe(true);
    expect(resources.news.list.actions?.custom?.[0].handler).toBe("set-field");
  });
});

describe("an extension's action through the API", () => {
  let t: ShippedApp;
  beforeAll(async () => {
    t = await shippedApp();
  }, 120_000);
  afterAll(async () => t?.close());

  const article = (status: number) =>
    t.ok<{ id: number }>("POST", "/v1/resources/news", {
      title: "寒假班开始报名",
      category: 1,
      body: "寒假班报名从下周一开始，名额有限。",
      author: "教务处",
      status,
    });

  it("下线 sets the row's status through set-field, with the props' message, and logs it", async () => {
    const { id } = await article(1);
    const res = await t.call("POST", `/v1/resources/news/${id}/actions/take-down`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("已下线，学员App不再显示这条资讯");
    expect((await t.ok<{ status: number }>("GET", `/v1/resources/news/${id}`)).status).toBe(2);
    const log = await t.sql.get<{ action: string; target: string }>(
      "SELECT action, target FROM operation_log WHERE target = ? ORDER BY id DESC",
      `news#${id}`,
    );
    expect(log).toMatchObject({ action: "下线", target: `news#${id}` });
  });

  it("refuses a row its `when` does not fit (a draft, or one already taken down)", async () => {
    const { id } = await article(0);
    const res = await t.call("POST", `/v1/resources/news/${id}/actions/take-down`);
    expect([res.statusCode, res.json().code]).toEqual([409, 10008]);
    expect((await t.ok<{ status: number }>("GET", `/v1/resources/news/${id}`)).status).toBe(0);
  });

  it("hands the browser a column's props with the resource's config", async () => {
    const config = await t.ok<ResourceConfig>("GET", "/v1/resources/live-lesson/config");
    expect(config.list.columns.find((c) => c.field === "enrolled_count")).toMatchObject({
      render: "progress",
      props: { maxField: "max_seats" },
    });
  });
});

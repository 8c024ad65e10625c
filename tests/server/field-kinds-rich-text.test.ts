import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { resourceApp, type ResourceApp } from "../helpers/resources-fixture.js";
import { resourceContext } from "../../mock-server/resources/context.js";
import { resourceStore } from "../../mock-server/resources/store.js";
import { checkedStore } from "../../mock-server/resources/checked-store.js";
import { sanitizeRichText } from "../../mock-server/resources/rich-text.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { shippedParts } from "../helpers/parts.js";

const article = {
  name: "article",
  title: "文章",
  record: {
    type: "object",
    required: ["title", "content"],
    properties: {
      title: { type: "string", title: "标题", maxLength: 20 },
      content: { type: "string", title: "正文", format: "html", maxLength: 5000 },
    },
  },
  list: { columns: [{ field: "title" }, { field: "content" }] },
};

/** Everything a stored page could run or restyle itself with. */
const HOSTILE = [
  `<p style="position:fixed;top:0" class="x" onclick="steal()">你好<script>alert(1)</script></p>`,
  `<img src="x" onerror="alert(2)">`,
  `<a href="javascript:alert(3)">点我</a>`,
  `<a href="JaVaScRiPt&colon;alert(4)">再点</a>`,
  `<a href="https://omo.example/news" onmouseover="x()" style="color:red">官网</a>`,
  `<iframe src="https://evil.example"></iframe><style>body{display:none}</style>`,
  `<svg><script>alert(5)</script></svg><h2 id="t">标题</h2><ul><li>一</li></ul><blockquote>引文</blockquote>`,
].join("");

const inert = (html: string) => {
  expect(html).not.toMatch(/<script|<style|<iframe|<img|<svg|on\w+=|style=|class=|javascript:/i);
};

let t: ResourceApp;
beforeAll(async () => {
  t = await resourceApp({}, [article]);
});
afterAll(() => t.close());

describe("rich text (format: html)", () => {
  it("the allow-list keeps the editor's marks and drops everything that could run", () => {
    const clean = sanitizeRichText(HOSTILE);
    inert(clean);
    expect(clean).toContain("<p>你好</p>");
    expect(clean).toContain(
      '<a href="https://omo.example/news" rel="noopener noreferrer nofollow" target="_blank">官网</a>',
    );
    expect(clean).toContain("<h2>标题</h2><ul><li>一</li></ul><blockquote>引文</blockquote>");
  });

  it("create and update store it sanitised", async () => {
    const created = await t.call("POST", "/api/v1/resources/article", { title: "甲", content: HOSTILE });
    expect(created.statusCode, created.body).toBe(200);
    const { id, content } = body<{ id: number; content: string }>(created).data;
    inert(content);
    const [stored] = await t.sql.all<{ content: string }>("SELECT content FROM res_article WHERE id = ?", id);
    inert(stored.content);
    expect(stored.content).toContain("<p>你好</p>");

    const updated = await t.call("PUT", `/api/v1/resources/article/${id}`, {
      content: `<p>改<img src=x onerror=alert(1)></p><a href="javascript:void(0)">x</a>`,
    });
    const [after] = await t.sql.all<{ content: string }>("SELECT content FROM res_article WHERE id = ?", id);
    expect(updated.statusCode).toBe(200);
    inert(after.content);
    expect(after.content.startsWith("<p>改</p>")).toBe(true);
  });

  it("a text that is nothing but script is empty: a required field says so", async () => {
    const res = await t.call("POST", "/api/v1/resources/article", {
      title: "乙",
      content: "<script>alert(1)</script>",
    });
    expect(body(res)).toMatchObject({ code: 10001, data: { errors: { content: "请输入正文" } } });
  });

  it("what custom actions and imports write through (the checked store) is sanitised too", async () => {
    const res = t.app.omoConfig.resources.article as ResourceConfig;
    const ctx = resourceContext(t.app.store, { article: res }, shippedParts);
    const id = await ctx.transaction((tx) =>
      checkedStore(tx, resourceStore(tx, res), { owner: "article" }).insert({ title: "丙", content: HOSTILE }),
    );
    const [stored] = await t.sql.all<{ content: string }>("SELECT content FROM res_article WHERE id = ?", id);
    inert(stored.content);
  });
});

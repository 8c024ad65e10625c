import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../../../tests/helpers/test-app.js";
import { shippedApp, type Row, type ShippedApp } from "../../../tests/helpers/shipped-app.js";

/** 资讯管理 (modules/client/config/resources/news.json) on its seeded articles. */
let t: ShippedApp;
beforeAll(async () => {
  t = await shippedApp();
}, 60_000);
afterAll(() => t.close());

const base = "/v1/resources/news";
type Page = { list: Row[]; total: number };

const article = (extra: Record<string, unknown> = {}) => ({
  title: "2027年春季班开课通知",
  category: 1,
  author: "教务处",
  body: "春季班将于2027年2月22日开课，请各位学员按时到校或进入直播间上课。",
  ...extra,
});

describe("the seeded news", () => {
  it("are dozens of articles of every category, newest first, linked to campuses that exist", async () => {
    const page = await t.ok<Page>("GET", `${base}?pageSize=100`);
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(new Set(page.list.map((n) => n.category))).toEqual(new Set([1, 2, 3, 4]));
    const ids = page.list.map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const local = page.list.filter((n) => n.campus_id !== null);
    expect(local.length).toBeGreaterThan(3);
    for (const n of local) {
      const campus = await t.ok<Row>("GET", `/v1/resources/campus/${n.campus_id}`);
      expect(n._labels?.campus_id).toBe(campus.name);
      // A campus's article names the campus or its city.
      expect(`${n.title}${n.body}`).toMatch(new RegExp(`${campus.name}|${campus.city}`));
    }
  });

  it("publish with a time, keep drafts unpublished, and pin only published notices", async () => {
    const { list } = await t.ok<Page>("GET", `${base}?pageSize=100`);
    expect(new Set(list.map((n) => n.status))).toEqual(new Set([0, 1, 2]));
    for (const n of list) {
      expect(n.published_at === null, `${n.title}`).toBe(n.status === 0);
      if (n.status === 0) expect(n.views).toBe(0);
      if (n.is_top) expect([n.category, n.status]).toEqual([1, 1]);
    }
    expect(list.filter((n) => n.is_top)).toHaveLength(3);
  });

  it("show covers that the server really serves", async () => {
    const { list } = await t.ok<Page>("GET", `${base}?pageSize=100`);
    const covers = [...new Set(list.map((n) => n.cover).filter((c): c is string => typeof c === "string"))];
    expect(covers.length).toBeGreaterThan(3);
    for (const url of covers) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    }
  });

  it("filter by category, status, pinned and publish time, and sort by views", async () => {
    const notices = await t.ok<Page>("GET", `${base}?category[]=1&status=1&pageSize=100`);
    expect(notices.total).toBeGreaterThan(0);
    expect(notices.list.every((n) => n.category === 1 && n.status === 1)).toBe(true);
    const pinned = await t.ok<Page>("GET", `${base}?is_top=true`);
    expect(pinned.total).toBe(3);
    const recent = await t.ok<Page>("GET", `${base}?published_at[]=2026-09-01&published_at[]=&pageSize=100`);
    expect(recent.list.every((n) => String(n.published_at) >= "2026-09-01")).toBe(true);
    const popular = await t.ok<Page>("GET", `${base}?prop=views&order=descending&pageSize=100`);
    const views = popular.list.map((n) => n.views as number);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });
});

describe("writing news", () => {
  it("refuses a bad article with the form's Chinese messages", async () => {
    expect(await t.errors("POST", base, {})).toEqual({
      title: "请输入标题",
      category: "请选择资讯分类",
      body: "请输入正文",
      author: "请输入作者",
    });
    expect(
      await t.errors(
        "POST",
        base,
        article({
          title: "标".repeat(61),
          category: 9,
          summary: "摘".repeat(201),
          cover: "封面.jpg",
          status: 5,
          published_at: "2026-13-01 10:00",
          views: -1,
        }),
      ),
    ).toEqual({
      title: "标题不能超过60个字符，请精简",
      category: "请选择有效的资讯分类",
      summary: "摘要不能超过200个字符",
      cover: "封面图不是有效的图片地址",
      status: "请选择有效的发布状态",
      published_at: "发布时间应为日期时间，格式YYYY-MM-DD HH:mm:ss",
      views: "阅读量不能为负数",
    });
    expect(await t.errors("POST", base, article({ body: "太短", campus_id: 1 }))).toEqual({
      body: "正文至少10个字符",
    });
    expect(await t.errors("POST", base, article({ campus_id: 99999 }))).toEqual({ campus_id: "所选发布校区不存在" });
  });

  it("creates a draft, publishes it, and lets only an admin delete it", async () => {
    const draft = await t.ok<Row>("POST", base, article({ campus_id: 1 }), t.editor);
    expect(draft).toMatchObject({ status: 0, is_top: false, views: 0, published_at: null });
    expect(draft._labels?.campus_id).toBeTruthy();

    const published = await t.ok<Row>(
      "PUT",
      `${base}/${draft.id}`,
      { status: 1, published_at: "2026-11-23 09:00", is_top: true, summary: "春季班开课时间" },
      t.editor,
    );
    expect(published).toMatchObject({ status: 1, published_at: "2026-11-23 09:00:00", is_top: true });
    const found = await t.ok<Page>("GET", `${base}?title=${encodeURIComponent("春季班开课")}&status=1`);
    expect(found.list.map((n) => n.id)).toEqual([draft.id]);

    const refused = await t.call("DELETE", `${base}/${draft.id}`, undefined, t.editor);
    expect([refused.statusCode, body(refused).code]).toEqual([403, 403]);
    await t.ok("DELETE", `${base}/${draft.id}`);
    expect((await t.call("GET", `${base}/${draft.id}`)).statusCode).toBe(404);
  });
});

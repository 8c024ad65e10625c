import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../../../tests/helpers/test-app.js";
import { shippedApp, type Row, type ShippedApp } from "../../../tests/helpers/shipped-app.js";

/** 设备主页配置 (modules/client/config/resources/device-home.json) on its seeded home screen. */
let t: ShippedApp;
beforeAll(async () => {
  t = await shippedApp();
}, 60_000);
afterAll(() => t.close());

const base = "/v1/resources/device-home";
type Page = { list: Row[]; total: number };

const item = (extra: Record<string, unknown> = {}) => ({
  kind: 1,
  title: "春季班早鸟报名",
  image: "/uploads/sample-home-banner-trial.svg",
  link: "/activity/spring-2027",
  position: 1,
  sort: 15,
  ...extra,
});

describe("the seeded home screen", () => {
  it("has banners on top, a function grid in the middle and recommended courses below, in order", async () => {
    const { list, total } = await t.ok<Page>("GET", `${base}?pageSize=100`);
    expect(total).toBeGreaterThanOrEqual(20);
    const kinds = (kind: number) => list.filter((r) => r.kind === kind);
    expect(kinds(1).every((r) => r.position === 1)).toBe(true);
    expect(kinds(2).every((r) => r.position === 2)).toBe(true);
    expect(kinds(3).every((r) => r.position === 3)).toBe(true);
    expect(kinds(1).length).toBeGreaterThanOrEqual(5);
    expect(kinds(2).length).toBeGreaterThanOrEqual(6);
    expect(kinds(3).length).toBeGreaterThanOrEqual(5);
    const sorts = list.map((r) => r.sort as number);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it("recommends course packages that exist, by name, linking to their page", async () => {
    const { list } = await t.ok<Page>("GET", `${base}?kind[]=3&pageSize=100`);
    for (const r of list) {
      const pkg = await t.ok<Row>("GET", `/v1/resources/course-package/${r.course_package_id}`);
      expect(r._labels?.course_package_id).toBe(pkg.name);
      expect(r.link).toBe(`/course/detail?id=${pkg.id}`);
      expect(pkg.status).toBe(1);
      expect(String(r.valid_to) >= String(r.valid_from)).toBe(true);
    }
  });

  it("shows pictures the server really serves", async () => {
    const { list } = await t.ok<Page>("GET", `${base}?pageSize=100`);
    for (const url of new Set(list.map((r) => String(r.image)))) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("<svg");
    }
  });

  it("switches off a banner whose dates have passed", async () => {
    const { list } = await t.ok<Page>("GET", `${base}?valid_to[]=&valid_to[]=2026-11-01&kind[]=1`);
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) expect(r.enabled).toBe(false);
  });
});

describe("writing the home screen", () => {
  it("refuses bad items with the form's Chinese messages", async () => {
    expect(await t.errors("POST", base, {})).toEqual({
      kind: "请选择类型",
      title: "请输入标题",
      image: "请选择图片",
      link: "请输入跳转链接",
      position: "请选择展示位置",
    });
    const linkMessage =
      "跳转链接应为以 / 开头的App内页面路径（如 /course/detail?id=12），或以 http:// 、https:// 开头的网址";
    for (const link of ["javascript:alert(1)", "www.omo-edu.cn", "course/detail", "/", "https://", "/a b"]) {
      expect(await t.errors("POST", base, item({ link })), link).toEqual({ link: linkMessage });
    }
    expect(
      await t.errors("POST", base, item({ kind: 4, position: 0, sort: 10000, valid_from: "2026-02-30", title: "轮" })),
    ).toEqual({
      kind: "请选择有效的类型",
      position: "请选择有效的展示位置",
      sort: "排序不能大于9999",
      valid_from: "生效日期应为日期，格式YYYY-MM-DD",
      title: "标题至少2个字符",
    });
    expect(await t.errors("POST", base, item({ course_package_id: 99999 }))).toEqual({
      course_package_id: "所选关联课程包不存在",
    });
  });

  it("takes in-app paths and web addresses, edits the dates, and lets only an admin delete", async () => {
    const made = await t.ok<Row>("POST", base, item({ valid_from: "2027-01-05", valid_to: "2027-02-20" }), t.editor);
    expect(made).toMatchObject({ enabled: true, link: "/activity/spring-2027", valid_to: "2027-02-20" });
    const web = await t.ok<Row>(
      "POST",
      base,
      item({ title: "家长课堂直播", link: "https://m.omo-edu.cn/live/parents?from=app&ch=home" }),
      t.editor,
    );
    expect(web.link).toBe("https://m.omo-edu.cn/live/parents?from=app&ch=home");

    const edited = await t.ok<Row>(
      "PUT",
      `${base}/${made.id}`,
      { valid_to: "2027-03-01", enabled: false, link: "/course/detail?id=3" },
      t.editor,
    );
    expect(edited).toMatchObject({ valid_from: "2027-01-05", valid_to: "2027-03-01", enabled: false });
    const spring = await t.ok<Page>(
      "GET",
      `${base}?valid_to[]=2027-03-01&valid_to[]=2027-03-01&title=${encodeURIComponent("春季班")}`,
    );
    expect(spring.list.map((r) => r.id)).toEqual([made.id]);

    for (const id of [made.id, web.id]) {
      const refused = await t.call("DELETE", `${base}/${id}`, undefined, t.editor);
      expect([refused.statusCode, body(refused).code]).toEqual([403, 403]);
    }
    await t.ok("DELETE", `${base}?ids[]=${made.id}&ids[]=${web.id}`);
    expect((await t.call("GET", `${base}/${made.id}`)).statusCode).toBe(404);
  });
});

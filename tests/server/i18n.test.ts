import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";

type Errors = { errors: Record<string, string> };

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.login("editor");
}, 60_000);
afterAll(() => t.close());

const english = { "accept-language": "en-US,en;q=0.9" };

describe("the user's language, remembered on the server", () => {
  it("PUT /api/account/locale stores it and user info reads it back", async () => {
    const before = await t.app.inject({ method: "GET", url: "/api/get_user_by_token", headers: { code: editor } });
    expect(body<{ locale: string }>(before).data.locale).toBe("");
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/account/locale",
      headers: { code: editor },
      payload: { locale: "en-US" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toEqual({ locale: "en-US" });
    const after = await t.app.inject({ method: "GET", url: "/api/get_user_by_token", headers: { code: editor } });
    expect(body<{ locale: string }>(after).data.locale).toBe("en-US");
    // Another login of the same user (another browser) finds it too.
    const again = await t.login("editor");
    const info = await t.app.inject({ method: "GET", url: "/api/get_user_by_token", headers: { code: again } });
    expect(body<{ locale: string }>(info).data.locale).toBe("en-US");
  });

  it("refuses an unknown language or a missing one with the field's message, in each language", async () => {
    const put = (payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: "PUT", url: "/api/account/locale", headers: { code: editor, ...headers }, payload });
    const zh = await put({ locale: "fr-FR" });
    expect(zh.statusCode).toBe(400);
    expect(body(zh)).toMatchObject({
      code: 10001,
      message: "参数错误",
      data: { errors: { locale: "请选择有效的语言" } },
    });
    const en = await put({ locale: "fr-FR" }, english);
    expect(body(en)).toMatchObject({
      code: 10001,
      message: "Invalid parameters",
      data: { errors: { locale: "Please choose a valid language" } },
    });
    expect(body<Errors>(await put({}, english)).data.errors).toEqual({ locale: "Please choose a language" });
    expect(body<Errors>(await put({ locale: "en-US", extra: 1 }, english)).data.errors).toEqual({
      extra: "Field not allowed",
    });
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/api/account/locale", payload: { locale: "en-US" } });
    expect(res.statusCode).toBe(401);
  });
});

describe("envelope messages in the request's language", () => {
  it("the catalogue's text of the code: Chinese by default, English when asked", async () => {
    const login = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: "POST", url: "/api/login", headers, payload: { username: "admin", password: "nope" } });
    expect(body(await login())).toMatchObject({ code: 11008, message: "用户名或密码错误" });
    expect(body(await login({ "accept-language": "zh-CN,zh;q=0.9" })).message).toBe("用户名或密码错误");
    expect(body(await login(english))).toMatchObject({ code: 11008, message: "Wrong username or password" });
    // A language the app does not speak reads Chinese.
    expect(body(await login({ "accept-language": "fr-FR" })).message).toBe("用户名或密码错误");
  });

  it("a not-found route and a success message", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/api/nowhere", headers: { code: editor, ...english } });
    expect(body(missing)).toMatchObject({ code: 404, message: "Not found" });
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: english,
      payload: { username: "editor", password: "editor123" },
    });
    expect(body(ok).message).toBe("Logged in");
  });

  it("the boot config carries the catalogue of the request's language", async () => {
    const zh = body<{ errors: { codes: Record<string, string>; client: Record<string, string> } }>(
      await t.app.inject({ method: "GET", url: "/api/app/config" }),
    ).data.errors;
    expect(zh.codes["11008"]).toBe("用户名或密码错误");
    expect(zh).not.toHaveProperty("en-US");
    const en = body<{ errors: { codes: Record<string, string>; client: Record<string, string> } }>(
      await t.app.inject({ method: "GET", url: "/api/app/config", headers: english }),
    ).data.errors;
    expect(en.codes["11008"]).toBe("Wrong username or password");
    expect(en.client.timeout).toBe("The request timed out, please try again later");
  });

  it("a record's field messages: the rules' English with the field's English title", async () => {
    const admin = await t.login();
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/resources/campus",
        headers: { code: admin, ...headers },
        payload: { name: "A", city: "上海", director: "李娜", phone: "123", sales_mode: 9, capacity: -1 },
      });
    const zh = body<Errors>(await post({})).data.errors;
    expect(zh).toMatchObject({
      name: "校区名称至少2个字符",
      code: "请输入校区编号",
      phone: "请输入正确的电话号码（手机号，或带区号的座机号）",
    });
    const en = await post(english);
    expect(body(en).message).toBe("Invalid parameters");
    expect(body<Errors>(en).data.errors).toMatchObject({
      name: "Campus name needs at least 2 characters",
      code: "Please enter Campus code",
      phone: "Please enter a valid phone number: a mobile, or a landline with its area code",
      sales_mode: "Please select a valid Sales mode",
      capacity: "Capacity cannot be less than 0",
    });
  });

  it("a config's own messages (errorMessage) in the request's language", async () => {
    const admin = await t.login();
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/resources/code-kind",
        headers: { code: admin, ...headers },
        payload: { name: "年卡兑换", commodity_kind: 2, valid_days: 0, enabled: true },
      });
    expect(body<Errors>(await post({})).data.errors).toEqual({ valid_days: "有效天数至少为1天" });
    expect(body<Errors>(await post(english)).data.errors).toEqual({ valid_days: "Valid days must be at least 1" });
  });
});

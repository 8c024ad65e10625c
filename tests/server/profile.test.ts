import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import { multipart, pngOf } from "../helpers/multipart.js";

type Errors = { errors: Record<string, string> };
interface Profile {
  username: string;
  nickname: string;
  avatar: string;
  phone: string;
  email: string;
  roles: { name: string; title: string }[];
}

const PNG = pngOf();

let t: TestApp;
let editor: string;
let newcomer: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.login("editor");
  await t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { username: "newcomer", password: "secret123" },
  });
  newcomer = await t.login("newcomer", "secret123");
}, 60_000);
afterAll(() => t.close());

const call = (method: "GET" | "PUT", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { code: token }, ...(payload ? { payload } : {}) });
const uploadAvatar = (token: string, filename: string, content: Buffer) => {
  const { payload, headers } = multipart(filename, content);
  return t.app.inject({ method: "POST", url: "/api/v1/profile/avatar", payload, headers: { ...headers, code: token } });
};

describe("GET /api/v1/profile", () => {
  it("answers the caller's own profile with role titles", async () => {
    const res = await call("GET", "/api/v1/profile", editor);
    expect(body<Profile>(res).data).toMatchObject({
      username: "editor",
      nickname: "编辑",
      roles: [{ name: "editor", title: "编辑" }],
    });
  });

  it("needs a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v1/profile" })).statusCode).toBe(401);
  });
});

describe("PUT /api/v1/profile", () => {
  it("checks every field with a Chinese message on it (10001)", async () => {
    const res = await call("PUT", "/api/v1/profile", editor, {
      nickname: "长".repeat(21),
      phone: "12345",
      email: "someone@",
      avatar: "https://elsewhere.example/a.png",
    });
    expect(res.statusCode).toBe(400);
    expect(body<Errors>(res)).toMatchObject({
      code: 10001,
      data: {
        errors: {
          nickname: "昵称不能超过20个字符",
          phone: "请输入正确的手机号",
          email: "请输入正确的邮箱",
          avatar: "头像应为上传的图片",
        },
      },
    });
    const blank = await call("PUT", "/api/v1/profile", editor, { nickname: "  " });
    expect(body<Errors>(blank).data.errors.nickname).toBe("请输入昵称");
    const extra = await call("PUT", "/api/v1/profile", editor, { roles: ["admin"] });
    expect(body<Errors>(extra).data.errors.roles).toBeTruthy();
    const missing = await call("PUT", "/api/v1/profile", editor, { avatar: `/uploads/${"a".repeat(32)}.png` });
    expect(body<Errors>(missing).data.errors.avatar).toBe("头像图片不存在，请重新上传");
  });

  it("saves nickname, phone and e-mail; user info shows the new nickname; empty values clear", async () => {
    const res = await call("PUT", "/api/v1/profile", editor, {
      nickname: " 小王 ",
      phone: "13800138000",
      email: "wang@omo.cn",
    });
    expect(body<Profile>(res).data).toMatchObject({ nickname: "小王", phone: "13800138000", email: "wang@omo.cn" });
    const info = body<{ nickname: string }>(await call("GET", "/api/get_user_by_token", editor)).data;
    expect(info.nickname).toBe("小王");
    const cleared = await call("PUT", "/api/v1/profile", editor, { phone: "", email: "" });
    expect(body<Profile>(cleared).data).toMatchObject({ nickname: "小王", phone: "", email: "" });
    const log = await t.sql.all("SELECT action, target FROM operation_log WHERE target = 'user#editor'");
    expect(log).toHaveLength(2);
  });

  it("takes an uploaded avatar, for any logged-in user, even without a role", async () => {
    const refused = await uploadAvatar(newcomer, "avatar.txt", Buffer.from("not an image"));
    expect(body<Errors>(refused).data.errors.file).toBe("只能上传 JPG、PNG、GIF 或 WebP 图片");
    const up = await uploadAvatar(newcomer, "me.png", PNG);
    expect(up.statusCode).toBe(200);
    const url = body<{ url: string }>(up).data.url;
    expect(existsSync(join(t.dataDir, url))).toBe(true);
    const saved = await call("PUT", "/api/v1/profile", newcomer, { avatar: url, nickname: "新同事" });
    expect(body<Profile>(saved).data).toMatchObject({ avatar: url, nickname: "新同事" });
    const info = body<{ avatar: string }>(await call("GET", "/api/get_user_by_token", newcomer)).data;
    expect(info.avatar).toBe(url);
  });
});

describe("PUT /api/v1/userinfo_put_class (修改密码)", () => {
  const change = (token: string, payload: object) => call("PUT", "/api/v1/userinfo_put_class", token, payload);

  it("needs at least 6 characters and says so on the field", async () => {
    const res = await change(editor, { old_password: "editor123", new_password: "12345", confirm_password: "12345" });
    expect(body<Errors>(res).data.errors.new_password).toBe("密码不能少于6位");
  });

  it("answers 12001 on the confirmation when the two differ, and a field message for a wrong old password", async () => {
    const differ = await change(editor, {
      old_password: "editor123",
      new_password: "newpass1",
      confirm_password: "newpass2",
    });
    expect(body<Errors>(differ)).toMatchObject({
      code: 12001,
      data: { errors: { confirm_password: expect.any(String) } },
    });
    const wrong = await change(editor, {
      old_password: "guess123",
      new_password: "newpass1",
      confirm_password: "newpass1",
    });
    expect(body<Errors>(wrong).data.errors.old_password).toBe("原密码错误");
  });

  it("ends every other session of the user; the new password logs in", async () => {
    const other = await t.login("editor");
    const res = await change(editor, {
      old_password: "editor123",
      new_password: "newpass1",
      confirm_password: "newpass1",
    });
    expect(res.statusCode).toBe(200);
    expect((await call("GET", "/api/get_user_by_token", other)).statusCode).toBe(401);
    expect((await call("GET", "/api/get_user_by_token", editor)).statusCode).toBe(200);
    await expect(t.login("editor", "editor123")).rejects.toThrow();
    expect(await t.login("editor", "newpass1")).toBeTruthy();
  });
});

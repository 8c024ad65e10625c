/** Request schemas of the account routes; messages in Chinese land on the form fields. */
import { acknowledged, int, object, str } from "../../openapi/answers.js";

/** A login name: the same rule for registration and for an account an admin creates. */
export const username = {
  type: "string",
  minLength: 2,
  maxLength: 32,
  pattern: "^[A-Za-z0-9_\\u4e00-\\u9fa5]+$",
  errorMessage: {
    minLength: "用户名至少2个字符",
    maxLength: "用户名不能超过32个字符",
    pattern: "用户名只能包含字母、数字、下划线或汉字",
    type: "请输入用户名",
  },
} as const;

const password = {
  type: "string",
  minLength: 6,
  maxLength: 64,
  errorMessage: { minLength: "密码不能少于6位", maxLength: "密码不能超过64位", type: "请输入密码" },
} as const;

const required = (fields: Record<string, string>) => ({
  required: Object.keys(fields),
  errorMessage: { required: fields },
});

export const loginBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    username: { type: "string", minLength: 1, maxLength: 64 },
    password: { type: "string", minLength: 1, maxLength: 128 },
  },
  ...required({ username: "请输入用户名", password: "请输入密码" }),
} as const;

export const registerBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    username,
    password,
    confirm_password: { type: "string" },
    phone: { type: "string", pattern: "^1\\d{10}$", errorMessage: { pattern: "请输入正确的手机号" } },
  },
  ...required({ username: "请输入用户名", password: "请输入密码" }),
} as const;

export const changePasswordBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    old_password: { type: "string", minLength: 1, errorMessage: { minLength: "请输入原密码" } },
    new_password: password,
    confirm_password: { type: "string" },
  },
  ...required({ old_password: "请输入原密码", new_password: "请输入新密码", confirm_password: "请再次输入新密码" }),
} as const;

const envelopeOf = (data: object) => ({
  type: "object",
  properties: { code: { type: "integer" }, message: { type: "string" }, data },
});

export const loginReply = envelopeOf({
  type: "object",
  properties: { token: { type: "string" }, user: { type: "object", properties: { username: { type: "string" } } } },
});

export const userInfoReply = envelopeOf({
  type: "object",
  properties: {
    username: { type: "string" },
    avatar: { type: "string" },
    roles: { type: "array", items: { type: "string" } },
    /** The roles as people read them (权限管理's 角色名称), in the order of `roles`. */
    roleTitles: {
      type: "array",
      items: { type: "object", properties: { name: { type: "string" }, title: { type: "string" } } },
    },
    ability: { type: "array", items: { type: "string" } },
    admin: { type: "boolean" },
    nickname: { type: "string" },
    pages: { type: ["array", "null"], items: { type: "string" } },
    locale: { type: "string" },
  },
});

/** `PUT /account/locale`: the language the user chose. */
export const localeBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    locale: { type: "string", enum: ["zh-CN", "en-US"], errorMessage: { enum: "请选择有效的语言" } },
  },
  ...required({ locale: "请选择语言" }),
} as const;

/** `data` of each route's 200 answer, for the OpenAPI document alone (mock-server/openapi/answers.ts). */
export const responses = {
  "PUT /account/locale": object({ locale: { type: "string", enum: ["zh-CN", "en-US"] } }),
  "GET /login_out": acknowledged,
  "POST /register": object({ id: int, username: str }),
  "PUT /v1/userinfo_put_class": acknowledged,
  "POST /v1/login_out_all": acknowledged,
};

/** Request schemas of the student apps' sign-in; messages land on the app's form fields. */
import { acknowledged } from "../../../mock-server/openapi/answers.js";

const phone = {
  type: "string",
  pattern: "^1\\d{10}$",
  errorMessage: { type: "请输入手机号", pattern: "请输入正确的手机号" },
} as const;

const password = (empty: string) =>
  ({
    type: "string",
    minLength: 1,
    maxLength: 64,
    errorMessage: { type: empty, minLength: empty, maxLength: "密码不能超过64位" },
  }) as const;

export const clientLoginBody = {
  type: "object",
  additionalProperties: false,
  required: ["phone", "password"],
  properties: { phone, password: password("请输入密码") },
  errorMessage: {
    additionalProperties: "不支持的字段",
    required: { phone: "请输入手机号", password: "请输入密码" },
  },
} as const;

export const clientPasswordBody = {
  type: "object",
  additionalProperties: false,
  required: ["phone", "old_password", "new_password", "confirm_password"],
  properties: {
    phone,
    old_password: password("请输入原密码"),
    new_password: {
      type: "string",
      minLength: 6,
      maxLength: 64,
      errorMessage: { type: "请输入新密码", minLength: "新密码不能少于6位", maxLength: "密码不能超过64位" },
    },
    confirm_password: password("请再次输入新密码"),
  },
  errorMessage: {
    additionalProperties: "不支持的字段",
    required: {
      phone: "请输入手机号",
      old_password: "请输入原密码",
      new_password: "请输入新密码",
      confirm_password: "请再次输入新密码",
    },
  },
} as const;

export interface ClientLoginBody {
  phone: string;
  password: string;
}

export interface ClientPasswordBody {
  phone: string;
  old_password: string;
  new_password: string;
  confirm_password: string;
}

const envelopeOf = (data: object) => ({
  type: "object",
  properties: { code: { type: "integer" }, message: { type: "string" }, data },
});

export const clientLoginReply = envelopeOf({
  type: "object",
  properties: {
    student: {
      type: "object",
      properties: { id: { type: "integer" }, name: { type: "string" }, campus_id: { type: ["integer", "null"] } },
    },
  },
});

/** `data` of each route's 200 answer, for the OpenAPI document alone (mock-server/openapi/answers.ts). */
export const responses = {
  "PUT /v1/client/password": acknowledged,
};

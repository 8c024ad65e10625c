/** The caller's own profile (个人信息): what may be changed and the Chinese message of each rule. */
import { arrayOf, bool, nullable, object, str } from "../../openapi/answers.js";

export interface ProfileBody {
  nickname?: string;
  phone?: string;
  email?: string;
  avatar?: string;
}

/** A text that is either empty (cleared) or passes `rule`; one message for every way it can fail. */
const optional = (rule: object, maxLength: number, message: string) =>
  ({
    type: "string",
    maxLength,
    if: { minLength: 1 },
    then: rule,
    errorMessage: message,
  }) as const;

export const profileBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    nickname: {
      type: "string",
      minLength: 1,
      maxLength: 20,
      pattern: "\\S",
      errorMessage: {
        type: "请输入昵称",
        minLength: "请输入昵称",
        pattern: "请输入昵称",
        maxLength: "昵称不能超过20个字符",
      },
    },
    phone: optional({ format: "phone" }, 11, "请输入正确的手机号"),
    email: optional({ format: "email" }, 100, "请输入正确的邮箱"),
    avatar: optional({ pattern: "^/uploads/" }, 200, "头像应为上传的图片"),
  },
  errorMessage: { additionalProperties: "不支持的字段" },
} as const;

/** The caller's profile as the routes answer it. */
const profile = object({
  username: str,
  nickname: str,
  avatar: str,
  phone: str,
  email: str,
  admin: bool,
  roles: arrayOf(object({ name: str, title: str })),
  last_login_at: nullable(str),
  created_at: str,
});

/** `data` of each route's 200 answer, for the OpenAPI document alone (mock-server/openapi/answers.ts). */
export const responses = {
  "GET /v1/profile": profile,
  "PUT /v1/profile": profile,
  "POST /v1/profile/avatar": object({ url: str, name: str }),
};

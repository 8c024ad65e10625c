/** The caller's own profile (个人信息): what may be changed and the Chinese message of each rule. */

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

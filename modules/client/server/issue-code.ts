import type { ActionHandler } from "../../../mock-server/resources/actions/types.js";
import type { ActionNotice } from "../../../src/common/action-notice.js";
import { issueCode } from "./repository.js";

/**
 * 学员 → 重置登录密码 (`student.reset-login-password`): a new one-time sign-in code for the student app,
 * replacing whatever password the student had. The answer shows it once, printable (an `ActionNotice`);
 * it is stored hashed only, and the operation log records that a code was issued, never the code.
 */
export const issueLoginCode: ActionHandler = {
  async run({ ctx, row }) {
    const student = row!;
    const code = await issueCode(ctx.db, Number(student.id));
    const name = String(student.name ?? student.id);
    const notice: ActionNotice = {
      title: `学员「${name}」的登录密码`,
      items: [
        { label: "学员", value: name },
        { label: "手机号", value: String(student.phone ?? "") },
        { label: "登录密码", value: code },
      ],
      note: "密码只显示这一次，请打印或告知学员本人；学员首次登录学员端时须设置自己的密码。",
    };
    return { message: `已为学员「${name}」生成登录密码`, data: { notice } };
  },
};

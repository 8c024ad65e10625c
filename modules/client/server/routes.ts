import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { LoadedConfig } from "../../../mock-server/plugins/config-loader.js";
import type { Store } from "../../../mock-server/db/index.js";
import type { AuditLog } from "../../../mock-server/plugins/audit.js";
import { AppError, envelope, fail } from "../../../mock-server/plugins/errors.js";
import type { LoginThrottle } from "../../../mock-server/plugins/throttle.js";
import { clientRepository, type ClientStudent } from "./repository.js";
import {
  clientLoginBody,
  clientLoginReply,
  clientPasswordBody,
  type ClientLoginBody,
  type ClientPasswordBody,
} from "./schemas.js";

export interface ClientRouteDeps {
  store: Store;
  config: LoadedConfig;
  audit: AuditLog;
  throttle: LoginThrottle;
}

/** How a student appears in the operation log. */
const who = (s: ClientStudent) => `${s.name}（学员）`;

/**
 * Sign-in for the student apps (docs/client-api.md): public, by phone and password, throttled per
 * phone and per address like the staff login. A disabled student (用户信息 → 账号状态) is refused
 * everywhere with 12002; a student signing in with the one-time code staff issued (学员 → 重置登录密码)
 * gets 12006 until they choose a password. No session is issued: the answer names the student, and a real client session is left
 * to the apps' own backend.
 */
export async function clientRoutes(app: FastifyInstance, deps: ClientRouteDeps): Promise<void> {
  const repo = clientRepository(deps.store, deps.config.resources);
  const { throttle } = deps;
  const tags = ["client"];

  /**
   * The student with these credentials and whether the password is the code staff issued; else 11008
   * (one answer, in one time, for an unknown phone, a student without a code and a wrong password), or
   * 429 once the phone or the address used up its tries.
   */
  const authenticate = async (
    request: FastifyRequest,
    reply: FastifyReply,
    phone: string,
    password: string,
    field: "password" | "old_password",
  ) => {
    await throttle.check(reply, "student", phone, request.ip);
    const student = await repo.byPhone(phone);
    const result = await repo.checkPassword(student, password);
    if (!student || result === "wrong") {
      await throttle.fail("student", phone, request.ip);
      const message = field === "password" ? "手机号或密码错误" : "手机号或原密码错误";
      throw new AppError(11008, 400, { errors: { [field]: message } }, message);
    }
    await throttle.succeed("student", phone);
    if (student.disabled) throw new AppError(12002, 403, null, "该学员账号已被禁用，请联系校区");
    return { student, issued: result === "issued" };
  };

  app.post<{ Body: ClientLoginBody }>(
    "/v1/client/login",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "学员端登录（手机号 + 密码）",
        body: clientLoginBody,
        response: { 200: clientLoginReply },
      },
    },
    async (request, reply) => {
      const { student, issued } = await authenticate(
        request,
        reply,
        request.body.phone,
        request.body.password,
        "password",
      );
      // The code passed through staff's hands: nothing but changing it is allowed with it.
      if (issued) throw new AppError(12006, 403, { must_change_password: true });
      await deps.audit(request, "学员登录", `student#${student.id}`, "", who(student));
      return envelope({ student: { id: student.id, name: student.name, campus_id: student.campus_id } }, "登录成功");
    },
  );

  app.put<{ Body: ClientPasswordBody }>(
    "/v1/client/password",
    { config: { public: true }, schema: { tags, summary: "学员修改密码", body: clientPasswordBody } },
    async (request, reply) => {
      const { phone, old_password, new_password, confirm_password } = request.body;
      if (new_password !== confirm_password)
        throw new AppError(17007, 400, { errors: { confirm_password: "两次输入的新密码不一致" } });
      const { student } = await authenticate(request, reply, phone, old_password, "old_password");
      if (new_password === old_password)
        throw new AppError(10100, 400, { errors: { new_password: "新密码不能与原密码相同" } });
      if (new_password === phone.slice(-6)) throw fail.badParams({ new_password: "新密码不能是手机号的后六位" });
      await repo.setPassword(student.id, new_password);
      await deps.audit(request, "学员修改密码", `student#${student.id}`, "", who(student));
      return envelope(null, "密码修改成功");
    },
  );
}

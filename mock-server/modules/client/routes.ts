import type { FastifyInstance } from "fastify";
import type { LoadedConfig } from "../../plugins/config-loader.js";
import type { DB } from "../../plugins/database.js";
import type { AuditLog } from "../../plugins/audit.js";
import { AppError, envelope } from "../../plugins/errors.js";
import { clientRepository, type ClientStudent } from "./repository.js";
import {
  clientLoginBody,
  clientLoginReply,
  clientPasswordBody,
  type ClientLoginBody,
  type ClientPasswordBody,
} from "./schemas.js";

export interface ClientRouteDeps {
  db: DB;
  config: LoadedConfig;
  audit: AuditLog;
}

/** How a student appears in the operation log. */
const who = (s: ClientStudent) => `${s.name}（学员）`;

/**
 * Sign-in for the student apps (docs/client-api.md): public, by phone and password. A disabled
 * student (用户信息 → 账号状态) is refused everywhere with 12002. No session is issued: the answer
 * names the student, and a real client session is left to the apps' own backend.
 */
export async function clientRoutes(app: FastifyInstance, deps: ClientRouteDeps): Promise<void> {
  const repo = clientRepository(deps.db, deps.config.resources);
  const tags = ["client"];

  /** The student with these credentials, or 11008 (one answer for an unknown phone and a wrong password). */
  const authenticate = (phone: string, password: string, field: "password" | "old_password") => {
    const student = repo.byPhone(phone);
    if (!student || !repo.checkPassword(student, password)) {
      const message = field === "password" ? "手机号或密码错误" : "手机号或原密码错误";
      throw new AppError(11008, 400, { errors: { [field]: message } }, message);
    }
    if (student.disabled) throw new AppError(12002, 403, null, "该学员账号已被禁用，请联系校区");
    return student;
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
    async (request) => {
      const student = authenticate(request.body.phone, request.body.password, "password");
      deps.audit(request, "学员登录", `student#${student.id}`, "", who(student));
      return envelope({ student: { id: student.id, name: student.name, campus_id: student.campus_id } }, "登录成功");
    },
  );

  app.put<{ Body: ClientPasswordBody }>(
    "/v1/client/password",
    { config: { public: true }, schema: { tags, summary: "学员修改密码", body: clientPasswordBody } },
    async (request) => {
      const { phone, old_password, new_password, confirm_password } = request.body;
      if (new_password !== confirm_password)
        throw new AppError(17007, 400, { errors: { confirm_password: "两次输入的新密码不一致" } });
      const student = authenticate(phone, old_password, "old_password");
      if (new_password === old_password)
        throw new AppError(10100, 400, { errors: { new_password: "新密码不能与原密码相同" } });
      repo.setPassword(student.id, new_password);
      deps.audit(request, "学员修改密码", `student#${student.id}`, "", who(student));
      return envelope(null, "密码修改成功");
    },
  );
}

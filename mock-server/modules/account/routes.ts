import type { FastifyInstance } from "fastify";
import { AppError, envelope, fail } from "../../plugins/errors.js";
import { currentUser } from "../../plugins/auth.js";
import type { AccountRepository } from "./repository.js";
import type { AuditLog } from "../../plugins/audit.js";
import type { NoticeRepository } from "../shell/notices.js";
import { hashPassword, verifyPassword } from "./password.js";
import type { LoginThrottle } from "../../plugins/throttle.js";
import { changePasswordBody, localeBody, loginBody, loginReply, registerBody, userInfoReply } from "./schemas.js";
import { welcomeMessage } from "../../../src/common/greeting.js";
import { localMoment } from "../../clock.js";

export interface AccountDeps {
  accounts: AccountRepository;
  notices: NoticeRepository;
  audit: AuditLog;
  throttle: LoginThrottle;
  /** The clock (tests set it). */
  now: () => number;
  title: string;
  tokenName: string;
  /** app.json `security.openRegistration` (default true). */
  openRegistration: boolean;
}

type Credentials = { username: string; password: string };

/** Login, logout, user info, registration and password change (design.md §6). */
export async function accountRoutes(app: FastifyInstance, deps: AccountDeps) {
  const { accounts, notices, audit, throttle } = deps;

  app.post<{ Body: Credentials }>(
    "/login",
    { config: { public: true }, schema: { tags: ["account"], body: loginBody, response: { 200: loginReply } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const name = username.trim();
      // Counted by the name given, known or not: a lock says nothing about which accounts exist.
      await throttle.check(reply, "staff", name, request.ip);
      const user = await accounts.findByName(name);
      // One answer, at one cost, for unknown user and wrong password: do not reveal which accounts exist.
      if (!(await verifyPassword(password, user?.password_hash)) || !user) {
        await throttle.fail("staff", name, request.ip);
        throw new AppError(11008, 400);
      }
      await throttle.succeed("staff", name);
      if (user.disabled) throw new AppError(12002, 403);
      const token = await accounts.issueToken(user.id);
      await accounts.touchLogin(user.id);
      await accounts.purgeTokens();
      // The business's hour, not the server process's: a server in another zone still greets by its day.
      const hour = Number(localMoment(deps.now()).slice(11, 13));
      await notices.add(user.id, "notice", welcomeMessage(user.username, deps.title, hour));
      await audit(request, "登录", user.username, "", user.username);
      return envelope({ [deps.tokenName]: token, token, user: { username: user.username } }, "登录成功");
    },
  );

  app.get(
    "/get_user_by_token",
    { schema: { tags: ["account"], response: { 200: userInfoReply } } },
    async (request) => {
      const me = currentUser(request);
      const row = await accounts.findById(me.id);
      return envelope({
        username: me.username,
        avatar: me.avatar,
        roles: me.roles,
        roleTitles: await accounts.roleTitles(me.roles),
        ability: me.ability,
        admin: me.admin,
        nickname: row?.nickname ?? me.username,
        // The pages the roles are limited to (null: all), so the browser builds the same menu as router/getList.
        pages: me.pages,
        // The language they chose ("" when none): the browser switches to it after the login.
        locale: row?.locale ?? "",
      });
    },
  );

  app.put<{ Body: { locale: string } }>(
    "/account/locale",
    { schema: { tags: ["account"], summary: "设置界面语言", body: localeBody } },
    async (request) => {
      const me = currentUser(request);
      await accounts.setLocale(me.id, request.body.locale);
      return envelope({ locale: request.body.locale }, "语言已切换");
    },
  );

  app.get("/login_out", { config: { public: true }, schema: { tags: ["account"] } }, async (request) => {
    if (request.token) {
      await accounts.revokeToken(request.token);
      await audit(request, "退出登录", request.user?.username ?? "");
    }
    return envelope(null, "已退出登录");
  });

  app.post<{ Body: Credentials & { confirm_password?: string; phone?: string } }>(
    "/register",
    { config: { public: true }, schema: { tags: ["account"], body: registerBody } },
    async (request, reply) => {
      if (!deps.openRegistration) throw new AppError(11012, 403);
      // Every attempt counts against the address: nobody fills the table with accounts.
      await throttle.check(reply, "register", null, request.ip);
      await throttle.fail("register", null, request.ip);
      const { username, password, confirm_password } = request.body;
      if (confirm_password !== undefined && confirm_password !== password) {
        throw fail.badParams({ confirm_password: "两次输入的密码不一致" });
      }
      if (await accounts.findByName(username)) throw fail.badParams({ username: "用户名已被注册" });
      // A new account holds no role: it sees the home page until an admin grants one.
      const id = await accounts.createUser({ username, passwordHash: await hashPassword(password) });
      await audit(request, "注册", username, "", username);
      return envelope({ id, username }, "注册成功");
    },
  );

  app.put<{ Body: { old_password: string; new_password: string; confirm_password: string } }>(
    "/v1/userinfo_put_class",
    { schema: { tags: ["account"], body: changePasswordBody } },
    async (request, reply) => {
      const me = currentUser(request);
      const { old_password, new_password, confirm_password } = request.body;
      if (new_password !== confirm_password) {
        throw new AppError(12001, 400, { errors: { confirm_password: "两次输入的新密码不一致" } });
      }
      // A stolen session must not become a way to guess the password: the same count as the login.
      await throttle.check(reply, "staff", me.username, request.ip);
      const row = await accounts.findById(me.id);
      if (!row || !(await verifyPassword(old_password, row.password_hash))) {
        await throttle.fail("staff", me.username, request.ip);
        throw new AppError(10001, 400, { errors: { old_password: "原密码错误" } }, "原密码错误");
      }
      if (old_password === new_password)
        throw new AppError(10100, 400, { errors: { new_password: "新密码不能与原密码相同" } });
      await accounts.setPasswordHash(me.id, await hashPassword(new_password));
      // Other sessions end: whoever knew the old password is logged out everywhere else.
      await accounts.revokeAllTokens(me.id, request.token ?? undefined);
      await audit(request, "修改密码", me.username);
      return envelope(null, "密码修改成功");
    },
  );

  app.post("/v1/login_out_all", { schema: { tags: ["account"], summary: "退出所有设备" } }, async (request) => {
    const me = currentUser(request);
    // This session too: whoever holds any of the user's tokens is logged out.
    await accounts.revokeAllTokens(me.id);
    await audit(request, "退出所有设备", `user#${me.username}`);
    return envelope(null, "已退出所有设备，请重新登录");
  });
}

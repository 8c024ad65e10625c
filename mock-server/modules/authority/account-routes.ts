import type { FastifyInstance } from "fastify";
import { AppError, envelope, fail } from "../../plugins/errors.js";
import { currentUser } from "../../plugins/auth.js";
import type { AuditLog } from "../../plugins/audit.js";
import type { AccessRuleInput } from "../../../src/common/access.js";
import type { AccountRepository } from "../account/repository.js";
import { hashPassword } from "../account/password.js";
import type { LoginThrottle } from "../../plugins/throttle.js";
import type { AuthorityRepository, StaffAccount } from "./repository.js";
import { guardOwnAccount } from "./self-guard.js";
import { attributesSchema, unknownIds, type Attributes } from "./attributes.js";
import type { Store } from "../../db/index.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import type { AccountAttribute } from "../../../src/types/generated/app.js";
import { localize } from "../../../src/common/i18n.js";
import {
  accountCreateBody,
  accountListQuery,
  accountParams,
  accountUpdateBody,
  resetPasswordBody,
  type AccountCreate,
  type AccountPatch,
  type AccountQuery,
} from "./schemas.js";

interface AccountRouteDeps {
  repo: AuthorityRepository;
  accounts: AccountRepository;
  audit: AuditLog;
  throttle: LoginThrottle;
  config: { access: AccessRuleInput; pages: string[] };
  store: Store;
  resources: Record<string, ResourceConfig>;
  /** What an account carries besides its roles (app.json `accountAttributes`). */
  attributes: readonly AccountAttribute[];
}

type Id = { Params: { id: number } };

const shown = (value: unknown) => (Array.isArray(value) ? value.join(",") : String(value ?? "")) || "无";

/** What an edit changed, for the operation log. */
function accountSummary(
  before: StaffAccount,
  after: Pick<StaffAccount, "nickname" | "roles" | "disabled" | "attributes">,
  declared: readonly AccountAttribute[],
): string {
  const changed: string[] = [];
  if (before.nickname !== after.nickname) changed.push(`昵称 ${before.nickname || "无"} → ${after.nickname || "无"}`);
  if (before.roles.join() !== after.roles.join())
    changed.push(`角色 ${before.roles.join(",") || "无"} → ${after.roles.join(",") || "无"}`);
  for (const a of declared) {
    const [was, now] = [shown(before.attributes[a.name]), shown(after.attributes[a.name])];
    if (was !== now) changed.push(`${localize(a.title)} ${was} → ${now}`);
  }
  if (before.disabled !== after.disabled) changed.push(after.disabled ? "禁用" : "启用");
  return changed.join("；") || "无变化";
}

/**
 * 账号管理: staff accounts, paged and searched; 新增账号 (admins only, as the whole group); nickname, roles
 * and the 禁用 switch; password resets.
 */
export async function accountRoutes(app: FastifyInstance, deps: AccountRouteDeps): Promise<void> {
  const { repo, accounts, audit, throttle, config } = deps;
  const tags = ["authority"];
  // The bodies take the app's declared attributes, and no other.
  const attributes = attributesSchema(deps.attributes);
  const createBody = { ...accountCreateBody, properties: { ...accountCreateBody.properties, attributes } };
  const updateBody = { ...accountUpdateBody, properties: { ...accountUpdateBody.properties, attributes } };
  /** Refuses ids of a relation attribute that name no row (`attributes.campus_ids`). */
  const checkAttributes = async (values: Attributes | undefined) => {
    if (!values) return;
    const errors = await unknownIds(deps.store, deps.resources, deps.attributes, values);
    if (Object.keys(errors).length) throw fail.badParams(errors);
  };

  /** The account as the page shows it: with its login lock, which lives in the throttle's counters. */
  const withLock = async (a: StaffAccount): Promise<StaffAccount> => {
    const until = await throttle.lockedUntil("staff", a.username);
    return { ...a, locked_until: until === null ? null : new Date(until).toISOString() };
  };

  app.get<{ Querystring: AccountQuery }>(
    "/v1/accounts",
    {
      config,
      schema: { tags, summary: "账号列表（分页，按用户名、昵称或手机号搜索）", querystring: accountListQuery },
    },
    async (request) => {
      const { pageNo = 1, pageSize = 10 } = request.query;
      const page = await repo.listAccounts(request.query, pageNo, pageSize);
      return envelope({ ...page, list: await Promise.all(page.list.map(withLock)) });
    },
  );

  /** Refuses roles that do not exist, naming them on the field. */
  const checkRoles = async (roles: string[] | undefined) => {
    if (!roles?.length) return;
    const existing = await repo.existingRoles(roles);
    const unknown = roles.filter((r) => !existing.has(r));
    if (unknown.length) throw fail.badParams({ roles: `角色不存在：${unknown.join("、")}` });
  };

  app.post<{ Body: AccountCreate }>(
    "/v1/accounts",
    { config, schema: { tags, summary: "新增账号：用户名、昵称、初始密码、角色、账号属性", body: createBody } },
    async (request) => {
      const { username, password, confirm_password, roles = [], attributes = {} } = request.body;
      if (confirm_password !== undefined && confirm_password !== password) {
        throw new AppError(12001, 400, { errors: { confirm_password: "两次输入的密码不一致" } });
      }
      await checkRoles(roles);
      await checkAttributes(attributes);
      if (await accounts.findByName(username)) throw fail.badParams({ username: "用户名已存在" });
      const nickname = request.body.nickname?.trim() || username;
      const passwordHash = await hashPassword(password);
      const id = await accounts.createUser({ username, nickname, roles, attributes, passwordHash });
      await audit(request, "新增", `account#${id}`, `${username}：角色 ${roles.join(",") || "无"}`);
      return envelope(await withLock((await repo.findAccount(id))!), "新增成功");
    },
  );

  app.put<Id & { Body: AccountPatch }>(
    "/v1/accounts/:id",
    {
      config,
      schema: { tags, summary: "修改账号：昵称、角色、账号属性、禁用", params: accountParams, body: updateBody },
    },
    async (request) => {
      const before = await repo.findAccount(request.params.id);
      if (!before) throw new AppError(404, 404, null, "账号不存在");
      const b = request.body;
      const next = {
        id: before.id,
        nickname: b.nickname?.trim() ?? before.nickname,
        roles: b.roles ?? before.roles,
        disabled: b.disabled ?? before.disabled,
        // A body naming some attributes changes those; the others keep their values.
        attributes: { ...before.attributes, ...b.attributes },
      };
      await checkRoles(b.roles);
      await checkAttributes(b.attributes);
      guardOwnAccount(currentUser(request), before, next);
      await repo.updateAccount(next);
      // A disabled account is refused from its next request; its sessions end for good.
      if (next.disabled && !before.disabled) await accounts.revokeAllTokens(before.id);
      await audit(
        request,
        "修改",
        `account#${before.id}`,
        `${before.username}：${accountSummary(before, next, deps.attributes)}`,
      );
      return envelope(await withLock((await repo.findAccount(before.id))!), "保存成功");
    },
  );

  app.put<Id & { Body: { password: string; confirm_password?: string } }>(
    "/v1/accounts/:id/password",
    { config, schema: { tags, summary: "重置账号密码", params: accountParams, body: resetPasswordBody } },
    async (request) => {
      const target = await repo.findAccount(request.params.id);
      if (!target) throw new AppError(404, 404, null, "账号不存在");
      const { password, confirm_password } = request.body;
      if (confirm_password !== undefined && confirm_password !== password) {
        throw new AppError(12001, 400, { errors: { confirm_password: "两次输入的密码不一致" } });
      }
      await accounts.setPasswordHash(target.id, await hashPassword(password));
      // Whoever used the old password is logged out; an admin resetting their own keeps this session.
      await accounts.revokeAllTokens(target.id, request.token ?? undefined);
      await audit(request, "重置密码", `account#${target.id}`, target.username);
      return envelope(null, "密码已重置");
    },
  );

  app.post<Id>(
    "/v1/accounts/:id/unlock",
    { config, schema: { tags, summary: "解锁账号：清除登录失败次数", params: accountParams } },
    async (request) => {
      const target = await repo.findAccount(request.params.id);
      if (!target) throw new AppError(404, 404, null, "账号不存在");
      await throttle.unlock("staff", target.username);
      await audit(request, "解锁", `account#${target.id}`, target.username);
      return envelope(await withLock((await repo.findAccount(target.id))!), "账号已解锁");
    },
  );
}

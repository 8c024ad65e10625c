import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, envelope, fail } from "../../plugins/errors.js";
import { currentUser } from "../../plugins/auth.js";
import type { AuditLog } from "../../plugins/audit.js";
import type { Store } from "../../db/index.js";
import type { LoadedConfig } from "../../plugins/config-loader.js";
import type { AccountRepository } from "../account/repository.js";
import type { LoginThrottle } from "../../plugins/throttle.js";
import { routeNames } from "../../../src/common/routes.js";
import { localize } from "../../../src/common/i18n.js";
import { accountRoutes } from "./account-routes.js";
import { authorityRepository, type Role } from "./repository.js";
import { guardAdminRole } from "./self-guard.js";
import { rolesFileWith, rolesOf } from "./roles-file.js";
import { checkRowRules } from "../../resources/row-rules.js";
import { checkFieldRules } from "../../resources/field-rules.js";
import type { RoleDefinition } from "../../../src/types/generated/roles.js";
import type { ConfigRuntime } from "../../config/runtime.js";
import type { Localized } from "../../../src/types/generated/routes.js";
import { configVersion } from "../../config/files.js";
import { ADMIN_ONLY, RIGHTS_PAGE, roleBodies, roleParams, type RoleBody, type RolePatch } from "./schemas.js";

export interface AuthorityDeps {
  store: Store;
  config: LoadedConfig;
  /** The config runtime: a role is saved to roles.json and applied as the designer saves a page. */
  runtime: () => ConfigRuntime;
  /** The abilities a role may be granted, by name in order: the framework's and the modules' (AppParts). */
  abilities: Readonly<Record<string, Localized>>;
  /**
   * What a switched-off module brings, which a role keeps while it waits for the module (as the start
   * lets it): its abilities (财务 `FINANCE` of orders) and its resources' rules.
   */
  waiting?: { abilities: ReadonlySet<string>; resource(name: string): boolean };
  accounts: AccountRepository;
  audit: AuditLog;
  throttle: LoginThrottle;
}

/** What a change did to a role, for the operation log. */
function roleSummary(before: Role | null, after: Omit<Role, "accounts" | "created_at">): string {
  const pages = (r: { routes: string[] | null }) => (r.routes === null ? "全部页面" : `${r.routes.length} 个页面`);
  const parts = [`名称 ${after.title}`, `权限 ${after.abilities.join(",") || "无"}`, `可见页面 ${pages(after)}`];
  if (!before) return parts.join("；");
  const changed: string[] = [];
  if (before.title !== after.title) changed.push(`名称 ${before.title} → ${after.title}`);
  if (before.abilities.join() !== after.abilities.join())
    changed.push(`权限 ${before.abilities.join(",") || "无"} → ${after.abilities.join(",") || "无"}`);
  if (JSON.stringify(before.routes) !== JSON.stringify(after.routes))
    changed.push(`可见页面 ${pages(before)} → ${pages(after)}`);
  if (before.description !== after.description) changed.push("描述");
  return changed.join("；") || "无变化";
}

/**
 * 权限管理 (`/v1/roles`, `/v1/accounts`): administrators only, and only while they may open the
 * 权限管理 page. A role is saved to config/roles.json and applied with it (reviewable in git, the
 * operation log says who); its abilities and pages apply from its holders' next request (the auth
 * plugin reads them on every request).
 */
export async function authorityRoutes(app: FastifyInstance, deps: AuthorityDeps): Promise<void> {
  const repo = authorityRepository(deps.store);
  const known = routeNames(deps.config.routes.routes);
  const config = { access: ADMIN_ONLY, pages: [RIGHTS_PAGE] };
  const tags = ["authority"];

  /** Known route names, each once, in the order sent; an unknown one is refused on the field. */
  const checkRoutes = (routes: string[] | null | undefined): string[] | null => {
    if (routes === null || routes === undefined) return null;
    const unknown = routes.filter((r) => !known.has(r));
    if (unknown.length) throw fail.badParams({ routes: `未知的页面：${unknown.slice(0, 5).join("、")}` });
    return [...new Set(routes)];
  };
  /**
   * Writes a role into roles.json (or takes it out) and applies the folder, as the page designer saves: the
   * file is the reviewed truth, the roles table its copy (roles-file.ts).
   */
  const saveRoles = async (request: FastifyRequest, change: Parameters<typeof rolesFileWith>[1]) => {
    const runtime = deps.runtime();
    const files = runtime.folder();
    const changes = new Map([["roles.json", rolesFileWith(files, change)]]);
    await runtime.save(configVersion(files), changes, currentUser(request).username);
  };
  // In the app's order, each once: the framework's, then its modules' (the tutoring app's 财务, FINANCE).
  const names = Object.keys(deps.abilities);
  /** Abilities of switched-off modules a role held before a save: kept, never granted by one. */
  const waitingHeld = (before: string[]) =>
    before.filter((a) => deps.waiting?.abilities.has(a) && !Object.hasOwn(deps.abilities, a));
  const abilitiesOf = (list: string[]) => names.filter((a) => list.includes(a));
  const bodies = roleBodies(
    names,
    names.map((n) => localize(deps.abilities[n], "zh-CN")),
  );

  /** Each role's row and field rules, as this config version's roles.json has them. */
  const rulesOf = (name: string) => {
    const role = rolesOf(deps.config.roles).find((r) => r.name === name);
    return { rows: role?.rows ?? {}, fields: role?.fields ?? {} };
  };
  /**
   * The rules a save names, checked as the start checks roles.json (resources, fields, attributes; 10001 on
   * `rules`), with empty entries dropped; undefined when the save leaves them as they are.
   */
  const checkedRules = (b: Pick<RoleBody, "rows" | "fields">, name: string) => {
    if (b.rows === undefined && b.fields === undefined) return {};
    const fields = Object.fromEntries(
      Object.entries(b.fields ?? {})
        .map(([resource, rule]) => [
          resource,
          Object.fromEntries(Object.entries(rule).filter(([, list]) => list && list.length)),
        ])
        .filter(([, rule]) => Object.keys(rule as object).length),
    );
    const role = { name, title: name, abilities: [], rows: b.rows, fields } as unknown as RoleDefinition;
    const resources = deps.config.resources;
    const waits = (resource: string) => deps.waiting?.resource(resource) ?? false;
    const problems = [
      ...checkRowRules([role], resources, deps.config.app.accountAttributes ?? [], waits),
      ...checkFieldRules([role], resources, waits),
    ];
    if (problems.length) throw fail.badParams({ rules: problems.map((p) => p.message).join("；") });
    return { ...(b.rows !== undefined ? { rows: b.rows } : {}), ...(b.fields !== undefined ? { fields } : {}) };
  };

  app.get("/v1/roles", { config, schema: { tags, summary: "角色列表" } }, async () => {
    const list = (await repo.listRoles()).map((role) => ({ ...role, ...rulesOf(role.name) }));
    return envelope({ list, total: list.length });
  });

  // What 数据权限 offers: the resources with their fields, and the account attributes a rule may read.
  app.get(
    "/v1/roles/rule-options",
    { config, schema: { tags, summary: "数据权限可选的资源、字段与账号属性" } },
    async () =>
      envelope({
        resources: Object.values(deps.config.resources).map((res) => ({
          name: res.name,
          title: localize(res.title, "zh-CN"),
          fields: Object.entries(res.record.properties).map(([field, f]) => ({
            name: field,
            title: localize(f.title, "zh-CN"),
            type: f.type,
            list: f.type === "array",
          })),
        })),
        attributes: (deps.config.app.accountAttributes ?? []).map((a) => ({
          name: a.name,
          title: localize(a.title, "zh-CN"),
        })),
      }),
  );

  app.post<{ Body: RoleBody }>(
    "/v1/roles",
    { config, schema: { tags, summary: "新增角色", body: bodies.create } },
    async (request) => {
      const b = request.body;
      if (await repo.findRole(b.name)) throw fail.badParams({ name: "角色标识已存在" });
      const role = {
        name: b.name,
        title: b.title.trim(),
        description: (b.description ?? "").trim(),
        abilities: abilitiesOf(b.abilities),
        routes: checkRoutes(b.routes),
      };
      await saveRoles(request, { write: { ...role, ...checkedRules(b, role.name) } });
      await deps.audit(request, "新增", `role#${role.name}`, `${roleSummary(null, role)}（roles.json）`);
      return envelope(await repo.findRole(role.name), "新增成功");
    },
  );

  app.put<{ Params: { name: string }; Body: RolePatch }>(
    "/v1/roles/:name",
    { config, schema: { tags, summary: "修改角色（标识不能修改）", params: roleParams, body: bodies.update } },
    async (request) => {
      const before = await repo.findRole(request.params.name);
      if (!before) throw new AppError(404, 404, null, "角色不存在");
      const b = request.body;
      const next = {
        name: before.name,
        title: b.title?.trim() ?? before.title,
        description: b.description?.trim() ?? before.description,
        abilities: b.abilities ? [...abilitiesOf(b.abilities), ...waitingHeld(before.abilities)] : before.abilities,
        routes: b.routes === undefined ? before.routes : checkRoutes(b.routes),
      };
      guardAdminRole(currentUser(request), before.name, next);
      const rules = checkedRules(b, before.name);
      await saveRoles(request, { write: { ...next, ...rules } });
      // The rules are named in the log when they changed: who widened a role's reach is the question it answers.
      const was = rulesOf(before.name);
      const changed = (Object.keys(rules) as (keyof typeof rules)[]).filter(
        (k) => JSON.stringify(rules[k]) !== JSON.stringify(was[k]),
      );
      const ruleNote = changed.map((k) => (k === "rows" ? "数据范围" : "字段权限")).join("、");
      const base = roleSummary(before, next);
      const summary = ruleNote ? `${base === "无变化" ? "" : `${base}；`}${ruleNote}已修改` : base;
      await deps.audit(request, "修改", `role#${before.name}`, `${summary}（roles.json）`);
      return envelope(await repo.findRole(before.name), "保存成功");
    },
  );

  app.delete<{ Params: { name: string } }>(
    "/v1/roles/:name",
    { config, schema: { tags, summary: "删除角色（仍被账号持有时拒绝）", params: roleParams } },
    async (request) => {
      const role = await repo.findRole(request.params.name);
      if (!role) throw new AppError(404, 404, null, "角色不存在");
      guardAdminRole(currentUser(request), role.name, "delete");
      const holders = await repo.holders(role.name);
      if (holders.length) {
        const names = holders.slice(0, 5).join("、") + (holders.length > 5 ? " 等" : "");
        throw new AppError(
          13105,
          409,
          { holders },
          `角色「${role.title}」仍被 ${holders.length} 个账号使用（${names}），请先在账号管理中移除该角色`,
        );
      }
      await saveRoles(request, { remove: role.name });
      // A role the file did not hold (made before roles were config) leaves the table here.
      await repo.deleteRole(role.name);
      await deps.audit(request, "删除", `role#${role.name}`, `${role.title}（roles.json）`);
      return envelope({ deleted: 1 }, "删除成功");
    },
  );

  await accountRoutes(app, {
    repo,
    accounts: deps.accounts,
    audit: deps.audit,
    throttle: deps.throttle,
    config,
    store: deps.store,
    resources: deps.config.resources,
    attributes: deps.config.app.accountAttributes ?? [],
  });
}

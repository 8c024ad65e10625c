import type { FastifyInstance, FastifyRequest } from "fastify";
import { configFor } from "../../resources/field-config.js";
import { fieldView } from "../../resources/field-rules.js";
import type { Store } from "../../db/index.js";
import type { LoadedConfig } from "../../plugins/config-loader.js";
import type { AuditLog } from "../../plugins/audit.js";
import { currentUser, type SessionUser } from "../../plugins/auth.js";
import { AppError, envelope, fail } from "../../plugins/errors.js";
import { pageGate } from "../../plugins/page-gate.js";
import { accessRule } from "../../resources/access.js";
import { can } from "../../../src/common/access.js";
import { fitViewState, unknownViewFields, type ViewState } from "../../../src/common/view-state.js";
import { viewRepository, type SavedView } from "./repository.js";
import { createBody, defaultBody, idParams, listQuery, publishBody, updateBody } from "./schemas.js";

export interface ViewRouteDeps {
  store: Store;
  config: LoadedConfig;
  audit: AuditLog;
}

type Id = { Params: { id: number } };

const nameTaken = () => new AppError(10040, 400, { errors: { name: "视图名称已存在" } }, "视图名称已存在");
const notFound = () => new AppError(10041, 404);
const notOwn = () => new AppError(10042, 403);

/** A view's state, as stored: filters, sorters, columns and a page size fit in far less. */
const MAX_STATE_BYTES = 64 * 1024;
/** Views one user keeps of one list. */
const MAX_VIEWS = 50;

/**
 * 视图 of the list pages (docs/resource-api.md, "Saved views"): a user's named filters, sort, columns
 * and page size per resource, their default view, and views an admin published to roles. A caller
 * sees their own views and those published to one of their roles, of resources they may read (the
 * resource's `read` rule and its list page, as for the list itself); they change only their own.
 */
export async function viewRoutes(app: FastifyInstance, deps: ViewRouteDeps): Promise<void> {
  const repo = viewRepository(deps.store);
  const gate = pageGate(deps.config, deps.config.app.apiBase);
  const tags = ["views"];
  /** Keeping views of lists needs reading at all; each resource's own rule is checked by `readable`. */
  const config = { access: { ability: ["READ"] } };
  const viewer = (user: SessionUser) => ({ id: user.id, roles: user.admin ? [...user.roles, "admin"] : user.roles });

  /** The resource if the caller may read its list: else 404 (unknown) or 403. */
  const readable = (user: SessionUser, name: string) => {
    const res = deps.config.resources[name];
    if (!res) throw new AppError(404, 404, { errors: { resource: "没有这个资源" } }, "没有这个资源");
    if (!can(user, accessRule(res, "read"))) throw fail.forbidden();
    // The list's own page: a role that sees only the selects it feeds has no list to keep views of.
    const pages = gate.pagesOf({ url: `${deps.config.app.apiBase}/v1/resources/${name}`, method: "POST" });
    if (pages && !user.admin && !pages.some((p) => gate.visible(user).has(p))) throw fail.forbidden();
    return res;
  };

  /**
   * The state as the resource's config now allows it, for this caller: what a config change removed, and
   * what the caller's field rules hide (a view published by someone who sees more), is left out.
   */
  const fitted =
    (user: SessionUser) =>
    (view: SavedView): SavedView => {
      const res = deps.config.resources[view.resource];
      if (!res) return view;
      return {
        ...view,
        state: fitViewState(configFor(res, fieldView(user, res, deps.config.roles.roles)), view.state),
      };
    };

  /** A state to store: at most 64 KB, and every field it names must be the resource's. */
  const checkState = (resource: string, state: ViewState) => {
    if (Buffer.byteLength(JSON.stringify(state)) > MAX_STATE_BYTES)
      throw fail.badParams({ state: "视图状态不能超过64KB" });
    const unknown = unknownViewFields(deps.config.resources[resource], state);
    if (Object.keys(unknown).length) {
      const errors = Object.fromEntries(Object.entries(unknown).map(([k, f]) => [k, `本页面没有字段「${f}」`]));
      throw new AppError(10043, 400, { errors });
    }
  };

  /** A view the caller sees, of a resource they may still read. */
  const visible = async (request: FastifyRequest, id: number) => {
    const user = currentUser(request);
    const view = await repo.find(viewer(user), id);
    if (!view) throw notFound();
    readable(user, view.resource);
    return { user, view };
  };
  const own = async (request: FastifyRequest, id: number) => {
    const found = await visible(request, id);
    if (!found.view.mine) throw notOwn();
    return found;
  };
  const unique = async (userId: number, resource: string, name: string, except?: number) => {
    if (await repo.nameTaken(userId, resource, name, except)) throw nameTaken();
  };
  /** A concurrent save of the same name lands on the unique index: the same answer as the check. */
  const write = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      if (deps.store.sql.isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  };

  app.get<{ Querystring: { resource: string } }>(
    "/v1/views",
    { config, schema: { tags, summary: "某资源的视图：自己的与发布给本角色的，及默认视图", querystring: listQuery } },
    async (request) => {
      const user = currentUser(request);
      const { resource } = request.query;
      readable(user, resource);
      const list = (await repo.list(viewer(user), resource)).map(fitted(user));
      return envelope({ list, total: list.length, default_id: await repo.defaultOf(viewer(user), resource) });
    },
  );

  app.get<Id>("/v1/views/:id", { config, schema: { tags, summary: "一个视图", params: idParams } }, async (request) =>
    envelope(fitted(currentUser(request))((await visible(request, request.params.id)).view)),
  );

  app.post<{ Body: { resource: string; name: string; state: ViewState } }>(
    "/v1/views",
    { config, schema: { tags, summary: "保存当前列表状态为视图", body: createBody } },
    async (request) => {
      const user = currentUser(request);
      const { resource, state } = request.body;
      const name = request.body.name.trim();
      readable(user, resource);
      checkState(resource, state);
      await unique(user.id, resource, name);
      if ((await repo.countOwn(user.id, resource)) >= MAX_VIEWS)
        throw fail.badParams({ name: `每个页面最多保存${MAX_VIEWS}个视图，请先删除不用的视图` });
      const id = await write(() => repo.create(user.id, resource, name, state));
      return envelope(await repo.find(viewer(user), id), "视图已保存");
    },
  );

  app.put<Id & { Body: { name?: string; state?: ViewState } }>(
    "/v1/views/:id",
    { config, schema: { tags, summary: "重命名视图或更新为当前状态", params: idParams, body: updateBody } },
    async (request) => {
      const { user, view } = await own(request, request.params.id);
      const name = request.body.name?.trim();
      if (request.body.state) checkState(view.resource, request.body.state);
      if (name !== undefined) await unique(user.id, view.resource, name, view.id);
      await write(() => repo.update(view.id, { name, state: request.body.state }));
      return envelope(fitted(currentUser(request))((await repo.find(viewer(user), view.id))!), "视图已更新");
    },
  );

  app.delete<Id>(
    "/v1/views/:id",
    { config, schema: { tags, summary: "删除自己的视图", params: idParams } },
    async (request) => {
      const { view } = await own(request, request.params.id);
      await repo.remove(view.id);
      return envelope(null, "视图已删除");
    },
  );

  app.put<{ Body: { resource: string; view_id: number | null } }>(
    "/v1/views/default",
    { config, schema: { tags, summary: "设为默认视图（null：回到页面默认）", body: defaultBody } },
    async (request) => {
      const user = currentUser(request);
      const { resource, view_id } = request.body;
      readable(user, resource);
      if (view_id !== null) {
        const view = await repo.find(viewer(user), view_id);
        if (!view || view.resource !== resource) throw notFound();
      }
      await repo.setDefault(user.id, resource, view_id);
      return envelope({ default_id: view_id }, view_id === null ? "已恢复默认视图" : "已设为默认视图");
    },
  );

  app.put<Id & { Body: { roles: string[] } }>(
    "/v1/views/:id/roles",
    {
      config: { access: ["admin"] },
      schema: { tags, summary: "发布视图给角色（空数组：取消发布）；仅管理员", params: idParams, body: publishBody },
    },
    async (request) => {
      const { user, view } = await own(request, request.params.id);
      const roles = request.body.roles;
      const known = await repo.knownRoles(roles);
      const unknown = roles.filter((r) => r !== "admin" && !known.has(r));
      if (unknown.length) throw fail.badParams({ roles: `未知的角色：${unknown.join("、")}` });
      await repo.publish(view.id, user.id, roles);
      const what = `${view.resource}「${view.name}」`;
      if (roles.length) await deps.audit(request, "发布视图", `view#${view.id}`, `${what} → ${roles.join("、")}`);
      else await deps.audit(request, "取消发布视图", `view#${view.id}`, what);
      return envelope(
        fitted(currentUser(request))((await repo.find(viewer(user), view.id))!),
        roles.length ? "视图已发布" : "已取消发布",
      );
    },
  );
}

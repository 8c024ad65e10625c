import type { FastifyInstance } from "fastify";
import type { Localized } from "../../../src/types/generated/routes.js";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { brandFile, imageType, pageTag } from "../../brand.js";
import { envelope, fail } from "../../plugins/errors.js";
import { catalogueFor, requestLocale } from "../../plugins/locale.js";
import { currentUser } from "../../plugins/auth.js";
import type { LoadedConfig } from "../../plugins/config-loader.js";
import { flattenRoutes, visibleRoutes } from "../../../src/common/routes.js";
import type { NoticeKind, NoticeRepository } from "./notices.js";
import type { AuditLog } from "../../plugins/audit.js";
import type { DemoAccount } from "../../seed/accounts.js";
import { isLocale, localize, type Locale } from "../../../src/common/i18n.js";
import type { RouteConfig } from "../../../src/types/generated/routes.js";
import type { AccountRepository } from "../account/repository.js";

export interface ShellDeps {
  config: LoadedConfig;
  notices: NoticeRepository;
  audit: AuditLog;
  /** Named on the login page in demo mode (empty in production). */
  demoAccounts: DemoAccount[];
  /** The language a user chose, for a call that names none. */
  accounts: Pick<AccountRepository, "findById">;
  /** The abilities a role may be granted (AppParts), for 权限管理 and 首页. */
  abilities: Readonly<Record<string, Localized>>;
}

/**
 * A route tree with its titles in one language. `router/getList` is a call of the original's (spec §7):
 * its client reads `meta.title` as a string, and an object of both languages would show as
 * `[object Object]` in its menu.
 */
function inLanguage(routes: RouteConfig[], locale: Locale): RouteConfig[] {
  return routes.map((route) => ({
    ...route,
    ...(route.meta?.title !== undefined && { meta: { ...route.meta, title: localize(route.meta.title, locale) } }),
    ...(route.children && { children: inLanguage(route.children, locale) }),
  }));
}

const kindQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    kind: { type: "string", enum: ["notice", "email"] },
    pageNo: { type: "integer" },
    pageSize: { type: "integer" },
  },
} as const;

/** What the shell needs from the server: boot config, routes, notices, search. */
export async function shellRoutes(
  app: FastifyInstance,
  { config, notices, audit, demoAccounts, accounts, abilities }: ShellDeps,
) {
  /** The browser boots from this: app settings, the error catalogue, the whole route tree, the demo accounts. */
  // What only the server acts on (backups, log retention, the CORS origins) is nobody else's business: a
  // visitor reads this. The catalogue in the request's language: the browser shows the texts of the
  // language it chose.
  const { backup: _backup, operationLog: _operationLog, cors: _cors, ...browserApp } = config.app;
  app.get("/app/config", { config: { public: true }, schema: { tags: ["shell"] } }, async (request) =>
    envelope({
      version: config.version,
      app: browserApp,
      errors: catalogueFor(config.errors, requestLocale(request)),
      routes: config.routes.routes,
      demoAccounts: demoAccounts.map((a) => ({ ...a, title: localize(a.title, requestLocale(request)) })),
      abilities: Object.entries(abilities).map(([name, title]) => ({
        name,
        title: localize(title, requestLocale(request)),
      })),
    }),
  );

  // The app's logo and tab icon (app.json `logo`, `favicon`): files of the config folder, public as the
  // login page shows them; 404 when the app has none.
  for (const image of ["logo", "favicon"] as const) {
    app.get(
      `/app/${image}`,
      {
        config: { public: true },
        schema: { tags: ["shell"], summary: `应用的${image === "logo" ? "标志" : "网页图标"}（图片）` },
      },
      async (request, reply) => {
        const file = brandFile(config.app, image);
        if (!file) throw fail.notFound();
        const bytes = await readFile(join(config.dir, file));
        const tag = pageTag(bytes);
        reply.header("Cache-Control", "no-cache").header("ETag", tag);
        if (request.headers["if-none-match"] === tag) return reply.code(304).send();
        return reply.type(imageType(file)).send(bytes);
      },
    );
  }

  // In the language the call asks for (Accept-Language), else the one the user chose, else Chinese. The
  // product's browser always asks in its language, and a switch of language reloads it: it asks again.
  app.get("/router/getList", { schema: { tags: ["shell"] } }, async (request) => {
    const me = currentUser(request);
    const chosen = request.headers["accept-language"] ? undefined : (await accounts.findById(me.id))?.locale;
    const locale = chosen && isLocale(chosen) ? chosen : requestLocale(request);
    const list = visibleRoutes(config.routes.routes, me, config.app);
    return envelope({ list: inLanguage(list, locale) });
  });

  app.get<{ Querystring: { kind?: NoticeKind } }>(
    "/notice/getList",
    { schema: { tags: ["shell"], querystring: kindQuery } },
    async (request) => {
      const list = await notices.list(currentUser(request).id, request.query.kind);
      return envelope({ list, total: list.length });
    },
  );

  app.post<{ Body: { kind?: NoticeKind } | undefined }>(
    "/notice/clear",
    {
      schema: {
        tags: ["shell"],
        body: {
          type: ["object", "null"],
          additionalProperties: false,
          properties: { kind: { type: "string", enum: ["notice", "email"] } },
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const cleared = await notices.clear(me.id, request.body?.kind);
      await audit(request, "清空消息", me.username, `${cleared} 条`);
      return envelope({ cleared }, "清空成功");
    },
  );

  app.get<{ Querystring: { keyword?: string } }>(
    "/search/getList",
    {
      schema: {
        tags: ["shell"],
        querystring: { type: "object", properties: { keyword: { type: "string", maxLength: 50 } } },
      },
    },
    async (request) => {
      const keyword = (request.query.keyword ?? "").trim().toLowerCase();
      if (!keyword) return envelope({ list: [], total: 0 });
      const visible = visibleRoutes(config.routes.routes, currentUser(request), config.app);
      const list = flattenRoutes(visible)
        .filter(({ route }) => route.component !== "Layout" && !route.meta?.hidden && route.meta?.title)
        .filter(
          ({ route, fullPath }) =>
            localize(route.meta!.title).toLowerCase().includes(keyword) || fullPath.toLowerCase().includes(keyword),
        )
        .map(({ route, fullPath, parents }) => ({
          title: localize(route.meta!.title!),
          path: fullPath,
          group: parents
            .map((p) => localize(p.meta?.title))
            .filter(Boolean)
            .join(" / "),
        }));
      return envelope({ list, total: list.length });
    },
  );
}

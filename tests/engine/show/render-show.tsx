import { render } from "@testing-library/react";
import { BrowserRouter, Route, Routes } from "react-router";
import { App as AntdApp, ConfigProvider } from "antd";
import zhCNLocale from "antd/es/locale/zh_CN";
import { ServicesContext } from "../../../src/app/services-context.js";
import { createServices } from "../../../src/app/services.js";
import { RefineShell } from "../../../src/app/refine/RefineShell.js";
import ResourceListPage from "../../../src/engine/list/ResourceListPage.js";
import ShowPage from "../../../src/engine/show/ShowPage.js";
import type { RouteConfig } from "../../../src/types/generated/routes.js";
import type { UserInfo } from "../../../src/app/session/validate.js";
import { admin, shippedBoot } from "../support/boot.js";
import { fakeResourceServer, type FakeResources } from "../support/fake-resources.js";
import { inlineComputedStylesOnly } from "../support/fast-styles.js";

inlineComputedStylesOnly();

/**
 * Renders the engine at `path` with a list (`/<name>-list`) and a detail page (`/<name>-detail`) per
 * resource, signed in as `user`. `pages` names the routes the user may open (all when absent), as the
 * server's filtered route tree would.
 */
export function renderShow(path: string, server: FakeResources, user: UserInfo = admin, pages?: string[]) {
  window.localStorage.clear();
  window.history.replaceState(null, "", path);
  const fetch = fakeResourceServer(server);
  const services = createServices(shippedBoot(), { fetch: fetch as unknown as typeof globalThis.fetch });
  const names = Object.keys(server.configs);
  const all = names.flatMap((name) => [
    { path: `${name}-list`, name: `${name}List`, component: `resource:${name}`, meta: { title: name } },
    { path: `${name}-detail`, name: `${name}Detail`, component: `show:${name}`, meta: { title: `${name}详情` } },
  ]);
  const routes: RouteConfig[] = [
    { path: "/", name: "Root", component: "Layout", children: all.filter((r) => !pages || pages.includes(r.name)) },
  ];
  services.session.setToken("tok");
  services.session.setUser(user, { admin: !!user.admin, roles: user.roles, ability: user.ability });
  services.session.setRoutes(routes);
  const result = render(
    <ServicesContext.Provider value={services}>
      <ConfigProvider locale={zhCNLocale}>
        <AntdApp>
          <BrowserRouter>
            <RefineShell>
              <Routes>
                {names.flatMap((name) => [
                  <Route key={`${name}-list`} path={`/${name}-list`} element={<ResourceListPage name={name} />} />,
                  <Route key={`${name}-detail`} path={`/${name}-detail`} element={<ShowPage name={name} />} />,
                ])}
              </Routes>
            </RefineShell>
          </BrowserRouter>
        </AntdApp>
      </ConfigProvider>
    </ServicesContext.Provider>,
  );
  return { ...result, fetch, services };
}

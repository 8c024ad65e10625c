import { useEffect } from "react";
import { render } from "@testing-library/react";
import type { MessageInstance } from "antd/es/message/interface";
import { BrowserRouter, Route, Routes } from "react-router";
import { App as AntdApp, ConfigProvider } from "antd";
import zhCNLocale from "antd/es/locale/zh_CN";
import { ServicesContext } from "../../../src/app/services-context.js";
import { createServices } from "../../../src/app/services.js";
import { RefineShell } from "../../../src/app/refine/RefineShell.js";
import ResourceListPage from "../../../src/engine/list/ResourceListPage.js";
import ResourceFormPage from "../../../src/engine/form/ResourceFormPage.js";
import type { RouteConfig } from "../../../src/types/generated/routes.js";
import { admin, shippedBoot } from "./boot.js";
import type { UserInfo } from "../../../src/app/session/validate.js";
import { fakeResourceServer, type FakeResources } from "./fake-resources.js";
import { inlineComputedStylesOnly } from "./fast-styles.js";

inlineComputedStylesOnly();

/** The http client's own toasts, shown like the app shows them, so a duplicate would be seen. */
const toasts: { api: MessageInstance | null } = { api: null };
function HttpToasts() {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    toasts.api = message;
  }, [message]);
  return null;
}

/** The routes the engine's pages find each other by: a list and its create page per resource. */
function routesFor(names: string[]): RouteConfig[] {
  return [
    {
      path: "/",
      name: "Root",
      component: "Layout",
      children: names.flatMap((name) => [
        { path: `${name}-list`, name: `${name}List`, component: `resource:${name}`, meta: { title: name } },
        { path: `${name}-add`, name: `${name}Add`, component: `form:${name}`, meta: { title: name } },
      ]),
    },
  ];
}

/**
 * Renders the engine's list (`/<name>-list`) or create page (`/<name>-add`) at `path` inside
 * Refine and antd as the shell does, signed in as `user`, against a fake resource API, with
 * `stored` in localStorage.
 */
export function renderEngine(
  path: string,
  server: FakeResources,
  user: UserInfo = admin,
  stored: Record<string, string> = {},
) {
  window.localStorage.clear();
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  window.history.replaceState(null, "", path);
  const fetch = fakeResourceServer(server);
  const services = createServices(shippedBoot(), {
    fetch: fetch as unknown as typeof globalThis.fetch,
    notify: { error: (m) => void toasts.api?.error(m), success: (m) => void toasts.api?.success(m) },
  });
  const names = Object.keys(server.configs);
  services.session.setToken("tok");
  services.session.setUser(user, { admin: !!user.admin, roles: user.roles, ability: user.ability });
  services.session.setRoutes(routesFor(names));
  const result = render(
    <ServicesContext.Provider value={services}>
      <ConfigProvider locale={zhCNLocale}>
        <AntdApp>
          <HttpToasts />
          <BrowserRouter>
            <RefineShell>
              <Routes>
                {names.flatMap((name) => [
                  <Route key={`${name}-list`} path={`/${name}-list`} element={<ResourceListPage name={name} />} />,
                  <Route key={`${name}-add`} path={`/${name}-add`} element={<ResourceFormPage name={name} />} />,
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

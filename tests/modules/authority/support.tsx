import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter, Route, Routes } from "react-router";
import { vi } from "vitest";
import { ServicesContext } from "../../../src/app/services-context.js";
import { createServices } from "../../../src/app/services.js";
import type { UserInfo } from "../../../src/app/session/validate.js";
import { shippedBootConfig } from "../../helpers/boot-config.js";
import { adminInfo } from "../../helpers/render-app.js";
import type { FakeFetch } from "../../helpers/render-page.js";

export { bodies, calls, fakeServer, type Answer, type FakeFetch } from "../../helpers/render-page.js";

/** The JSON body of a call. */
export const sent = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit | undefined)?.body)) as unknown;

/**
 * Renders a page on its route as the shell hosts it: the app's services on `fetch`, signed in as
 * `user` (with a token) and the shipped routes, react-query, the router and antd's App; other paths
 * render their name, so a test sees where the page sent the user. Returns the services, whose session
 * a page may change (the header reads it).
 */
export function renderPage(ui: ReactElement, options: { fetch: FakeFetch; path: string; user?: UserInfo }) {
  window.localStorage.clear();
  window.history.replaceState(null, "", options.path);
  const notify = { error: vi.fn(), success: vi.fn() };
  const services = createServices(shippedBootConfig(), {
    fetch: options.fetch as unknown as typeof globalThis.fetch,
    notify,
  });
  services.navigator.go = (to) => window.history.pushState(null, "", to);
  const user = options.user ?? adminInfo;
  services.session.setToken("tok-test");
  services.session.setUser(user, { admin: user.admin === true, roles: user.roles, ability: user.ability });
  services.session.setRoutes(services.boot.routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <AntdApp>
            <Routes>
              <Route path={new URL(options.path, "http://x").pathname} element={ui} />
            </Routes>
          </AntdApp>
        </BrowserRouter>
      </QueryClientProvider>
    </ServicesContext.Provider>,
  );
  return { notify, services, user: userEvent.setup() };
}

import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter, Route, Routes } from "react-router";
import { vi } from "vitest";
import { ServicesContext } from "../../src/app/services-context.js";
import { createServices } from "../../src/app/services.js";
import type { UserInfo } from "../../src/app/session/validate.js";
import { reply, shippedBootConfig } from "./boot-config.js";
import { adminInfo } from "./render-app.js";
import { inlineComputedStylesOnly } from "../engine/support/fast-styles.js";

inlineComputedStylesOnly();

/** One endpoint's answer, by path without `/api` (query included); undefined passes it on. */
export type Answer = (path: string, init?: RequestInit) => Response | undefined;

/** A fake fetch: the first of `answers` that answers a request wins; anything else is an empty success. */
export function fakeServer(...answers: (Answer | undefined)[]) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.replace(/^\/api/, "");
    for (const answer of answers) {
      const own = answer?.(path, init);
      if (own) return own;
    }
    return reply({}, 200, 200, "ok");
  });
}

export type FakeFetch = ReturnType<typeof fakeServer>;

/** The requests whose path (after `/api`) starts with `prefix`. */
export const calls = (fetch: FakeFetch, prefix: string) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith(`/api${prefix}`));

/** The JSON bodies sent to `prefix`. */
export const bodies = (fetch: FakeFetch, prefix: string) =>
  calls(fetch, prefix).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/**
 * Renders a page's UI at `path` as the shell hosts it: the app's services on `fetch`, signed in as
 * `user` with the shipped routes, react-query, the router (the UI on the route of `path`) and antd's App. The http client's own
 * toasts go to `notify`, so a test sees a generic toast the page should have kept silent.
 */
export function renderPage(ui: ReactElement, options: { fetch: FakeFetch; path: string; user?: UserInfo }) {
  window.history.replaceState(null, "", options.path);
  const notify = { error: vi.fn(), success: vi.fn() };
  const services = createServices(shippedBootConfig(), {
    fetch: options.fetch as unknown as typeof globalThis.fetch,
    notify,
  });
  const user = options.user ?? adminInfo;
  services.session.setUser(user, { admin: user.admin === true, roles: user.roles, ability: user.ability });
  services.session.setRoutes(services.boot.routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <AntdApp>
            {/* On its own route, as in the shell: the page knows its address from it. */}
            <Routes>
              <Route path={new URL(options.path, "http://x").pathname} element={ui} />
            </Routes>
          </AntdApp>
        </BrowserRouter>
      </QueryClientProvider>
    </ServicesContext.Provider>,
  );
  return { notify, user: userEvent.setup() };
}

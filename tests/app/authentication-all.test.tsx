import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { App } from "../../src/app/App.js";
import { createServices } from "../../src/app/services.js";
import { editorInfo } from "../helpers/render-app.js";
import { reply, shippedBootConfig } from "../helpers/boot-config.js";

describe("authentication mode 'all'", () => {
  it("builds the menu from /api/router/getList instead of filtering the config itself", async () => {
    const boot = shippedBootConfig();
    boot.app = { ...boot.app, authentication: "all" };
    const serverRoutes = [
      {
        path: "/",
        name: "Root",
        component: "Layout",
        redirect: "/index",
        meta: { levelHidden: true },
        children: [{ path: "index", name: "Index", component: "home/Index", meta: { title: "首页", icon: "home" } }],
      },
      {
        path: "/only-from-server",
        name: "OnlyFromServer",
        component: "Layout",
        meta: { title: "服务端菜单", icon: "book" },
        children: [{ path: "page", name: "ServerPage", component: "x/Y", meta: { title: "服务端页面" } }],
      },
    ];
    const fetch = vi.fn(async (url: string) => {
      if (url.startsWith("/api/get_user_by_token")) return reply(editorInfo);
      if (url.startsWith("/api/router/getList")) return reply({ list: serverRoutes });
      return reply(null, 404, 404);
    });
    window.localStorage.setItem("omo-token", "tok");
    window.history.replaceState(null, "", "/");
    const services = createServices(boot, { fetch: fetch as unknown as typeof globalThis.fetch });
    render(<App services={services} />);
    await waitFor(() => expect(window.location.pathname).toBe("/index"));
    expect((await screen.findAllByText("服务端菜单")).length).toBeGreaterThan(0);
    expect(screen.queryByText("教务管理")).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith("/api/router/getList"))).toBe(true);
  });

  it("rejects a malformed route list with the spec's message and resets the session", async () => {
    const boot = shippedBootConfig();
    boot.app = { ...boot.app, authentication: "all" };
    const fetch = vi.fn(async (url: string) =>
      url.startsWith("/api/get_user_by_token") ? reply(editorInfo) : reply({ list: "not routes" }),
    );
    window.localStorage.setItem("omo-token", "tok");
    window.history.replaceState(null, "", "/index");
    const services = createServices(boot, { fetch: fetch as unknown as typeof globalThis.fetch });
    render(<App services={services} />);
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe("/login?redirect=%2Findex"));
    expect(window.localStorage.getItem("omo-token")).toBeNull();
    expect(await screen.findByText("路由格式返回有误！")).toBeInTheDocument();
  });
});

import { createElement, Suspense } from "react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createServices } from "../../src/app/services.js";
import { firstPageParams, startFirstScreen, type PageCode } from "../../src/app/first-screen.js";
import { standalonePages } from "../../src/app/standalone-pages.js";
import { createDataProvider } from "../../src/app/providers/data-provider.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { reply, shippedBootConfig } from "../helpers/boot-config.js";

const LIST = "/operation-management/category-management";
/** 分类管理's config as far as its first page goes: a tree sorted by `sort`, app.json's 10 a page. */
const category = {
  name: "category",
  list: { columns: [], defaultSort: { field: "sort", order: "ascending" }, tree: { parentField: "parent_id" } },
} as unknown as ResourceConfig;
const FIRST_PAGE = "/api/v1/resources/category?pageNo=1&pageSize=10&prop=sort&order=ascending&treeRoots=1";
const admin = { username: "admin", avatar: "", roles: ["admin"], ability: ["READ", "WRITE", "DELETE"] };

/** A server that answers each request only when the test says so; the paths asked for, in order. */
function heldServer() {
  const asked: string[] = [];
  const pending = new Map<string, (res: Response) => void>();
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    const path = url.pathname + url.search;
    asked.push(path);
    return new Promise<Response>((resolve) => pending.set(path, resolve));
  });
  /** Answers `path` once it has been asked for. */
  const answer = async (path: string, data: unknown, code = 200, status = 200) => {
    await vi.waitFor(() => expect([...pending.keys()]).toContain(path));
    const resolve = pending.get(path)!;
    pending.delete(path);
    resolve(reply(data, code, status));
  };
  return { asked, answer, fetch: fetch as unknown as typeof globalThis.fetch };
}

function setup(token: string | null = "t1") {
  const boot = shippedBootConfig();
  const storage = window.localStorage;
  storage.clear();
  if (token) storage.setItem(boot.app.storageKey, token);
  const server = heldServer();
  const notify = { error: vi.fn(), success: vi.fn() };
  const services = createServices(boot, { fetch: server.fetch, storage, notify, reload: () => {} });
  const loadCode = vi.fn((_page: PageCode): Promise<unknown> => Promise.resolve());
  return {
    services,
    server,
    notify,
    loadCode,
    start: (pathname = LIST, search = "") => startFirstScreen(services, { location: { pathname, search }, loadCode }),
  };
}

describe("the first screen of a list page", () => {
  it("asks for the list's config with the user, and its first rows once the config is in, before the user answers", async () => {
    const { server, start, loadCode } = setup();
    start();
    expect(server.asked).toEqual([
      "/api/get_user_by_token",
      "/api/v1/resources/category/config",
      "/api/v1/views?resource=category",
    ]);
    expect(loadCode).toHaveBeenCalledWith({ shell: true, component: "resource:category" });
    await server.answer("/api/v1/resources/category/config", category);
    // The user has not answered: the first page does not wait for the guard, the shell or the page.
    await vi.waitFor(() => expect(server.asked).toContain(FIRST_PAGE));
  });

  it("serves the early answers to the page's own identical requests instead of asking twice", async () => {
    const { services, server, start } = setup();
    start();
    await server.answer("/api/v1/resources/category/config", category);
    await server.answer(FIRST_PAGE, { list: [{ id: 1, name: "数学" }], total: 1 });
    await server.answer("/api/get_user_by_token", admin);

    const config = await services.http("/v1/resources/category/config", { silent: true });
    const rows = await createDataProvider(services.http, services.boot.app.apiBase).getList({
      resource: "category",
      pagination: { currentPage: 1, pageSize: 10, mode: "server" },
      sorters: [{ field: "sort", order: "asc" }],
      filters: [],
      meta: { treeRoots: true },
    });
    expect(config).toEqual(category);
    expect(rows).toEqual({ data: [{ id: 1, name: "数学" }], total: 1, totalExact: true });
    // The guard's loadSession takes the early attempt: no second user request.
    await services.loadSession();
    expect(services.session.get().routes).not.toBeNull();
    expect(server.asked.filter((p) => p === FIRST_PAGE)).toHaveLength(1);
    expect(server.asked.filter((p) => p.endsWith("/config"))).toHaveLength(1);
    expect(server.asked.filter((p) => p === "/api/get_user_by_token")).toHaveLength(1);

    // Served once: the next identical request (a refresh) asks the server.
    void services.http("/v1/resources/category/config", { silent: true });
    expect(server.asked.filter((p) => p.endsWith("/config"))).toHaveLength(2);
  });

  it("gives the guard the session the early load has put in, without asking for the user again", async () => {
    const { services, server, start } = setup();
    start("/");
    await server.answer("/api/get_user_by_token", admin);
    // In before the guard's effect runs (a reload: the user answers before the shell has drawn).
    await vi.waitFor(() => expect(services.session.get().routes).not.toBeNull());
    await services.ensureSession();
    expect(server.asked.filter((p) => p === "/api/get_user_by_token")).toHaveLength(1);
    // Without a session in, it loads one: a login, or an early load still on its way.
    services.session.reset();
    services.session.setToken("t2");
    const loaded = services.ensureSession();
    expect(server.asked.filter((p) => p === "/api/get_user_by_token")).toHaveLength(2);
    await server.answer("/api/get_user_by_token", admin);
    await loaded;
    expect(services.session.get().routes).not.toBeNull();
  });

  it("asks again, with the page's own options, when an early request failed, so the failure is said as before", async () => {
    const { services, server, notify, start } = setup();
    start();
    await server.answer("/api/v1/views?resource=category", null, 10000, 500);
    // The early request was silent.
    expect(notify.error).not.toHaveBeenCalled();
    const views = services.http("/v1/views?resource=category");
    await vi.waitFor(() => expect(server.asked.filter((p) => p.startsWith("/api/v1/views"))).toHaveLength(2));
    await server.answer("/api/v1/views?resource=category", null, 10000, 500);
    await expect(views).rejects.toThrow();
    expect(notify.error).toHaveBeenCalledTimes(1);
  });

  it("hands the guard a failed early session load, and forgets early answers when the session ends", async () => {
    const { services, server, start } = setup();
    start();
    await server.answer("/api/v1/resources/category/config", category);
    await server.answer("/api/get_user_by_token", null, 401, 401);
    // The 401 ended the session: its early answers are not served to the next one.
    await vi.waitFor(() => expect(services.session.get().token).toBeNull());
    void services.http("/v1/resources/category/config", { silent: true });
    expect(server.asked.filter((p) => p.endsWith("/config"))).toHaveLength(2);
    // A new login loads its own session, not the failed early attempt.
    services.session.setToken("t2");
    const loaded = services.loadSession();
    expect(server.asked.filter((p) => p === "/api/get_user_by_token")).toHaveLength(2);
    await server.answer("/api/get_user_by_token", admin);
    await loaded;
    expect(services.session.get().user?.username).toBe("admin");
  });

  it("asks nothing for a visitor, and only the session for a page that is not a list", async () => {
    const visitor = setup(null);
    visitor.start();
    expect(visitor.server.asked).toEqual([]);
    // The guard sends a visitor to the login page: its code is what they will wait for.
    expect(visitor.loadCode).toHaveBeenCalledWith({ shell: false, component: "account/Login" });
    visitor.loadCode.mockClear();
    visitor.start("/register");
    expect(visitor.loadCode).toHaveBeenCalledWith({ shell: false, component: "account/Register" });

    const home = setup();
    home.start("/");
    expect(home.server.asked).toEqual(["/api/get_user_by_token"]);
    expect(home.loadCode).toHaveBeenCalledWith({ shell: true, component: "home/Index" });
  });

  it("answers once the page's code is in, or has failed to come", async () => {
    const { start, loadCode } = setup();
    let arrive!: () => void;
    loadCode.mockImplementationOnce(() => new Promise<void>((resolve) => (arrive = resolve)));
    let done = false;
    const started = start().then(() => (done = true));
    await vi.waitFor(() => expect(loadCode).toHaveBeenCalled());
    await Promise.resolve();
    expect(done).toBe(false);
    arrive();
    await started;
    expect(done).toBe(true);

    const failing = setup();
    failing.loadCode.mockRejectedValueOnce(new Error("offline"));
    await expect(failing.start()).resolves.toBeUndefined();
  });

  it("stops waiting for the shell's code when the session fails to load, once the login page's is in", async () => {
    const { server, start, loadCode } = setup("ended-token");
    // The shell's code never comes; the login page's comes at once.
    loadCode.mockImplementation((page: PageCode) => (page.shell ? new Promise(() => {}) : Promise.resolve()));
    const started = start();
    await server.answer("/api/get_user_by_token", null, 401, 401);
    await started;
    expect(loadCode).toHaveBeenCalledWith({ shell: true, component: "resource:category" });
    expect(loadCode).toHaveBeenLastCalledWith({ shell: false, component: "account/Login" });
  });

  it("loads a signed-in visit to the login page's target: the page the guard sends it on to", async () => {
    const { server, start, loadCode } = setup();
    start("/login", `?redirect=${encodeURIComponent(`${LIST}?pageSize=20`)}`);
    expect(loadCode).toHaveBeenCalledWith({ shell: true, component: "resource:category" });
    await server.answer("/api/v1/resources/category/config", category);
    await vi.waitFor(() =>
      expect(server.asked).toContain(
        "/api/v1/resources/category?pageNo=1&pageSize=20&prop=sort&order=ascending&treeRoots=1",
      ),
    );
    // No target: the home page, through the `/` redirect.
    const home = setup();
    home.start("/login");
    expect(home.loadCode).toHaveBeenCalledWith({ shell: true, component: "home/Index" });
    // A page outside the shell, signed in.
    const denied = setup();
    denied.start("/403");
    expect(denied.loadCode).toHaveBeenCalledWith({ shell: false, component: "errors/Forbidden" });
  });

  it("draws a page outside the shell without its loading fallback once the first screen has answered", async () => {
    const { services } = setup(null);
    await startFirstScreen(services, { location: { pathname: "/404", search: "" } });
    render(
      <MemoryRouter>
        <Suspense fallback={<p>加载中</p>}>{createElement(standalonePages["errors/NotFound"])}</Suspense>
      </MemoryRouter>,
    );
    expect(screen.queryByText("加载中")).toBeNull();
    expect(screen.getByText("404")).toBeInTheDocument();
  });

  it("knows the first page from the address's page, size and sort, and leaves filters or a view to the page", () => {
    expect(firstPageParams(category, "", 10)).toEqual({
      pageNo: 1,
      pageSize: 10,
      prop: "sort",
      order: "ascending",
      treeRoots: "1",
    });
    expect(firstPageParams(category, "?pageSize=20&currentPage=3", 10)).toMatchObject({ pageNo: 3, pageSize: 20 });
    expect(firstPageParams(category, "?pageSize=0", 10)).toBeNull();
    // The list writes its page, size and sort into the address: a reload carries them.
    expect(
      firstPageParams(category, "?pageSize=20&currentPage=2&sorters[0][field]=name&sorters[0][order]=desc", 10),
    ).toEqual({ pageNo: 2, pageSize: 20, prop: "name", order: "descending", treeRoots: "1" });
    expect(firstPageParams(category, "?sorters%5B0%5D%5Bfield%5D=sort&sorters%5B0%5D%5Border%5D=asc", 10)).toEqual({
      pageNo: 1,
      pageSize: 10,
      prop: "sort",
      order: "ascending",
      treeRoots: "1",
    });
    // A sort that is not whole, or numbered with a gap, is left to the page.
    expect(firstPageParams(category, "?sorters[0][field]=name", 10)).toBeNull();
    expect(firstPageParams(category, "?sorters[0][field]=name&sorters[0][order]=up", 10)).toBeNull();
    expect(firstPageParams(category, "?sorters[1][field]=name&sorters[1][order]=asc", 10)).toBeNull();
    expect(
      firstPageParams(category, "?sorters[0][field]=name&sorters[0][order]=asc&filters[0][field]=name", 10),
    ).toBeNull();
    expect(firstPageParams(category, "?view=3", 10)).toBeNull();
  });
});

import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reply, shippedBootConfig } from "../helpers/boot-config.js";
import { App } from "../../src/app/App.js";
import { createServices } from "../../src/app/services.js";
import { fakeServer, renderApp } from "../helpers/render-app.js";

const LOST = "登录已失效，请重新登录";
const here = () => window.location.pathname + window.location.search;

describe("a lost session", () => {
  it("says so once when a stored token is refused, then shows the login page", async () => {
    renderApp("/index", { token: "broken-token" });
    await waitFor(() => expect(here()).toBe("/login?redirect=%2Findex"));
    expect(await screen.findByText(LOST)).toBeInTheDocument();
    expect(screen.getAllByText(LOST)).toHaveLength(1);
    expect(await screen.findByPlaceholderText("请输入用户名")).toBeInTheDocument();
  });

  it("says so when the stored token is refused before the app has drawn", async () => {
    // The entry loads the session while it waits for the page's code, before any message holder is in.
    window.localStorage.clear();
    window.localStorage.setItem("omo-token", "broken-token");
    window.history.replaceState(null, "", "/index");
    const services = createServices(shippedBootConfig(), { fetch: fakeServer() as unknown as typeof fetch });
    await services.loadSessionEarly().catch(() => {});
    render(<App services={services} />);
    expect(await screen.findByText(LOST)).toBeInTheDocument();
    expect(screen.getAllByText(LOST)).toHaveLength(1);
    await waitFor(() => expect(here()).toBe("/login?redirect=%2Findex"));
  });

  it("says so once when the session ends under parallel requests", async () => {
    const server = fakeServer();
    let revoked = false;
    const fetch = (async (url: string, init?: RequestInit) =>
      revoked ? reply(null, 401, 401, LOST) : server(url, init)) as unknown as ReturnType<typeof fakeServer>;
    await server("/api/login", { method: "POST", body: JSON.stringify({ username: "admin", password: "admin123" }) });
    const { services } = renderApp("/index", { fetch, token: "tok-admin" });
    // The shell is a lazy chunk, loaded cold here.
    expect(await screen.findByRole("heading", { name: /好，admin/ }, { timeout: 20000 })).toBeInTheDocument();

    revoked = true;
    const calls = ["/a", "/b", "/c"].map((url) => services.http(url).catch((err: Error) => err));
    await act(async () => {
      await Promise.all(calls);
    });
    await waitFor(() => expect(here()).toBe("/login?redirect=%2Findex"));
    expect(await screen.findByText(LOST)).toBeInTheDocument();
    expect(screen.getAllByText(LOST)).toHaveLength(1);
  }, 40000);

  it("says nothing of a session to a visitor whose login fails", async () => {
    const fetch = (async () => reply(null, 401, 401, LOST)) as unknown as ReturnType<typeof fakeServer>;
    const { services } = renderApp("/login", { fetch });
    await screen.findByPlaceholderText("请输入用户名");
    await act(async () => {
      await services.http("/get_user_by_token").catch(() => {});
    });
    expect(screen.queryByText(LOST)).not.toBeInTheDocument();
  });
});
